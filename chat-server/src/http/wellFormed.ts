const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is this pattern's job
const NUL = /\u0000/g;

/**
 * A copy of a parsed JSON body that Postgres can store: every lone UTF-16 surrogate (valid in JSON, invalid
 * Unicode) becomes U+FFFD and NUL characters are dropped; Postgres rejects both, which turned such a body into a 500.
 */
export function wellFormed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD').replace(NUL, '');
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty: a "__proto__" key stays a plain own property, never the prototype.
    Object.defineProperty(copy, wellFormed(key) as string, {
      value: wellFormed(item, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}
