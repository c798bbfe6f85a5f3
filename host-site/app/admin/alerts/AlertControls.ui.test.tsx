// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ADMIN_COPY } from '@tod/domain/facts';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertControls } from './AlertControls.tsx';

afterEach(cleanup);

function openPanel() {
  render(<AlertControls settings={{ emergencySound: true, ringSound: true }} onChange={() => {}} />);
  const summary = screen.getByText(ADMIN_COPY.alerts);
  const details = summary.closest('details') as HTMLDetailsElement;
  details.open = true;
  return { summary, details };
}

describe('the Alerts panel (fresh-eyes dispatcher: it covered the ringing banner)', () => {
  it('closes on Escape and gives the focus back to Alerts', () => {
    const { summary, details } = openPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('closes on a click outside it, and stays open on a click inside', () => {
    const { details } = openPanel();
    fireEvent.pointerDown(details.querySelector('input') as HTMLInputElement);
    expect(details.open).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(details.open).toBe(false);
  });
});
