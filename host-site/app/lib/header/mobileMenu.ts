/** The slide-in mobile menu: open or closed, and which accordion sections are expanded. */
export interface MobileMenuState {
  open: boolean;
  expanded: readonly string[];
}

export type MobileMenuAction =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'toggleSection'; section: string }
  /** Sent 300 ms after closing (SPEC §2 'Menu behaviour'), so the menu reopens with every section collapsed. */
  | { type: 'resetSections' };

export const INITIAL_MOBILE_MENU: MobileMenuState = { open: false, expanded: [] };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'toggleSection':
      return {
        ...state,
        expanded: state.expanded.includes(action.section)
          ? state.expanded.filter((section) => section !== action.section)
          : [...state.expanded, action.section],
      };
    case 'resetSections':
      // A reset that arrives after the menu was reopened must not collapse what the visitor sees.
      return state.open || state.expanded.length === 0 ? state : { ...state, expanded: [] };
  }
}
