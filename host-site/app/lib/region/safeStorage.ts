/** Web storage that never throws: private modes, full quotas and blocked cookies read as 'nothing stored'. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(kind: 'local' | 'session'): SafeStorage {
  return wrapStorage(() => (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage));
}

/** Wraps a storage getter; the getter itself may throw (a SecurityError when storage is blocked). */
export function wrapStorage(getStorage: () => Storage | undefined): SafeStorage {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}
