import { analyze } from '../../analyze.ts';
import { confidentIntents } from '../../compose.ts';
import { understandingOf } from '../../decide/understandingOf.ts';
import type { CorpusLine } from '../corpus.ts';
import { historyFor, type Reading } from './metrics.ts';

/**
 * What the decide step acts on for a corpus line, read through the runtime path itself: `analyze` (the model,
 * the safety floor and today's rules), `understandingOf` (the rule intents merged in at 0.9) and
 * `confidentIntents` (decide's threshold). The intents are only those decide treats as said; the line is an
 * emergency when the reply would be one (`analysis.urgency`, the floor's rules or the model's signals). The
 * entities stay the Understanding's: the corpus labels every name, phone and town a line mentions, while the lead
 * keeps only the visitor's own (a sister's town is no lead city, decision 0407), which the scenarios check.
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
    emergency: analysis.urgency.urgency === 'emergency',
  };
}
