import { describe, expect, it } from 'vitest';
import { wrapStorage } from './safeStorage.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('wrapStorage', () => {
  it('reads, writes and removes through the wrapped storage', () => {
    const storage = wrapStorage(memoryStorage);
    const backing = memoryStorage();
    const wrapped = wrapStorage(() => backing);
    wrapped.set('a', '1');
    expect(wrapped.get('a')).toBe('1');
    wrapped.remove('a');
    expect(wrapped.get('a')).toBeNull();
    expect(storage.get('missing')).toBeNull();
  });

  it('swallows a storage that throws on every call', () => {
    const throwing = memoryStorage();
    throwing.getItem = () => {
      throw new Error('denied');
    };
    throwing.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    throwing.removeItem = () => {
      throw new Error('denied');
    };
    const wrapped = wrapStorage(() => throwing);
    expect(() => wrapped.set('a', '1')).not.toThrow();
    expect(wrapped.get('a')).toBeNull();
    expect(() => wrapped.remove('a')).not.toThrow();
  });

  it('treats a storage whose access throws or is missing as empty', () => {
    const blocked = wrapStorage(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(blocked.get('a')).toBeNull();
    expect(() => blocked.set('a', '1')).not.toThrow();
    expect(wrapStorage(() => undefined).get('a')).toBeNull();
  });
});
