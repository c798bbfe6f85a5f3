import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** Parses a JSON Lines file against a schema, skipping blank lines; a bad line throws with its file and line number. */
export function parseJsonLines<Schema extends z.ZodType>(path: string, schema: Schema): z.infer<Schema>[] {
  const lines: z.infer<Schema>[] = [];
  for (const [index, raw] of readFileSync(path, 'utf8').split('\n').entries()) {
    if (!raw.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      throw new Error(`${path}:${index + 1}: not JSON (${(error as Error).message})`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new Error(
        `${path}:${index + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
      );
    lines.push(parsed.data);
  }
  return lines;
}
