/** A small LRU cache whose entries also expire: Map keeps insertion order, so the first key is the least recent. */
export class TtlCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(private readonly options: { maxEntries: number; ttlMs: number; now?: () => number }) {
    if (options.maxEntries < 1) throw new RangeError('maxEntries must be at least 1');
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
