import { formatUsd, REGIONS, SERVICE_CALL_FEE } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { phoneDigits, SentenceGate, sentenceViolations } from './sentenceGate.ts';

const regionPhone = REGIONS['portland-metro'].phone;
const allowed = new Set([phoneDigits(regionPhone)]);

function run(chunks: readonly string[]) {
  const gate = new SentenceGate(allowed);
  const shown: string[] = [];
  let violation: string | undefined;
  for (const chunk of chunks) {
    const step = gate.push(chunk);
    shown.push(...step.released);
    violation ??= step.violation?.rule;
  }
  const last = gate.finish();
  shown.push(...last.released);
  violation ??= last.violation?.rule;
  return { shown: shown.join(''), violation };
}

describe('sentenceViolations', () => {
  it.each([
    ['an off-list price', 'A spring is only $5,000 today.', 'off_list_price'],
    ['an off-list price with cents', `The call is ${formatUsd(SERVICE_CALL_FEE)}.50 today.`, 'off_list_price'],
    ['DIY spring steps', 'Use winding bars to unwind the spring slowly.', 'diy_under_tension'],
    ['a foreign phone', 'Call 1-900-555-0199 now.', 'foreign_phone'],
    ['a foreign phone in another format', 'Or (206) 555-0100.', 'foreign_phone'],
  ])('flags %s', (_label, sentence, rule) => {
    expect(sentenceViolations(sentence, allowed).map((verdict) => verdict.rule)).toContain(rule);
  });

  it('passes list prices, the region phone however written, and plain advice', () => {
    const digits = phoneDigits(regionPhone);
    const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
    expect(sentenceViolations(`The service call is ${formatUsd(SERVICE_CALL_FEE)}. Call ${regionPhone} or ${dashed}.`, allowed)).toEqual(
      [],
    );
    expect(sentenceViolations('Keep everyone away from the door and do not touch the spring.', allowed)).toEqual([]);
  });
});

describe('SentenceGate', () => {
  it('releases only whole, checked sentences, never a half-read one', () => {
    const gate = new SentenceGate(allowed);
    expect(gate.push('Keep clear of the do').released).toEqual([]);
    expect(gate.push('or. Call us at 1-90').released).toEqual(['Keep clear of the door. ']);
    const step = gate.push('0-555-0199 now. Thanks!');
    expect(step.released).toEqual([]);
    expect(step.violation?.rule).toBe('foreign_phone');
    expect(gate.finish().released).toEqual([]);
  });

  it('shows nothing of a reply whose first sentence breaks a rule, split across chunks', () => {
    expect(run(['Grab two winding', ' bars and unwind the spring', '. Then call us.'])).toEqual({
      shown: '',
      violation: 'diy_under_tension',
    });
  });

  it('holds a price until the final-pricing note follows, then shows both', () => {
    const gate = new SentenceGate(allowed);
    expect(gate.push(`The service call is ${formatUsd(SERVICE_CALL_FEE)}. `).released).toEqual([]);
    expect(gate.push('It is credited toward the repair. ').released).toEqual([]);
    expect(gate.push('Final pricing is confirmed by our licensed technicians. ').released).toHaveLength(3);
  });

  it('fails a reply that states a price and never says technicians confirm it', () => {
    expect(run([`The service call is ${formatUsd(SERVICE_CALL_FEE)}. See you soon.`])).toEqual({
      shown: '',
      violation: 'price_without_disclaimer',
    });
  });

  it('passes a clean reply through unchanged', () => {
    const text = `Sounds like a sensor issue. Wipe the lenses!\nStill stuck? Call ${regionPhone}.`;
    expect(run(text.match(/.{1,7}/gs) ?? [])).toEqual({ shown: text, violation: undefined });
  });
});
