import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/** Where `npm run eval -- --blind FILE --record` keeps each set's first-contact score, and plain `npm run eval` reads it. */
export const FIRST_CONTACT_FILE = new URL('./first-contact.json', import.meta.url).pathname;

const tallySchema = z.object({
  passed: z.number().int().nonnegative(),
  turns: z.number().int().nonnegative(),
  criticalPassed: z.number().int().nonnegative(),
  critical: z.number().int().nonnegative(),
});

export const firstContactSchema = tallySchema.extend({
  /** The set's file name, for people; `sha256` identifies it. */
  set: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The day it was scored (YYYY-MM-DD) and the commit it was scored on. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  commit: z.string().optional(),
  byLanguage: z.object({ en: tallySchema, es: tallySchema }),
});
export type FirstContact = z.infer<typeof firstContactSchema>;

/** The digest a set is known by: its content, so an edited set is a new set and a reformatted one is not. */
export function setDigest(text: string): string {
  // The set's content, not its layout: a set reformatted (Biome formats the repository's JSON) is the same set.
  let canonical = text;
  try {
    canonical = JSON.stringify(JSON.parse(text));
  } catch {
    // Not JSON: its bytes are its identity.
  }
  return createHash('sha256').update(canonical).digest('hex');
}

/** The recorded first contacts; none when the file is absent. A file that is not a list of them is an error. */
export function loadFirstContacts(path = FIRST_CONTACT_FILE): FirstContact[] {
  if (!existsSync(path)) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not JSON (${(error as Error).message})`);
  }
  const parsed = z.array(firstContactSchema).safeParse(json);
  if (!parsed.success)
    throw new Error(`${path}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}

/** Adds a set's first-contact score. A set scored before (same digest) keeps its first score: recording it again is an error. */
export function recordFirstContact(entry: FirstContact, path = FIRST_CONTACT_FILE): void {
  const recorded = loadFirstContacts(path);
  const earlier = recorded.find((item) => item.sha256 === entry.sha256);
  if (earlier)
    throw new Error(`${entry.set} was scored at first contact on ${earlier.date} (${earlier.passed}/${earlier.turns}); not recorded again`);
  writeFileSync(path, `${JSON.stringify([...recorded, firstContactSchema.parse(entry)], null, 2)}\n`);
}
