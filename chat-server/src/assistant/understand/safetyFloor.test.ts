import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { floorRegexCount, floorSignals } from './safetyFloor.ts';

describe('the safety floor', () => {
  it('finds the emergencies it is kept for', () => {
    expect(floorSignals('my son got his hand caught when the door came down', undefined)).toContain('struck');
    expect(floorSignals('someone broke into our garage last night', undefined)).toContain('break_in');
    expect(floorSignals('the door came off the track', undefined)).toContain('off_track');
    expect(floorSignals('se metieron a robar por el garage', undefined)).toContain('break_in');
  });

  it('tells someone pinned under the door from someone hurt by it, in both languages', () => {
    expect(floorSignals('my kid is stuck under the door', undefined)).toEqual(['person_pinned']);
    expect(floorSignals('our dog got caught under the garage door', undefined)).toEqual(['person_pinned']);
    expect(floorSignals('the door is on top of my son', undefined)).toEqual(['person_pinned']);
    expect(floorSignals("it came down on my son and he's trapped under it", undefined)).toEqual(['person_pinned']);
    expect(floorSignals('mi hijo quedó atrapado debajo de la puerta del garaje', undefined)).toEqual(['person_pinned']);
    expect(floorSignals('mi perro está atorado debajo de la puerta', undefined)).toEqual(['person_pinned']);
    expect(floorSignals('la puerta está atorada abajo y no sube', 'stuck_closed')).toEqual([]);
    expect(floorSignals('the door came down on my daughter', undefined)).toEqual(['struck']);
  });

  it('reads Spanish as written, not as English typos', () => {
    expect(floorSignals('Es una EMERGENCIA, ayuda', undefined)).toContain('stated');
    expect(floorSignals('es medianoche y la cochera se quedó abierta', undefined)).toContain('open_at_night');
    expect(floorSignals('la puerta no cierra y ya es de noche', undefined)).toContain('open_at_night');
    expect(floorSignals('la puerta no cierra bien, vengan el lunes', undefined)).toEqual([]);
  });

  it('tells a car shut in from a person shut in, in Spanish', () => {
    expect(floorSignals('¡Mi carro está atrapado en el garaje y la puerta no abre!', 'stuck_closed')).toEqual(['car_trapped']);
    expect(floorSignals('la troca esta encerrada en la cochera', 'stuck_closed')).toEqual(['car_trapped']);
    expect(floorSignals('mi hijo esta atrapado en el garaje', 'stuck_closed')).toEqual(['person_trapped']);
    expect(floorSignals('estoy encerrado adentro del garage', 'stuck_closed')).toEqual(['person_trapped']);
  });

  it('adds nothing for an ordinary problem', () => {
    expect(floorSignals('my door is making a weird noise', undefined)).toEqual([]);
    expect(floorSignals('do you offer emergency service?', undefined)).toEqual([]);
    expect(floorSignals('tienen servicio de emergencia', undefined)).toEqual([]);
  });

  it('holds the number of regexes that the assistant README and the repository README state', () => {
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
    const inAssistantReadme = /safety floor holds \*\*(\d+) regular expressions\*\*/.exec(read('../README.md'));
    const inReadme = /safety\s+floor keeps hand-written rules, and it holds \*\*(\d+) regular expressions\*\*/.exec(
      read('../../../../README.md'),
    );
    expect(inAssistantReadme?.[1]).toBe(String(floorRegexCount()));
    expect(inReadme?.[1]).toBe(String(floorRegexCount()));
  });
});
