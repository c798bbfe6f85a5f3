/** Why the OpenAI engine answered with the local engine instead of its own text. */
export type FallbackReason =
  | 'off_list_price'
  | 'diy_under_tension'
  | 'foreign_phone'
  | 'price_without_disclaimer'
  | 'reply_rule'
  | 'timeout'
  | 'server_error';

/** Why the OpenAI engine's understanding of a message was not used, and the local model's was. */
export type UnderstandingFallbackReason = 'invalid_understanding' | 'server_error' | 'timeout';

/**
 * Counts the OpenAI engine's turns and its fallbacks to the local answer, by reason. The eval prints it:
 * `const counter = createFallbackCounter(); createOpenAIEngine({ …, counter }); … counter.snapshot()`.
 * The server's engines share `openaiFallbacks`.
 */
export interface FallbackCounter {
  /** One turn the OpenAI engine answered or fell back on. */
  countTurn(): void;
  countFallback(reason: FallbackReason): void;
  /** The model's understanding failed and the local model's was used (the reply may still be the model's). */
  countUnderstandingFallback(reason: UnderstandingFallbackReason): void;
  snapshot(): {
    turns: number;
    fallbacks: number;
    rate: number;
    byReason: Partial<Record<FallbackReason, number>>;
    understandingFallbacks: number;
    understandingByReason: Partial<Record<UnderstandingFallbackReason, number>>;
  };
  reset(): void;
}

export function createFallbackCounter(): FallbackCounter {
  let turns = 0;
  let byReason: Partial<Record<FallbackReason, number>> = {};
  let understandingByReason: Partial<Record<UnderstandingFallbackReason, number>> = {};
  const total = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce((sum: number, count) => sum + (count ?? 0), 0);
  return {
    countTurn() {
      turns += 1;
    },
    countFallback(reason) {
      byReason[reason] = (byReason[reason] ?? 0) + 1;
    },
    countUnderstandingFallback(reason) {
      understandingByReason[reason] = (understandingByReason[reason] ?? 0) + 1;
    },
    snapshot() {
      const fallbacks = total(byReason);
      return {
        turns,
        fallbacks,
        rate: turns === 0 ? 0 : fallbacks / turns,
        byReason: { ...byReason },
        understandingFallbacks: total(understandingByReason),
        understandingByReason: { ...understandingByReason },
      };
    },
    reset() {
      turns = 0;
      byReason = {};
      understandingByReason = {};
    },
  };
}

/** The process's counter, shared by every OpenAI engine that is not given its own. */
export const openaiFallbacks: FallbackCounter = createFallbackCounter();
