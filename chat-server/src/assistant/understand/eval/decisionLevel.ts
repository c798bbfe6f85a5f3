import { analyze } from '../../analyze.ts';
import { confidentIntents } from '../../compose.ts';
import { understandingOf } from '../../decide/understandingOf.ts';
import type { CorpusLine } from '../corpus.ts';
import { historyFor, type Reading } from './metrics.ts';

/**
 * What the decide step acts on for a corpus line, read through the runtime path itself: `analyze` (the model,
 * the safety floor and today's rules), `understandingOf` (the rule intents merged in at 0.9) and
 * `confidentIntents` (decide's threshold). The intents are only those decide treats as said; the entities are the
 * lead's name, phone and city as the turn's analysis reads them; the line is an emergency when the reply would be
 * one (`analysis.urgency`, the floor's rules or the model's signals).
 */
export function decisionReading(line: CorpusLine): Reading {
  const analysis = analyze({
    message: line.text,
    history: historyFor(line),
    regionKey: 'portland-metro',
    sessionId: 'eval_decision_level',
  });
  const understanding = understandingOf(analysis);
  const acted = confidentIntents(understanding);
  return {
    ...understanding,
    intents: understanding.intents.filter(({ intent }) => acted.has(intent)),
    // The lead's fields as the turn sets them (the runtime's extractors), not the Understanding's own reading.
    entities: {
      ...(analysis.name ? { name: analysis.name } : {}),
      ...(analysis.phone ? { phone: analysis.phone } : {}),
      ...(analysis.city ? { city: analysis.city.name } : {}),
    },
    emergency: analysis.urgency.urgency === 'emergency',
  };
}
