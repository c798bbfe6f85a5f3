import { type HistoryItem, REGIONS, type Understanding } from '@tod/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { composeReply } from '../compose.ts';
import type { AssistantInput, AssistantReply } from '../engine.ts';
import { replyViolations } from '../invariants.ts';
import { createLocalEngine } from '../localEngine.ts';
import { ALL_SCENARIOS } from '../scenarios/index.ts';
import { getLocalUnderstanding } from '../understand/localUnderstanding.ts';
import { RULES } from './rules.ts';

const engine = createLocalEngine();
// Training the model from the corpus is set-up: it runs once here, under the hook's ceiling, so a loaded machine
// does not time out the first test.
beforeAll(() => {
  getLocalUnderstanding();
});
const PORTLAND = REGIONS['portland-metro'].phone;

function input(message: string, overrides: Partial<AssistantInput> = {}): AssistantInput {
  return { message, history: [], regionKey: 'portland-metro', sessionId: 'decide_test', ...overrides };
}

async function converse(messages: string[]): Promise<AssistantReply[]> {
  const history: HistoryItem[] = [];
  const replies: AssistantReply[] = [];
  for (const message of messages) {
    const reply = await engine.reply(input(message, { history: [...history] }));
    expect(replyViolations(reply)).toEqual([]);
    replies.push(reply);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.content });
  }
  return replies;
}

describe('the decision table', () => {
  it('names each rule once, ends with a rule that always applies, and says why each sits where it does', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(RULES.at(-1)!.id).toBe('off_topic');
    for (const rule of RULES) expect(rule.why.length, rule.id).toBeGreaterThan(10);
  });

  it('gives every scenario reply a templateUsed whose first part is the rule that fired', async () => {
    const ids = new Set(RULES.map((rule) => rule.id));
    for (const scenario of ALL_SCENARIOS.slice(0, 80)) {
      const reply = await engine.reply(input(scenario.turns[0]!.user, { regionKey: scenario.region }));
      expect(ids.has(reply.metadata.templateUsed!.split(':')[0]!), reply.metadata.templateUsed).toBe(true);
    }
  });
});

