import type { DoorProblem, UrgencySignal } from '@tod/domain';
import { ISSUES, type IssueKind } from '../extract/detectIssue.ts';
import { detectUrgency, statesNoRush, URGENCY_FLOOR_PATTERNS } from '../extract/detectUrgency.ts';
import { normalizeText } from '../extract/normalizeText.ts';

/** The door problems the floor itself must recognise: the ones that make an emergency or a car trapped. */
const FLOOR_ISSUES = ['spring', 'off_track', 'stuck_open', 'stuck_closed', 'opener'] as const satisfies readonly IssueKind[];

/** The same dangers written in Spanish (accents stripped: visitors write "pegó" and "pego"), most serious first (someone pinned under the door). */
const SPANISH_FLOOR: ReadonlyArray<readonly [UrgencySignal, RegExp]> = [
  [
    'person_pinned',
    /\b(atrapad[oa]s?|prensad[oa]s?|aplastad[oa]s?) (debajo|abajo|bajo)\b|\b(atorad[oa]s?|atascad[oa]s?|quedo|quedaron|esta|estan) (debajo|abajo|bajo) de (la|el) (puerta|porton|cochera)\b/,
  ],
  [
    'carbon_monoxide',
    /\b(carro|coche|troca|camioneta|motor|generador)\b.{0,30}\b(prendid[oa]|encendid[oa])\b.{0,40}\b(garaje|garage|cochera|adentro|dentro)\b/,
  ],
  [
    'struck',
    /\b(le|me|nos|les) (pego|cayo|golpeo|aplasto|agarro)\b|\b(golpeo|aplasto|atrapo|prenso|pego)\b.{0,5}\ba (mi|su|la|el|un|una)\b|\b(cayo|bajo) (encima|sobre)\b/,
  ],
  ['break_in', /\b(se metieron|entraron) a robar\b|\brobaron\b|\bforz(o|aron)\b|\bladron(es)?\b/],
  // "Mi carro está atrapado en el garaje" is a car, not a person: the vehicle rule below reads it.
  [
    'person_trapped',
    /(?<!\b(carro|coche|troca|camioneta) )\b(estoy|esta|estamos|estan) (atrapad[oa]s?|encerrad[oa]s?) (en|dentro|adentro)\b/,
  ],
  [
    'car_trapped',
    /\bno puedo sacar (mi|el|la) (carro|coche|troca|camioneta)\b|\b(carro|coche|troca|camioneta)\b.{0,30}\b(atrapad[oa]|encerrad[oa]|quedo adentro)\b/,
  ],
  ['off_track', /\b(se salio|salieron|se salieron) (\w+ ){0,3}(del|de los|de la) (riel|rieles|carril|guia)\b|\bdescarril/],
  [
    'open_at_night',
    /\b(puerta|cochera|garage|garaje|porton)\b.{0,40}\b(abierta|no (cierra|baja|se cierra|quiere cerrar))\b.{0,60}\b(noche|medianoche|madrugada|oscuro|dormir)\b|\b(noche|medianoche|madrugada|oscuro)\b.{0,60}\b(puerta|cochera|garage|garaje|porton)\b.{0,40}\b(abierta|no (cierra|baja|se cierra|quiere cerrar))\b/,
  ],
  ['spring_door_open', /\bresorte\b.{0,60}\bpuerta\b.{0,30}\b(abierta|arriba)\b|\bpuerta\b.{0,30}\b(abierta|arriba)\b.{0,60}\bresorte\b/],
  ['stated', /(?<!servicio de |para |por una )\bemergencia\b(?!s)/],
];

/**
 * The safety floor: a few hand-kept rules, run beside the model on every turn, so that a turn is an
 * emergency if the model OR the floor says so (emergency recall can only go up). It reads the visitor's
 * message, the model's door problem, and the visitor's local hour (a door stuck open at night). The English
 * rules read the message with English typos corrected; the Spanish ones read it only lower-cased and without
 * accents, as that correction turns Spanish words into English ones ("emergencia" → "emergency").
 */
export function floorSignals(message: string, problem: DoorProblem | undefined, localHour?: number): UrgencySignal[] {
  const normalized = normalizeText(message);
  const issues = new Set<IssueKind>(FLOOR_ISSUES.filter((kind) => ISSUES[kind].patterns.some((pattern) => pattern.test(normalized))));
  if (problem && problem !== 'unknown' && (FLOOR_ISSUES as readonly string[]).includes(problem)) issues.add(problem as IssueKind);
  const result = detectUrgency(normalized, [...issues], localHour);
  const signals: UrgencySignal[] = [];
  if (result.urgency === 'emergency' && result.reason) signals.push(result.reason);
  if (signals.length === 0) {
    const spanish = message
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ');
    const found = SPANISH_FLOOR.find(([, pattern]) => pattern.test(spanish));
    if (found) signals.push(found[0]);
  }
  if (statesNoRush(normalized) || /\bno (hay|tengo) (prisa|apuro)\b/.test(normalized)) signals.push('no_rush');
  return signals;
}

/** How many regular expressions the floor holds (its urgency rules and the issue patterns it reads). */
export function floorRegexCount(): number {
  return (
    URGENCY_FLOOR_PATTERNS.length + SPANISH_FLOOR.length + 1 + FLOOR_ISSUES.reduce((sum, kind) => sum + ISSUES[kind].patterns.length, 0)
  );
}
