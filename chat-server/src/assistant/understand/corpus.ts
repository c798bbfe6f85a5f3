import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ASKED_LAST,
  assistantLanguageSchema,
  DOOR_PROBLEMS,
  INTENTS,
  LEAD_FIELDS,
  URGENCY_SIGNALS,
  understandingSchema,
} from '@tod/domain';
import { z } from 'zod';
import { parseJsonLines } from './jsonLines.ts';

/** One labelled visitor message of the corpus (`corpus/*.jsonl`, one per line), labels from the Understanding contract. */
export const corpusLineSchema = z
  .object({
    text: z.string().min(1).max(2000),
    lang: assistantLanguageSchema,
    intents: z.array(z.enum(INTENTS)).min(1),
    problem: z.enum(DOOR_PROBLEMS).optional(),
    urgency: z.enum(['routine', 'urgent', 'emergency']),
    urgencySignals: z.array(z.enum(URGENCY_SIGNALS)),
    entities: understandingSchema.shape.entities.strict(),
    corrects: z.array(z.enum(LEAD_FIELDS)).optional(),
    aboutSomeoneElse: z.boolean().optional(),
    /** What the assistant had asked just before, when the message only makes sense as an answer ("Salem"). */
    askedLast: z.enum(ASKED_LAST).optional(),
  })
  .strict();
export type CorpusLine = z.infer<typeof corpusLineSchema>;

export type CorpusSplit = 'train' | 'test';

const CORPUS_DIR = fileURLToPath(new URL('../corpus/', import.meta.url));

/** The corpus files of a split: the training files sit in `corpus/`, the held-out test files in `corpus/test/`. */
export function corpusFiles(split: CorpusSplit): string[] {
  const dir = split === 'train' ? CORPUS_DIR : `${CORPUS_DIR}test/`;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => `${dir}${name}`);
}

/** Parses one corpus file; a bad line throws with its file and line number. */
export function parseCorpusFile(path: string): CorpusLine[] {
  return parseJsonLines(path, corpusLineSchema);
}

/** Every labelled line of a split. Training never reads the test split. */
export function loadCorpus(split: CorpusSplit): CorpusLine[] {
  return corpusFiles(split).flatMap(parseCorpusFile);
}

/** The key two lines share when they are the same message (case and spacing aside). */
export function corpusKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