describe("issue 19's examples", () => {
  it('answers "how long does a spring replacement take?" with the duration, not the emergency text, and no urgency', async () => {
    const reply = await engine.reply(input('how long does a spring replacement take? am I without my car all day'));
    expect(reply.metadata.templateUsed).toBe('duration');
    expect(reply.metadata.responseType).not.toBe('emergency');
    expect(reply.metadata.leadInfo?.urgency).toBeUndefined();
    expect(reply.content).toMatch(/\d–\d hours/);
  });

  it('answers "do you install LiftMaster or only Genie?" with the brands, not the opener price list', async () => {
    const reply = await engine.reply(input('do you install LiftMaster or only Genie?'));
    expect(reply.metadata.templateUsed).toBe('brands');
    expect(reply.content).toContain('LiftMaster');
    expect(reply.content).toContain('Genie');
  });

  it('answers a door hit by a car with panel and track damage and a technician, not the sensor steps', async () => {
    const reply = await engine.reply(input("my teenager backed into the door, it's bent and won't close"));
    expect(reply.metadata.templateUsed).toBe('door_hit');
    expect(reply.content).toMatch(/track/);
    expect(reply.content).toMatch(/don't run the opener/i);
    expect(reply.content).not.toMatch(/sensor lenses|hold(ing)? the wall button/i);
  });

  it('answers "can I insulate my existing door?" with insulation, not the price list', async () => {
    const reply = await engine.reply(input('can I insulate my existing door?'));
    expect(reply.metadata.templateUsed).toBe('insulation');
    expect(reply.content).not.toMatch(/spring replacement \$/);
  });

  it('gives two short answers to two questions in one message', async () => {
    const reply = await engine.reply(input('how much does a spring replacement cost and how long does it take?'));
    expect(reply.metadata.responseType).toBe('pricing');
    expect(reply.content).toContain('$189–$299');
    expect(reply.content).toMatch(/How long: .*\d–\d hours/);
  });

  it('answers a maintenance contract and a property manager with their own rules', async () => {
    expect((await engine.reply(input('do you have a maintenance contract?'))).metadata.templateUsed).toBe('maintenance_plan');
    expect((await engine.reply(input("I'm a property manager with 40 rental units"))).metadata.templateUsed).toBe('property_manager');
  });
});

describe('honest when unsure', () => {
  it('says it is not sure and offers the phone and a person when no intent is confident', () => {
    const base = input('the thing with the stuff');
    const understanding: Understanding = {
      language: 'en',
      intents: [{ intent: 'price', confidence: 0.3 }],
      urgencySignals: [],
      entities: {},
      corrects: [],
      aboutSomeoneElse: false,
      askedLast: 'none',
    };
    const reply = composeReply({ ...analyze(base), understanding } as ReturnType<typeof analyze>, base);
    expect(reply.metadata.templateUsed).toBe('unsure');
    expect(reply.content).toContain(PORTLAND);
    expect(reply.content).not.toMatch(/\$\d/);
  });
});

describe('a correction of the lead', () => {
  it('is repeated back ("I\'ve changed the city to Tigard")', async () => {
    const [, second] = await converse([
      "My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.",
      "sorry, it's Tigard, not Portland",
    ]);
    expect(second!.metadata.templateUsed).toMatch(/^correction/);
    expect(second!.content).toContain("I've changed the city to Tigard");
    expect(second!.metadata.leadInfo).toMatchObject({ city: 'Tigard', phone: '(503) 555-0142' });
  });
});

describe('a finished lead stays right (issue 23 point 4)', () => {
  const dana = "My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.";

  it('keeps the lead whole when the visitor asks about another town and someone else’s door', async () => {
    const [first, second] = await converse([dana, 'Do you also work in Tigard? My sister lives there and her opener is dead.']);
    expect(first!.metadata.leadInfo).toMatchObject({ city: 'Portland', issue: 'Broken spring', isComplete: true });
    expect(second!.metadata.templateUsed).toBe('second_job');
    expect(second!.metadata.leadInfo).toMatchObject({ city: 'Portland', issue: 'Broken spring', phone: '(503) 555-0142' });
    expect(second!.content).toMatch(/Tigard/);
    expect(second!.content).toMatch(/broken spring in Portland/);
    expect(second!.leadChange).toEqual({ corrects: [], note: expect.stringContaining('"Do you also work in Tigard?') });
  });

  it('keeps the stored lead the same way when the route passes it', async () => {
    const stored = { name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland', issue: 'Broken spring', urgency: 'urgent' as const };
    const reply = await engine.reply(input('what if my neighbor in Salem has a broken cable?', { lead: stored }));
    expect(reply.metadata.leadInfo).toMatchObject({ city: 'Portland', issue: 'Broken spring' });
  });

  it('changes a field only on an explicit correction, and says so', async () => {
    const replies = await converse([dana, 'Do you also work in Tigard? My sister lives there.', "sorry, it's Tigard, not Portland"]);
    expect(replies[2]!.metadata.templateUsed).toBe('correction:city');
    expect(replies[2]!.content).toContain("I've changed the city to Tigard");
    expect(replies[2]!.metadata.leadInfo).toMatchObject({ city: 'Tigard', issue: 'Broken spring' });
    expect(replies[2]!.leadChange).toEqual({ corrects: ['city'] });
  });

  it('reports no lead change for an ordinary turn', async () => {
    const [first] = await converse([dana]);
    expect(first!.leadChange).toBeUndefined();
  });
});

describe('the language of the reply', () => {
  it('follows a widget set to Spanish for a message in no particular language', async () => {
    const reply = await engine.reply(input('ok', { locale: 'es' }));
    expect(reply.content).not.toMatch(/\b(the|your)\b/);
  });

  it('answers in English when the visitor plainly writes English, whatever the widget’s locale', async () => {
    const reply = await engine.reply(input('how much is a spring replacement?', { locale: 'es' }));
    expect(reply.content).toMatch(/typically runs/);
  });

  it('answers in Spanish when the visitor writes Spanish on an English page', async () => {
    const reply = await engine.reply(input('¿Cuánto cuesta cambiar un resorte?'));
    expect(reply.content).toMatch(/suele costar \$189–\$299/);
    expect(reply.metadata.leadInfo?.issue).toBe('Broken spring');
  });
});
