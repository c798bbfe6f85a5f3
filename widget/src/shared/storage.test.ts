import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, writeStorage } from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('storage helpers', () => {
  it('round-trips a value through sessionStorage', () => {
    writeStorage('session', 'k', 'v');
    expect(readStorage('session', 'k')).toBe('v');
    removeStorage('session', 'k');
    expect(readStorage('session', 'k')).toBeNull();
  });

  it('swallows a quota error on write and a security error on read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeStorage('local', 'k', 'v')).not.toThrow();
    expect(readStorage('local', 'k')).toBeNull();
    expect(() => removeStorage('session', 'k')).not.toThrow();
  });

  it('returns null when the storage object itself cannot be reached', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStorage('session', 'k')).toBeNull();
  });
});
