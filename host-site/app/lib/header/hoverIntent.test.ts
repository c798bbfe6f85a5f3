import { TIMINGS } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverIntent } from './hoverIntent.ts';

describe('createHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens once the pointer has rested for the SPEC hover delay', () => {
    const open = vi.fn();
    createHoverIntent(open).enter();
    vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open when the pointer leaves before the delay', () => {
    const open = vi.fn();
    const intent = createHoverIntent(open);
    intent.enter();
    vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs - 50);
    intent.leave();
    vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs);
    expect(open).not.toHaveBeenCalled();
  });

  it('restarts the delay when the pointer re-enters', () => {
    const open = vi.fn();
    const intent = createHoverIntent(open);
    intent.enter();
    vi.advanceTimersByTime(150);
    intent.enter();
    vi.advanceTimersByTime(150);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('never opens after dispose', () => {
    const open = vi.fn();
    const intent = createHoverIntent(open);
    intent.enter();
    intent.dispose();
    vi.runAllTimers();
    expect(open).not.toHaveBeenCalled();
  });
});
