import { describe, expect, it } from 'vitest';
import { placementCss } from './placement.ts';

describe('placementCss', () => {
  it('puts the launcher at the bottom right by default, the window above it', () => {
    const css = placementCss({ position: 'right', offsetX: 20, offsetY: 20, launcher: 'default' });
    expect(css).toContain('.tod-launcher{right:20px;left:auto;bottom:20px}');
    expect(css).toContain('{right:20px;left:auto;bottom:92px}');
  });

  it('mirrors everything to the left with the given offsets', () => {
    const css = placementCss({ position: 'left', offsetX: 8, offsetY: 100, launcher: 'default' });
    expect(css).toContain('.tod-launcher{left:8px;right:auto;bottom:100px}');
    expect(css).toContain('{left:8px;right:auto;bottom:172px}');
  });

  it('moves the window down to the corner when there is no launcher', () => {
    expect(placementCss({ position: 'right', offsetX: 20, offsetY: 20, launcher: 'none' })).toContain('bottom:20px}');
  });

  it('never moves the full-screen mobile window', () => {
    expect(placementCss({ position: 'left', offsetX: 0, offsetY: 0, launcher: 'default' })).toContain(':not(.tod-window--mobile)');
  });
});
