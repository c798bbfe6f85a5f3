import { chatRegionData, REGIONS } from '@tod/domain';
import MiniSearch from 'minisearch';
import { KNOWLEDGE, type KnowledgeEntry } from './knowledge.ts';

export interface RetrievalHit {
  entry: KnowledgeEntry;
  /** 0..1: how much of the question the entry covers, and how strongly. */
  score: number;
}

const STOP_WORDS = new Set(
  `a an and are as at be but by can could do does did for from had has have how i i'm if in into is it it's its me my
  of on or our so that the their them then there these they this to too up us was we were what when where which who why
  will with would you your hi hello hey please thanks just like get got need want know any some about also very really`.split(/\s+/),
);

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

const defaultContext = { region: chatRegionData('portland-metro'), info: REGIONS['portland-metro'], city: 'Portland' };

type IndexedEntry = { id: string; question: string; keywords: string; body: string };

const documents: IndexedEntry[] = KNOWLEDGE.map((entry) => ({
  id: entry.id,
  question: entry.question,
  keywords: entry.keywords,
  body: entry.answer(defaultContext),
}));

/**
 * Every term the index holds. A query term found here needs no typo tolerance; the fuzzy walk of the
 * index (the costliest step of a search) is kept for words the knowledge base does not know.
 */
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const knownTerms = new Set(
  documents.flatMap((document) =>
    tokenize(`${document.question} ${document.keywords} ${document.body}`).map((token) => processTerm(token)),
  ),
);

const index = new MiniSearch<IndexedEntry>({
  fields: ['question', 'keywords', 'body'],
  processTerm,
  searchOptions: {
    boost: { question: 3, keywords: 2, body: 0.5 },
    fuzzy: (term) => (term.length > 3 && !knownTerms.has(term) ? 0.2 : false),
    maxFuzzy: 2,
    prefix: (term) => term.length > 3 && !knownTerms.has(term),
    combineWith: 'OR',
  },
});
index.addAll(documents);

/**
 * A phone number as visitors write one. It says nothing about the question, and its digit groups
 * ('503', '555') occur in every regional answer, which made them the costliest terms of a search.
 */
const PHONE_NUMBER = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

const byId = new Map<string, KnowledgeEntry>(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** The knowledge entries that best answer a question, best first (typo tolerant). */
export function retrieve(query: string, limit = 3): RetrievalHit[] {
  const queryTerms = query
    .replace(PHONE_NUMBER, ' ')
    .split(/[^\p{L}\p{N}'$]+/u)
    .map(processTerm)
    .filter((term): term is string => term !== null);
  if (queryTerms.length === 0) return [];
  return index
    .search(queryTerms.join(' '))
    .slice(0, limit)
    .map((result) => {
      const coverage = Math.min(1, new Set(result.queryTerms).size / queryTerms.length);
      const strength = result.score / (result.score + 8);
      return { entry: byId.get(String(result.id))!, score: round(0.6 * coverage + 0.4 * strength) };
    })
    .sort((a, b) => b.score - a.score);
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
