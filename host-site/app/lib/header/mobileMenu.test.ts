import { describe, expect, it } from 'vitest';
import { INITIAL_MOBILE_MENU, type MobileMenuAction, mobileMenuReducer } from './mobileMenu.ts';

const run = (...actions: MobileMenuAction[]) => actions.reduce(mobileMenuReducer, INITIAL_MOBILE_MENU);

describe('mobileMenuReducer', () => {
  it('starts closed with every section collapsed', () => {
    expect(INITIAL_MOBILE_MENU).toEqual({ open: false, expanded: [] });
  });

  it('toggles the menu open and closed', () => {
    expect(run({ type: 'toggle' }).open).toBe(true);
    expect(run({ type: 'toggle' }, { type: 'toggle' }).open).toBe(false);
  });

  it('expands and collapses accordion sections independently', () => {
    const state = run({ type: 'toggle' }, { type: 'toggleSection', section: 'services' }, { type: 'toggleSection', section: 'area' });
    expect(state.expanded).toEqual(['services', 'area']);
    expect(mobileMenuReducer(state, { type: 'toggleSection', section: 'services' }).expanded).toEqual(['area']);
  });

  it('keeps the sections expanded when closing, until the delayed reset arrives', () => {
    const closed = run({ type: 'toggle' }, { type: 'toggleSection', section: 'services' }, { type: 'close' });
    expect(closed).toEqual({ open: false, expanded: ['services'] });
    expect(mobileMenuReducer(closed, { type: 'resetSections' })).toEqual({ open: false, expanded: [] });
  });

  it('ignores a late reset when the menu was reopened in the meantime', () => {
    const reopened = run({ type: 'toggle' }, { type: 'toggleSection', section: 'area' }, { type: 'close' }, { type: 'toggle' });
    expect(mobileMenuReducer(reopened, { type: 'resetSections' }).expanded).toEqual(['area']);
  });

  it('returns the same state for close when already closed', () => {
    expect(mobileMenuReducer(INITIAL_MOBILE_MENU, { type: 'close' })).toBe(INITIAL_MOBILE_MENU);
  });
});
