/** Web storage that never throws: private modes, disabled storage and full quotas are all swallowed. */
export type StorageArea = 'session' | 'local';

function area(name: StorageArea): Storage | undefined {
  try {
    return name === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(name: StorageArea, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(name: StorageArea, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Storage failures are swallowed (SPEC §8).
  }
}

export function removeStorage(name: StorageArea, key: string): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // Storage failures are swallowed (SPEC §8).
  }
}
