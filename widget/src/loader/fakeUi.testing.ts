import { vi } from 'vitest';
import type { MountOptions, UiHandle, UiModule } from './ui.ts';

/**
 * A stand-in for the lazily loaded UI chunk, for the loader's tests: every handle method is a spy, each mount's
 * options are kept, and `loadUi` resolves to the module as the real dynamic import would.
 */
export function fakeUi() {
  const handle: UiHandle = {
    open: vi.fn(),
    close: vi.fn(),
    toggle: vi.fn(),
    send: vi.fn(),
    identify: vi.fn(),
    showLauncher: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const mounts: MountOptions[] = [];
  const module: UiModule = {
    mountUi: (options) => {
      mounts.push(options);
      return handle;
    },
  };
  return { handle, mounts, loadUi: vi.fn(async () => module) };
}
