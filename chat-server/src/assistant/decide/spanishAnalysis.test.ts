import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import type { AssistantInput } from '../engine.ts';
import { spanishAnalysis } from './spanishAnalysis.ts';

const input = (message: string): AssistantInput => ({ message, history: [], regionKey: 'portland-metro', sessionId: 'es_test' });

describe('spanishAnalysis (interim)', () => {
  it('reads the problem, the emergency and the name of a Spanish message, and labels the lead in English', () => {
    const base = input('Soy Ana García. Se rompió el resorte con la puerta abierta, 503-555-0142, en Salem');
    const analysis = spanishAnalysis(analyze(base), base);
    expect(analysis.issueNow).toBe('spring');
    expect(analysis.urgencyNow).toEqual({ urgency: 'emergency', reason: 'spring_door_open' });
    expect(analysis.lead).toMatchObject({ name: 'Ana García', city: 'Salem', issue: 'Broken spring', isComplete: true });
  });

  it('keeps an emergency the analysis already found, so emergency recall can only go up', () => {
    const base = input('ayuda por favor');
    const found = { ...analyze(base), urgencyNow: { urgency: 'emergency' as const, reason: 'struck' as const } };
    found.urgency = found.urgencyNow;
    expect(spanishAnalysis(found, base).urgencyNow).toEqual({ urgency: 'emergency', reason: 'struck' });
  });
});
