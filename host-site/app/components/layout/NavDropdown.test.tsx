// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TIMINGS } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavDropdown } from './NavDropdown.tsx';

function setup() {
  render(
    <>
      <NavDropdown id="menu-test" label="Services">
        <a href="/services/spring-replacement">Spring Replacement</a>
      </NavDropdown>
      <button type="button">Outside</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Services' });
  const root = trigger.parentElement as HTMLElement;
  return { trigger, root };
}

describe('NavDropdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on hover only after the SPEC 200 ms delay', () => {
    const { trigger, root } = setup();
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs - 1));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes a hover-opened menu when the pointer leaves', () => {
    const { trigger, root } = setup();
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs));
    fireEvent.mouseLeave(root);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles on click, and the pending hover does not undo a click', () => {
    const { trigger, root } = setup();
    fireEvent.mouseEnter(root);
    fireEvent.pointerDown(trigger);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a menu open when it is clicked after hover opened it', () => {
    const { trigger, root } = setup();
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(TIMINGS.menuHoverDelayMs));
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(root);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on keyboard focus but not on the focus that comes with a pointer press', () => {
    const { trigger } = setup();
    fireEvent.pointerDown(trigger);
    fireEvent.focus(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.blur(trigger);
    fireEvent.focus(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens with Enter or Space on a focused trigger and keeps it open (keyboard activation fires a click)', () => {
    const { trigger } = setup();
    fireEvent.focus(trigger);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to the trigger without reopening', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    const link = screen.getByRole('link', { name: 'Spring Replacement' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when focus moves outside and on a pointer press outside', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole('button', { name: 'Outside' }) });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link inside is chosen', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('link', { name: 'Spring Replacement' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
