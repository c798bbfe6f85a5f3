import type { en } from './en.ts';

/** A catalogue's shape with every text widened to `string`: what each language must provide. */
type Widen<T> = T extends string ? string : T extends readonly string[] ? readonly string[] : { readonly [K in keyof T]: Widen<T[K]> };

/**
 * The assistant's copy in one language. Built from the English catalogue, so a key added there is a
 * compile error in every other language until it is translated.
 */
export type AssistantCopy = Widen<typeof en>;

/** A group of the catalogue whose texts are tappable questions. */
export type ChipKey = keyof AssistantCopy['chips'];
