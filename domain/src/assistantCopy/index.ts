import type { AssistantLanguage } from '../contracts/understanding.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import type { AssistantCopy } from './types.ts';

export { ASSISTANT_FACTS, JOB_HOURS, OPENER_BRANDS } from './facts.ts';
export { fillCopy } from './fill.ts';
export type { AssistantCopy, ChipKey } from './types.ts';

/** Every language's catalogue. */
export const ASSISTANT_COPY: Readonly<Record<AssistantLanguage, AssistantCopy>> = { en, es };
