import { ASSISTANT_COPY, type HistoryItem, type ServiceRegionKey } from '@tod/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../localEngine.ts';
import { getLocalUnderstanding } from '../understand/localUnderstanding.ts';
import { ALL_SCENARIOS } from './index.ts';

const engine = createLocalEngine();
// Training the model from the corpus is set-up, not a conversation: it runs once here, under the hook's ceiling,
// so a loaded machine does not time out the first scenario.
beforeAll(() => {
  getLocalUnderstanding();
});
const AFTERNOON = new Date('2026-11-23T20:00:00Z');

interface Offered {
  suggestion: string;
  region: ServiceRegionKey;
  /** The conversation in which the suggestion was first offered. */
  history: HistoryItem[];
}

/** Every follow-up suggestion the assistant offers across the scenario conversations, with where it was offered. */
async function offeredSuggestions(): Promise<Offered[]> {
  const offered = new Map<string, Offered>();
  for (const scenario of ALL_SCENARIOS) {
    const history: HistoryItem[] = [];
    for (const turn of scenario.turns) {
      const reply = await engine.reply({
        message: turn.user,
        history: [...history],
        regionKey: scenario.region,
        sessionId: 'offer',
        now: AFTERNOON,
      });
      history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: reply.content });
      for (const suggestion of reply.metadata.suggestions ?? [])
        if (!offered.has(suggestion)) offered.set(suggestion, { suggestion, region: scenario.region, history: [...history] });
    }
  }
  return [...offered.values()];
}

describe('the follow-up suggestions the assistant offers', () => {
  it('each get an answer, asked on their own and in the conversation that offered them (never off-topic or "tell me more")', async () => {
    const offered = await offeredSuggestions();
    expect(offered.length).toBeGreaterThan(30);
    const unanswered: string[] = [];
    for (const { suggestion, region, history } of offered) {
      for (const [where, context] of [
        ['on its own', []],
        ['in its conversation', history],
      ] as const) {
        const reply = await engine.reply({
          message: suggestion,
          history: [...context],
          regionKey: region,
          sessionId: 'tap',
          now: AFTERNOON,
        });
        const template = reply.metadata.templateUsed ?? '';
        if (template === 'off_topic' || template === 'clarify' || template.startsWith('follow_up'))
          unanswered.push(`${suggestion} (${where}): ${template}`);
      }
    }
    expect(unanswered).toEqual([]);
  });

  it('answers "Is it safe to use the door?" with safety advice, not prices', async () => {
    const reply = await engine.reply({
      message: 'Is it safe to use the door?',
      history: [],
      regionKey: 'salem',
      sessionId: 'tap',
      now: AFTERNOON,
    });
    expect(reply.metadata.templateUsed).toBe('safety:general');
    expect(reply.content).not.toMatch(/\$\d/);
  });

  it.each(['en', 'es'] as const)('answers every %s chip of the catalogue, asked on its own in that language', async (locale) => {
    const unanswered: string[] = [];
    for (const chip of Object.values(ASSISTANT_COPY[locale].chips)) {
      const reply = await engine.reply({
        message: chip,
        history: [],
        regionKey: 'portland-metro',
        sessionId: 'chip',
        now: AFTERNOON,
        locale,
      });
      const template = reply.metadata.templateUsed ?? '';
      if (['off_topic', 'clarify', 'unclear', 'unsure'].includes(template)) unanswered.push(`${chip}: ${template}`);
    }
    expect(unanswered).toEqual([]);
  });
});
