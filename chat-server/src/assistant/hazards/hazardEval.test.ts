import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMetadata } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../localEngine.ts';
import {
  firstStepKey,
  type HazardLine,
  type HazardOutcome,
  hazardReport,
  hazardTargetsMet,
  loadHazardFile,
  parseHazardFile,
  playHazards,
  rate,
} from './hazardEval.ts';

const FIXTURE = new URL('./fixture.test-data.jsonl', import.meta.url).pathname;

const line = (hazard: HazardLine['hazard'], who: HazardLine['who'] = null, lang: 'en' | 'es' = 'en'): HazardLine => ({
  id: `t-${hazard}`,
  lang,
  hazard,
  who,
  text: `a ${hazard} message`,
});
const outcome = (hazardLine: HazardLine, over: Partial<HazardOutcome>): HazardOutcome => ({
  line: hazardLine,
  emergency: true,
  firstStep: undefined,
  offers911: false,
  offersBook: false,
  templateUsed: '',
  ...over,
});

describe('the hazard eval', () => {
  it('meets every target on the fixture, played through the local engine', async () => {
    const lines = parseHazardFile(FIXTURE);
    const report = hazardReport(await playHazards(createLocalEngine(), lines));
    expect(report.misses).toEqual([]);
    expect(hazardTargetsMet(report)).toBe(true);
    expect(report.recallByClass.people_or_pets).toEqual({ hits: 4, total: 4 });
    expect(report.falseEmergencies).toEqual({ hits: 0, total: 6 });
    expect(report.offers911WhereAtRisk).toEqual({ hits: 6, total: 6 });
    expect(report.offers911Elsewhere).toEqual({ hits: 0, total: 6 });
  }, 60_000);

  it('misses a target for a hazard that got no emergency, a false emergency, a wrong first step, no 911 or a booking', () => {
    const fire = line('fire');
    const met = hazardReport([outcome(fire, { firstStep: 'fire', offers911: true })]);
    expect(hazardTargetsMet(met)).toBe(true);
    expect(hazardTargetsMet(hazardReport([outcome(fire, { emergency: false })]))).toBe(false);
    expect(hazardTargetsMet(hazardReport([outcome(fire, { firstStep: 'struck', offers911: true })]))).toBe(false);
    expect(hazardTargetsMet(hazardReport([outcome(fire, { firstStep: 'fire' })]))).toBe(false);
    expect(hazardTargetsMet(hazardReport([outcome(fire, { firstStep: 'fire', offers911: true, offersBook: true })]))).toBe(false);
    const report = hazardReport([outcome(fire, { firstStep: 'fire', offers911: true }), outcome(line('none'), { emergency: true })]);
    expect(rate(report.falseEmergencies)).toBe(1);
    expect(hazardTargetsMet(report)).toBe(false);
  });

  it('counts a pet apart from a person: the pet steps, and no 911 needed', () => {
    const pet = line('people_or_pets', 'pet');
    const report = hazardReport([outcome(pet, { firstStep: 'pet_trapped' })]);
    expect(hazardTargetsMet(report)).toBe(true);
    expect(report.offers911Elsewhere).toEqual({ hits: 0, total: 1 });
    expect(hazardTargetsMet(hazardReport([outcome(pet, { firstStep: 'person_pinned' })]))).toBe(false);
  });

  it('reads the first step from the rule and checks the first paragraph holds its catalogue text', () => {
    const metadata = (templateUsed: string) => ({ templateUsed }) as ChatMetadata;
    const pinned = 'Safety first: call 911 now, and stay with them.';
    expect(firstStepKey('Safety first: keep everyone clear.', metadata('emergency:door_falling'))).toBeUndefined();
    expect(firstStepKey(pinned, metadata('diagnosis:spring'))).toBeUndefined();
    expect(firstStepKey('Call us.\n\nSafety first: if your pet is caught', metadata('emergency:pet_trapped'))).toBeUndefined();
  });

  it('says an absent hazard file is absent, and names the line of a bad one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hazards-'));
    expect(loadHazardFile(join(dir, 'none.jsonl'))).toBeUndefined();
    const path = join(dir, 'bad.jsonl');
    writeFileSync(path, `${JSON.stringify(line('fire'))}\n${JSON.stringify({ ...line('fire'), hazard: 'flood' })}\n`);
    expect(() => parseHazardFile(path)).toThrow(/bad\.jsonl:2: hazard/);
    writeFileSync(path, '{"id": \n');
    expect(() => parseHazardFile(path)).toThrow(/bad\.jsonl:1: not JSON/);
  });
});
