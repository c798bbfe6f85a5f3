import { TIMINGS } from '@tod/domain/facts';
import { useEffect, useReducer } from 'react';
import { INITIAL_MOBILE_MENU, mobileMenuReducer } from './mobileMenu.ts';

const SCROLL_LOCK_CLASS = 'is-scroll-locked';
/** Hides the chat widget's host element (site.css) while the menu is open: its launcher sat on top of the menu. */
export const MOBILE_MENU_OPEN_CLASS = 'is-mobile-menu-open';

/** The mobile menu's state with its side effects: page scroll lock and widget hiding while open, and the delayed section reset. */
export function useMobileMenu() {
  const [state, dispatch] = useReducer(mobileMenuReducer, INITIAL_MOBILE_MENU);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(SCROLL_LOCK_CLASS, state.open);
    root.classList.toggle(MOBILE_MENU_OPEN_CLASS, state.open);
    return () => root.classList.remove(SCROLL_LOCK_CLASS, MOBILE_MENU_OPEN_CLASS);
  }, [state.open]);

  const needsReset = !state.open && state.expanded.length > 0;
  useEffect(() => {
    if (!needsReset) return;
    const timer = setTimeout(() => dispatch({ type: 'resetSections' }), TIMINGS.mobileMenuResetMs);
    return () => clearTimeout(timer);
  }, [needsReset]);

  return { state, dispatch };
}
