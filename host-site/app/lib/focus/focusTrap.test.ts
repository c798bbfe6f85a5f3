import { describe, expect, it } from 'vitest';
import { wrappedFocus } from './focusTrap.ts';

describe('wrappedFocus', () => {
  const stops = ['close', 'services', 'pricing', 'schedule'];

  it('sends Tab from the last stop back to the first, and Shift+Tab from the first to the last', () => {
    expect(wrappedFocus(stops, 'schedule', false)).toBe('close');
    expect(wrappedFocus(stops, 'close', true)).toBe('schedule');
  });

  it('leaves a step between two stops to the browser', () => {
    expect(wrappedFocus(stops, 'services', false)).toBeNull();
    expect(wrappedFocus(stops, 'pricing', true)).toBeNull();
  });

  it('brings a focus that is outside the stops to the nearest end', () => {
    expect(wrappedFocus(stops, 'a page link', false)).toBe('close');
    expect(wrappedFocus(stops, 'a page link', true)).toBe('schedule');
    expect(wrappedFocus(stops, null, false)).toBe('close');
  });

  it('does nothing without stops', () => {
    expect(wrappedFocus([], 'close', false)).toBeNull();
  });
});
