import { afterEach, describe, expect, it, vi } from 'vitest';
import * as entry from './index.ts';

afterEach(() => {
  sessionStorage.clear();
  delete (window as { TOD?: unknown }).TOD;
});

describe('public entries', () => {
  it('the npm entry exports init only (types aside)', () => {
    expect(Object.keys(entry).sort()).toEqual(['init']);
  });

  it('the script-tag entry sets window.TOD with exactly the documented API', async () => {
    await import('./web.ts');
    const api = (window as { TOD?: Record<string, unknown> }).TOD;
    expect(Object.keys(api ?? {}).sort()).toEqual([
      'close',
      'configure',
      'destroy',
      'getState',
      'identify',
      'off',
      'on',
      'open',
      'send',
      'toggle',
      'version',
    ]);
    (api as { destroy: () => void }).destroy();
    expect((window as { TOD?: unknown }).TOD).toBeUndefined();
  });

  it('init() mounts the UI into the given container on open() and destroy() removes it', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const tod = entry.init({ container, delay: 600_000, apiBase: 'https://chat.example.com' });
    tod.open();
    // The UI draws once its locale's catalogue chunk is imported (a cold import can take over a second here).
    await vi.waitFor(() => expect(container.querySelector('tod-chat')?.shadowRoot?.querySelector('[role=dialog]')).toBeTruthy(), {
      timeout: 5000,
    });
    expect((window as { TOD?: unknown }).TOD).toBe(tod);
    tod.destroy();
    expect(container.querySelector('tod-chat')).toBeNull();
    expect((window as { TOD?: unknown }).TOD).toBeUndefined();
    container.remove();
  });
});

describe('release version', () => {
  it('equals widget/package.json, which names the /widget/vX.Y.Z/ folder', async () => {
    const { VERSION } = await import('./loader/version.ts');
    const manifest = await import('../package.json', { with: { type: 'json' } });
    expect(VERSION).toBe(manifest.default.version);
  });
});
