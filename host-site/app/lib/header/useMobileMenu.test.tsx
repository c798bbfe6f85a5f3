// @vitest-environment happy-dom

import { act, renderHook } from '@testing-library/react';
import { TIMINGS } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MENU_OPEN_CLASS, useMobileMenu } from './useMobileMenu.ts';

describe('useMobileMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('locks page scroll while open and releases it on close', () => {
    const { result } = renderHook(() => useMobileMenu());
    act(() => result.current.dispatch({ type: 'toggle' }));
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(true);
    act(() => result.current.dispatch({ type: 'close' }));
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(false);
  });

  it('marks the page while open so the chat launcher is hidden, and unmarks it on close', () => {
    const { result } = renderHook(() => useMobileMenu());
    act(() => result.current.dispatch({ type: 'toggle' }));
    expect(document.documentElement.classList.contains(MOBILE_MENU_OPEN_CLASS)).toBe(true);
    act(() => result.current.dispatch({ type: 'close' }));
    expect(document.documentElement.classList.contains(MOBILE_MENU_OPEN_CLASS)).toBe(false);
  });

  it('collapses the open sections 300 ms after closing, not before', () => {
    const { result } = renderHook(() => useMobileMenu());
    act(() => {
      result.current.dispatch({ type: 'toggle' });
      result.current.dispatch({ type: 'toggleSection', section: 'services' });
    });
    act(() => result.current.dispatch({ type: 'close' }));
    act(() => vi.advanceTimersByTime(TIMINGS.mobileMenuResetMs - 1));
    expect(result.current.state.expanded).toEqual(['services']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state.expanded).toEqual([]);
  });

  it('keeps the sections when the menu reopens within 300 ms', () => {
    const { result } = renderHook(() => useMobileMenu());
    act(() => {
      result.current.dispatch({ type: 'toggle' });
      result.current.dispatch({ type: 'toggleSection', section: 'area' });
    });
    act(() => result.current.dispatch({ type: 'close' }));
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.dispatch({ type: 'toggle' }));
    act(() => vi.advanceTimersByTime(TIMINGS.mobileMenuResetMs));
    expect(result.current.state).toEqual({ open: true, expanded: ['area'] });
  });

  it('releases the scroll lock when unmounted while open', () => {
    const { result, unmount } = renderHook(() => useMobileMenu());
    act(() => result.current.dispatch({ type: 'toggle' }));
    unmount();
    expect(document.documentElement.classList.contains('is-scroll-locked')).toBe(false);
  });
});
