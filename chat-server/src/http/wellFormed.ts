const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL character is this pattern's job
const NUL = /\u0000/g;

/**
 * Invisible characters that reorder or hide text: bidi embeddings, overrides and isolates, direction marks,
 * zero-width spaces and non-joiners, word joiners, the BOM, the soft hyphen. In a name or a subject they
 * make the office read something other than what is stored ("evil\u202Egpj.exe").
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
/** A zero-width joiner, except between two emoji (where it builds one: 👩‍🔧). */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

/** A visitor's string without bidi controls and zero-width characters (see INVISIBLE). */
export function withoutInvisibles(value: string): string {
  return value.replace(INVISIBLE, '').replace(STRAY_JOINER, '');
}

/**
 * A copy of a parsed JSON body that Postgres can store and the office can read as stored: every lone UTF-16
 * surrogate (valid in JSON, invalid Unicode) becomes U+FFFD, NUL characters are dropped (Postgres rejects
 * both, which turned such a body into a 500), and so are bidi controls and zero-width characters.
 */
export function wellFormed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutInvisibles(value.replace(LONE_SURROGATE, '\uFFFD').replace(NUL, ''));
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
