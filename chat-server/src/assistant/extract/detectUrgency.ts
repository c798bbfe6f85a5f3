import type { Urgency } from '@tod/domain';
import { detectHazard, HAZARD_PATTERNS, hazardNotNow, namesAPerson, PEOPLE, petOnly, withoutAbsentHazards } from './detectHazards.ts';
import type { IssueKind } from './detectIssue.ts';

export type EmergencyReason =
  | 'person_pinned'
  | 'carbon_monoxide'
  | 'struck'
  | 'break_in'
  | 'person_trapped'
  | 'car_trapped'
  | 'open_at_night'
  | 'off_track'
  | 'spring_door_open'
  | 'stated'
  | 'fire'
  | 'pet_trapped'
  | 'door_falling'
  | 'cable_snapped';

export interface UrgencyResult {
  urgency: Urgency;
  reason?: EmergencyReason;
}

/** Who or what a door can hurt, and where. */
const BEING = `(${PEOPLE.slice(1, -1)}|dog|cat|pet|puppy|kitten)`;
const BODY = '(hand|hands|finger|fingers|arm|arms|leg|legs|foot|feet|toe|toes|head|face|back|shoulder)';

/** The door hurt someone, or closed on a person, a pet or a car without reversing. */
const STRUCK = [
  /(?<!\b(nobody|no one|noone|not|nothing|nobody's) )\b(got|is|was|were|been|i'm|im|badly|seriously) (hurt|injured)\b|(?<!(paint|rust|stain|color|colour|dye|ink|primer|finish) (is )?)\bbleeding\b(?! (me|us|you|them|him|her|money|cash|out)\b)|\bunconscious\b/,
  new RegExp(`\\bhurt (my|his|her|our|their|a|the) (\\w+ )?(${BEING.slice(1, -1)}|${BODY.slice(1, -1)})\\b`),
  /\b(hand|hands|finger|fingers|arm|leg|foot)\b.{0,20}\b(caught|pinched|pinned|crushed|stuck|trapped|smashed|slammed|jammed|wedged)\b/,
  /\b(pinned|crushed|wedged|squeezed|squished|trapped|caught|stuck|jammed|pressed) (up )?(against|between)\b/,
  // An arm, sleeve or hair drawn into the door's chain, drum or shaft while the motor runs.
  /\b(arm|arms|hand|hands|finger|fingers|sleeve|sleeves|hair|shirt|jacket|coat|hoodie|glove|gloves|clothes|clothing|scarf|ponytail)\b.{0,40}\b(pulled|sucked|dragged|drawn|wound|wrapped|caught|tangled|grabbed|eaten|stuck|being pulled) (up )?(in|into|around|on|by)\b.{0,40}\b(chain|chains|drum|drums|sprocket|sprockets|gear|gears|shaft|pulley|pulleys|belt|roller|rollers|motor|operator|opener)\b/,
  /\b(chain|drum|sprocket|gear|gears|shaft|pulley|belt|roller|motor|operator|opener)\b.{0,40}\b(grabbed|caught|pulled|sucked|dragged|wound|wrapped|ate|eating|took) (in |up )?(his|her|my|their|our|a|the|someone'?s) (\w+'?s? )?(arm|arms|hand|hands|finger|fingers|sleeve|sleeves|hair|shirt|jacket|coat|hoodie|glove|clothes|scarf|ponytail)\b/,
  /\b(caught|pinched|crushed|smashed)\b.{0,30}\b(hand|hands|finger|fingers|arm|leg|foot|head)\b/,
  new RegExp(
    `\\b(came|come|closed|close|closes|fell|slammed|crashed|landed|dropped|drops|dropping|falling|coming|descended|lowered|rolled|shut|closing) (down )?(on|upon|onto|on top of) ((my|his|her|our|their|the|a) (\\w+'?s? )?(${BEING.slice(1, -1)}|${BODY.slice(1, -1)}|car|truck|suv|van|vehicle)|him|her|me|us)\\b`,
  ),
  new RegExp(
    `(?<!\\b(nearly|almost|could have|could've|would have|would've|might have) )\\b(hit|struck|smacked|whacked|knocked|ran over|clipped|grazed|bumped) (me|him|her|them|(my|his|her|our|their|the|a) (\\w+'?s? )?(${BEING.slice(1, -1)}|${BODY.slice(1, -1)}))\\b`,
  ),
  /\bknocked (me|him|her|them) (down|over)\b|\b(got |was |been )?knocked (flat|down|over|out|off (his|her|my) feet)\b/,
  /\b(got|was|been|get) (hit|struck|smacked|whacked|knocked|clipped|crushed|pinned) (in|on) the (head|face|back|shoulder|arm|leg|neck)\b|\b(door|it)('?s| is)? (still )?(sitting|resting|lying|laying|pressing) on (his|her|my|their|our) |\b(door|it)('?s| is)? (still )?(sitting|resting|lying|laying|pressing|stopped|stuck) on (him|her|them|me)\b/,
  new RegExp(
    `\\b(${BEING.slice(1, -1)}|he|she|i) (got |was |were )?(hit|struck|clipped|smacked|whacked|knocked|bumped) (down |over )?by (the|our|my|a|that) (garage |shop |big )?door\\b`,
  ),
];
/**
 * Someone (or a pet) pinned under the door: 911 first, then the door lifted off them. Checked before the
 * door hurting someone, which the same message often says too ("it came down on my son, he's stuck under it").
 */
const PINNED = new RegExp(
  `\\b(${BEING.slice(1, -1)}|${BODY.slice(1, -1)}|i|i'?m|he|she|they|someone|somebody)('s| 's| is| are| was| were| got| has been| been)? (still )?(pinned|stuck|trapped|caught|crushed|wedged|lying|laying) (under|beneath|underneath)(?! (the |a |my |our |his |her )?(car|truck|couch|bed|table|desk|sink|deck|porch|house|bush|shelf|shelves|seat|workbench|bench|tree|snow)\\b)\\b|\\bdoor('?s| is)? (still )?(on|on top of|pinning) (my|his|her|their|our) (\\w+ )?(${BEING.slice(1, -1)}|leg|legs|foot|feet|arm|hand|body)\\b|\\bpinn(ed|ing) (my|his|her|their|our|a|the) (\\w+ )?(${BEING.slice(1, -1)}|${BODY.slice(1, -1)})\\b|\\b(squeezed|crawled|rolled|slid|slipped|ran|went|ducked|darted|dove) (under|beneath|underneath) (the |a |our |my )?(closing|moving|descending|lowering|coming|garage |shop )?(door|it)\\b.{0,80}\\b(stuck|pinned|caught|trapped|wedged)\\b|\\b(stuck|pinned|caught|trapped|wedged|squeezed) (at|by|across|on) (the |his |her |their |its )?(shoulders?|neck|chest|waist|hips?|torso|ribs|belly|stomach)\\b|\\b(closed|came down|shut|landed|stopped|is|stuck) on (my|his|her|their|our|the|a|your) ([\\w']+ )?(arm|arms|hand|hands|finger|fingers|wrist|leg|legs|ankle|foot|feet|head|neck)\\b.{0,60}\\b(won'?t|will not|doesn'?t|does not|can'?t|cannot|stuck|still|caught|trapped|holding)\\b`,
);
/** Someone broke in through the garage: a home that may not close or lock. */
const BREAK_IN =
  /\b(broke|broken|breaking) into\b(?! (pieces|bits|two|halves|parts))|\b(someone|somebody|they|thieves|burglars|intruders|people|guys?) (broke|had broken|have broken|tried to break|were breaking) in\b(?! (a|an|the|my|our|new|his|her)\b)|\bjimmied\b|\b(door|lock) (was|got|had been) forced\b|\b(thieves|thief|someone|somebody|they) stole\b|\bbreak[- ]?ins?\b(?! (our|my|the|a|new|an))|\bburglar(s|y|ized)?\b|\bintruders?\b|\brobbed\b|\b(forced|pried) (\w+ ){0,3}open\b|\bforced entry\b|\bsomeone (got|came|went) in(to)?\b|\b(stuff|things|tools|bikes?|items|everything) (is |are |was |were )?(missing|stolen|gone)\b/;
/** An engine running in a garage (the hazard vocabulary reads the rest of carbon monoxide). */
const CARBON_MONOXIDE =
  /\b(car|truck|engine|generator|motor)\b.{0,30}\b(running|idling)\b.{0,60}\b(garage|inside|door (won'?t|will not|doesn'?t) open|coughing|dizzy)\b|\bexhaust fumes\b/;
/** Someone under the open or failing door now ("my son is under it", "mi hijo está debajo"). */
const UNDER_THE_DOOR =
  /\b(is|are|'s|still|standing|sitting|playing|right) (under|underneath|beneath) (it|the door|there)\b|\b(mi|mis|su|sus|nuestr[oa]s?|el|la|los|las|un|una) ([a-zñáéíóú]+) (esta|está|estan|están|sigue|siguen|quedo|quedó|quedaron) (debajo|abajo)\b/;
/** An animal as the one under the door, in Spanish: the pet's steps, no 911. */
const SPANISH_ANIMAL = /^(perr|gat|mascota|cachorr|perrit|gatit|chivo|becerr|ternero|gallina|conejo|pollo)/;
/** The door's own dangers: a person under the door is at risk from them. */
const DOOR_DANGERS: ReadonlySet<EmergencyReason> = new Set(['spring_door_open', 'cable_snapped', 'door_falling', 'off_track']);
/** A door closing on a vehicle, with no person named: a car struck is no call for 911. */
const VEHICLE = /\b(car|cars|truck|vehicle|suv|van|minivan|jeep|bike|motorcycle)\b/;
/** The visitor says it can wait. */
const NOT_URGENT =
  /\bno rush\b|\b(nobody|no one|noone)('?s| is)? (inside|in there|in the garage|trapped)\b|\bno hay nadie\b|\bnadie (est[aá] )?adentro\b|\bhasta manana\b|\b(it|that) can wait\b|\btomorrow is (fine|ok|okay)\b|\btake (the )?bus\b|\bnot (urgent|an emergency|in a hurry)\b|\bno hurry\b|\b(don'?t|do not) need (it|the car|my car|the garage) (until|till|before)\b|\bwhenever (you can|is convenient)\b/;
const NIGHT =
  /\b(tonight|at night|night time|nighttime|overnight|midnight|middle of the night|after dark|dark out|late|can'?t (lock|secure)|won'?t (lock|be secure)|(1[0-2]|[1-9]) ?(pm|p\.m\.)|bed ?time|going to bed|sleep)\b/;
const CAR_TRAPPED = [
  /\b(car|cars|truck|vehicle|suv|van|minivan)\b.{0,40}\b(stuck|trapped|locked)\b(?! out\b)(?! (in|at) (the |a |my |our )?(shop|snow|mud|ditch|traffic|driveway|street|dealer))/,
  /\b(stuck|trapped|locked)\b(?! out\b).{0,30}\b(car|truck|vehicle|suv|van)\b(?! (in|at) (the |a |my |our )?(shop|snow|mud|ditch|traffic|driveway|street|dealer))/,
  /\b(can'?t|cannot|can not|unable to|no way to) (get|back|pull|drive|take) (my |the |our )?(car|truck|vehicle|suv|van)\b/,
  /\b(can'?t|cannot) (get|go) (to|into) work\b/,
];
/** A person or a pet shut in the garage behind a door that will not open. */
const PERSON_TRAPPED = new RegExp(
  `(^|[.!?] )(locked|trapped|stuck|shut) (in|inside) (the |my |our )?(own )?(garage|shop)\\b(?! (for|until|till|since))|\\b(i'?m|i am|we'?re|we are|someone is|somebody is|(my|our) (\\w+ )?${PEOPLE}('?s| is)|kids are) (trapped|stuck|locked|shut) (in|inside) (the |my |our |his |her )?(own )?(garage|car|truck|shop)\\b|\\b${PEOPLE}('?s| is| are|'re| was| were| has been| have been| got)? (trapped|stuck|locked|shut) (in|inside|into)( of)? (the |my |our |his |her |their |a )?(garage|car|truck)\\b|\\b${PEOPLE}\\b.{0,30}\\b(trapped|stuck|locked) (in|inside)\\b.{0,60}\\b(backed|crashed|hit|ran|drove) into\\b|\\b(backed|crashed|hit|ran|drove) into\\b.{0,60}\\b${PEOPLE}\\b.{0,30}\\b(trapped|stuck|pinned) (in|inside|under)\\b`,
);
/** A person shut in with no way out ("no way out", "can't get out"), which a car is not. */
const NO_WAY_OUT = /\bno (other )?way out\b|(?<!\b(car|truck|van|suv|vehicle|it) )\b(can'?t|cannot|can not) get out\b/;
/** The door struck a car: with no person struck, it is no danger to a person and comes after the door's own dangers. */
const CAR_STRUCK =
  /\b(hit|struck|smacked|whacked|knocked|bumped|clipped|grazed|dinged|scratched|(came|come|closed|fell|landed|dropped) (down )?(on|onto)) (my|his|her|our|their|the|a) (\w+'?s? )?(car|truck|suv|van|vehicle|minivan|jeep)\b/g;
const DOOR_OPEN =
  /\b(door is|door's|it's|it is|stuck|while it was|while the door was|was|left|stays?|still|halfway|half way|half|partially|partly|wide|all the way)\s+(open|up)\b|\bhalf ?way\b|\bwon'?t (close|go down|come down)\b/;
/** The door is shut and everyone is safe: a word "emergency" about a remote or keypad is no danger (decision 0303). */
const CLOSED_AND_SAFE = [
  /\b(door|puerta|porton)( is| esta| está| was)? (closed|shut|down|cerrad[oa])\b/,
  /\b(we'?re|we are|everyone'?s|everyone is|everybody'?s) (all )?(inside|in the house|safe|fine|ok|okay)\b|\b(inside the house|in the house)\b.{0,20}\bsafe\b|\b(estoy|estamos) (afuera|bien|a salvo)\b|\bno hay nadie\b|\bnadie (esta |está )?adentro\b/,
];
/** A keypad, remote, sensor or light hanging is not the door off its track. */
const NOT_THE_DOOR_HANGING =
  /\b(keypad|remote|sensor|sensors|light|bulb|button|cover|lens|cord|rope|handle)\b.{0,40}\b(hanging|dangling|fell off|came off)\b|\b(hanging|dangling)\b.{0,10}\b(cord|rope|handle)\b/;
const STATED_EMERGENCY = /\b(it'?s|this is|we have|i have|got) an? emergency\b|^emergency\b|\bemergency[!]+|\bhelp!+/;
const PARKED_INSIDE = /\bparked (inside|in (the|my|our) garage)\b/;
const CAR_INSIDE = /\b(car|truck|vehicle|suv|van)\b.{0,20}\b(inside|in there|in the garage)\b/;
/** "Do you do emergency calls?", "an emergency for my budget lol": the word, not the situation. */
const NOT_AN_EMERGENCY = /\b(do|does|can) you\b.*\bemergency\b|\bemergency for (my|the|our) (budget|wallet|bank)|\b(lol|haha|jk)\b/;
const STOLEN = /\b(stole|stolen)\b/;
const URGENT =
  /\b(asap|urgent|urgently|today|right away|right now|as soon as possible|immediately|this morning|this afternoon|this evening|tomorrow|quick|quickly|need (it|this) fixed|stuck)\b/;

/**
 * How urgent a situation is. Emergencies are the cases where waiting is unsafe or leaves a home
 * open: someone hurt or the door closing on a person, pet or car, a break-in, a car trapped, a door
 * off its track or hanging, a spring that snapped with the door open, or a door stuck open at night
 * (said, or the local hour is 8 pm–6 am).
 */
export function detectUrgency(normalized: string, issues: readonly IssueKind[], localHour?: number): UrgencyResult {
  const hazard = hazardNow(normalized);
  if (hazard) return { urgency: 'emergency', reason: hazard };
  if (BREAK_IN.test(normalized)) return { urgency: 'emergency', reason: 'break_in' };
  // Past the dangers above, "no rush" is the visitor's call.
  if (NOT_URGENT.test(normalized)) return { urgency: 'routine' };
  if (CAR_TRAPPED.some((pattern) => pattern.test(normalized))) return { urgency: 'emergency', reason: 'car_trapped' };
  if (issues.includes('stuck_closed') && PARKED_INSIDE.test(normalized)) return { urgency: 'emergency', reason: 'car_trapped' };
  // "Opener died, door closed, car inside, work at 6": the car is trapped as surely as behind a stuck door.
  if ((issues.includes('opener') || issues.includes('stuck_closed')) && CAR_INSIDE.test(normalized))
    return { urgency: 'emergency', reason: 'car_trapped' };
  const over = hazardNotNow(normalized);
  if (issues.includes('spring') && DOOR_OPEN.test(normalized) && !over) return { urgency: 'emergency', reason: 'spring_door_open' };
  if (issues.includes('off_track') && !over && !NOT_THE_DOOR_HANGING.test(normalized)) return { urgency: 'emergency', reason: 'off_track' };
  const atNight = NIGHT.test(normalized) || (localHour !== undefined && (localHour >= 20 || localHour < 6));
  if (issues.includes('stuck_open') && atNight) return { urgency: 'emergency', reason: 'open_at_night' };
  if (STATED_EMERGENCY.test(normalized) && !NOT_AN_EMERGENCY.test(normalized) && !closedAndSafe(normalized))
    return { urgency: 'emergency', reason: 'stated' };
  // A stolen remote opens the garage to whoever has it.
  if (STOLEN.test(normalized) && issues.includes('remote')) return { urgency: 'urgent' };
  if (URGENT.test(normalized) || issues.some((issue) => URGENT_ISSUES.has(issue))) return { urgency: 'urgent' };
  return { urgency: 'routine' };
}

/**
 * A danger to someone or something under or near the door now, most serious first: someone pinned, fire,
 * carbon monoxide, someone hurt, a person shut in, a pet caught, a snapped part with the door up, a door
 * falling. A past event that is over, a prevention question or a joke is none (decision 0300).
 */
function hazardNow(message: string): EmergencyReason | undefined {
  if (hazardNotNow(message)) return undefined;
  const normalized = withoutAbsentHazards(message);
  const pet = petOnly(normalized);
  // People first, then fire and carbon monoxide, then the door's own dangers; a car struck comes last.
  if (PINNED.test(normalized)) return pet ? 'pet_trapped' : 'person_pinned';
  const struckSomeone = STRUCK.some((pattern) => pattern.test(normalized.replace(CAR_STRUCK, ' ')));
  if (struckSomeone && !pet) return 'struck';
  if (PERSON_TRAPPED.test(normalized) || (NO_WAY_OUT.test(normalized) && namesAPerson(normalized))) return 'person_trapped';
  const hazard = detectHazard(normalized);
  if (hazard === 'fire' || hazard === 'carbon_monoxide') return hazard;
  if (CARBON_MONOXIDE.test(normalized)) return 'carbon_monoxide';
  if (struckSomeone) return 'pet_trapped';
  if (hazard) return hazard;
  return STRUCK.some((pattern) => pattern.test(normalized)) ? 'struck' : undefined;
}

/**
 * Whether an emergency puts a person at risk now, so the reply offers 911 first: fire, carbon monoxide,
 * someone pinned, shut in or hurt (a door closing on a car with no person named is not), or someone under a
 * door that may come down, decision 0301.
 */
export function personAtRisk(reason: EmergencyReason | undefined, normalized: string): boolean {
  if (reason === 'fire' || reason === 'carbon_monoxide' || reason === 'person_pinned' || reason === 'person_trapped') return true;
  if (reason && DOOR_DANGERS.has(reason)) {
    const under = UNDER_THE_DOOR.exec(normalized);
    // The Spanish form names its own subject ("mi hijo está debajo", not "mi perro"); the English one needs a person.
    if (under?.[5] !== undefined) return !SPANISH_ANIMAL.test(under[5]);
    return under !== null && namesAPerson(normalized);
  }
  return reason === 'struck' && (namesAPerson(normalized) || !VEHICLE.test(normalized));
}

/** The door is shut and the message says everyone is safe (or no one is there). */
export function closedAndSafe(text: string): boolean {
  return CLOSED_AND_SAFE.every((pattern) => pattern.test(text));
}

/** The visitor says it can wait ("no rush", "whenever you can"). */
export function statesNoRush(normalized: string): boolean {
  return NOT_URGENT.test(normalized);
}

/** Every pattern of this safety floor, counted by a test so the number in the assistant README cannot drift. */
export const URGENCY_FLOOR_PATTERNS: readonly RegExp[] = [
  ...HAZARD_PATTERNS,
  VEHICLE,
  UNDER_THE_DOOR,
  SPANISH_ANIMAL,
  PINNED,
  ...STRUCK,
  BREAK_IN,
  CARBON_MONOXIDE,
  NOT_URGENT,
  NIGHT,
  ...CAR_TRAPPED,
  PERSON_TRAPPED,
  NO_WAY_OUT,
  CAR_STRUCK,
  DOOR_OPEN,
  STATED_EMERGENCY,
  ...CLOSED_AND_SAFE,
  NOT_THE_DOOR_HANGING,
  PARKED_INSIDE,
  CAR_INSIDE,
  NOT_AN_EMERGENCY,
  STOLEN,
  URGENT,
];

const URGENT_ISSUES: ReadonlySet<IssueKind> = new Set(['spring', 'cable', 'stuck_open', 'stuck_closed']);
