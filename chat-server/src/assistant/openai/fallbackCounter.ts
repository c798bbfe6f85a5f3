/** Why the OpenAI engine answered with the local engine instead of its own text. */
export type FallbackReason =
  | 'off_list_price'
  | 'diy_under_tension'
  | 'foreign_phone'
  | 'price_without_disclaimer'
  | 'reply_rule'
  | 'timeout'
  | 'server_error'
  | 'invalid_understanding';

/**
 * Counts the OpenAI engine's turns and its fallbacks to the local answer, by reason. The eval prints it:
 * `const counter = createFallbackCounter(); createOpenAIEngine({ …, counter }); … counter.snapshot()`.
 * The server's engines share `openaiFallbacks`.
 */
export interface FallbackCounter {
  /** One turn the OpenAI engine answered or fell back on. */
  countTurn(): void;
  countFallback(reason: FallbackReason): void;
  snapshot(): { turns: number; fallbacks: number; rate: number; byReason: Partial<Record<FallbackReason, number>> };
  reset(): void;
}

export function createFallbackCounter(): FallbackCounter {
  let turns = 0;
  let byReason: Partial<Record<FallbackReason, number>> = {};
  return {
    countTurn() {
      turns += 1;
    },
    countFallback(reason) {
      byReason[reason] = (byReason[reason] ?? 0) + 1;
    },
    snapshot() {
      const fallbacks = Object.values(byReason).reduce((sum, count) => sum + count, 0);
      return { turns, fallbacks, rate: turns === 0 ? 0 : fallbacks / turns, byReason: { ...byReason } };
    },
    reset() {
      turns = 0;
      byReason = {};
    },
  };
}

/** The process's counter, shared by every OpenAI engine that is not given its own. */
export const openaiFallbacks: FallbackCounter = createFallbackCounter();
