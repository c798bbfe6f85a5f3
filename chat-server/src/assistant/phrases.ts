/** Picks one of several phrasings, the same one for the same seed, so replies vary but tests stay exact. */
export function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length]!;
}

/** A small stable hash (FNV-1a) of a string. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
