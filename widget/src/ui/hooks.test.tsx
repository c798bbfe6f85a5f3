import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollLock, useVisualViewport, type ViewportBox } from './hooks.ts';

class FakeViewport extends EventTarget {
  height = 844;
  offsetTop = 0;
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  vi.unstubAllGlobals();
  document.documentElement.style.overflow = '';
});

function Probe({ use }: { use: () => void }) {
  use();
  return null;
}

function mountHook(use: () => void) {
  container = document.createElement('div');
  document.body.appendChild(container);
  act(() => render(<Probe use={use} />, container as HTMLElement));
}

describe('useVisualViewport', () => {
  it('follows the visual viewport while active, so the input stays above the keyboard', () => {
    const viewport = new FakeViewport();
    vi.stubGlobal('visualViewport', viewport);
    let box: ViewportBox | null = null;
    mountHook(() => {
      box = useVisualViewport(true);
    });
    expect(box).toEqual({ height: 844, offsetTop: 0 });
    act(() => {
      viewport.height = 500.4;
      viewport.offsetTop = 120;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(box).toEqual({ height: 500, offsetTop: 120 });
  });

  it('returns null when inactive', () => {
    vi.stubGlobal('visualViewport', new FakeViewport());
    let box: ViewportBox | null = { height: 1, offsetTop: 1 };
    mountHook(() => {
      box = useVisualViewport(false);
    });
    expect(box).toBeNull();
  });
});

describe('useScrollLock', () => {
  it('hides the page overflow while locked and restores the previous value', () => {
    document.documentElement.style.overflow = 'scroll';
    mountHook(() => useScrollLock(true));
    expect(document.documentElement.style.overflow).toBe('hidden');
    act(() => render(null, container as HTMLElement));
    expect(document.documentElement.style.overflow).toBe('scroll');
  });
});
