import type { LeadField } from '@tod/domain';
import type { Entities } from './entities.ts';

/** Words that mark a message as fixing what the visitor said before. */
const CORRECTION_CUE =
  /\b(sorry|actually|oops|correction|i meant|meant to say|wrong|typo|instead|should be|not \p{Lu}|perd[oó]n|en realidad|me equivoqu[eé]|correcto es|no es)\b/iu;
/**
 * Asking for a change, or saying where the visitor lives against what T.O.D. has (issue 33.1): "no, I live in
 * Salem", "please correct my city to Salem", "my city is Salem", "no, vivo en Salem", "mi ciudad es Salem".
 */
const CHANGE_CUE =
  /^\s*(no|nope|nah)\b[\s,.!-]*(i|we) (actually |really )?live in\b|\b(correct|change|update|fix) (my|the|our) (city|town|name|number|phone)\b|\b(my|our) (city|town) is\b|^\s*no\b[\s,.!-]*(vivo|vivimos|estoy|estamos) en\b|\b(mi|nuestra) ciudad es\b|\b(corr[ií]j\w*|cambi\w*|actualic\w*) (mi|la|nuestra) (ciudad|nombre|tel[eé]fono|n[uú]mero)\b/iu;
/** A question about the service ("do you also work in Tigard?") names a place without moving the visitor there. */
const SERVICE_QUESTION =
  /\b(do|does|can|will|would) (you|y'?all|your (team|techs?))( also| guys)? (work|serve|service|cover|come|go|get|drive|travel)|\b(vienen|van|trabajan|cubren|llegan)\b.*\?/i;
/** A property of the visitor's that may not be where they live: the visit may be there or at home. */
const OTHER_PROPERTY =
  /\b(my|our) (rental|rentals|rental (house|home|property|unit)|other (house|home|place|property)|vacation (home|house)|cabin|airbnb)\b|\b(mi|nuestra) (casa|propiedad) de (renta|alquiler)\b|\b(mi|nuestra) otra casa\b/i;
/** Someone else's door, or a "what if": not the visitor's own job. */
const RELATIVE =
  '(sister|brother|mom|mother|dad|father|parents|neighbou?r|friend|son|daughter|aunt|uncle|cousin|grandma|grandpa|grandmother|grandfather|in-laws|boss|coworker|tenant|hermana|hermano|mam[aá]|pap[aá]|vecino|vecina|amigo|amiga|hija|hijo|t[ií]a|t[ií]o|primo|prima|suegra|suegro)';
const SOMEONE_ELSE = [
  new RegExp(`\\b(my|our) ${RELATIVE}(?:'s|s')\\s+(\\w+\\s+)?(garage|door|opener|spring|gate|remote)`, 'i'),
  new RegExp(`\\b(my|our) ${RELATIVE}\\b.{0,30}\\b(lives|has|owns|house|place)\\b`, 'i'),
  new RegExp(`\\b${RELATIVE}\\b.{0,60}\\b(her|his|their) (\\w+ )?(garage|door|opener|spring|gate|remote)`, 'i'),
  new RegExp(`\\b(de|a) mi ${RELATIVE}\\b|\\bmi ${RELATIVE} (vive|tiene)\\b|\\bsu (motor|puerta|garaje|resorte|cochera)\\b`, 'i'),
  /\b(for a friend|asking for (a friend|someone)|what if|hypothetically|if i (moved|move)|para un amig[oa])\b/i,
];

/** The lead fields a message explicitly corrects: a correction cue and the new value in the same message. */
export function correctedFields(text: string, entities: Entities, hasProblem: boolean): LeadField[] {
  if (!(CORRECTION_CUE.test(text) || CHANGE_CUE.test(text)) || SERVICE_QUESTION.test(text)) return [];
  const fields: LeadField[] = [];
  if (entities.name && /\b(name|nombre|llamo|it'?s|with a|without)\b/i.test(text)) fields.push('name');
  if (entities.phone) fields.push('phone');
  if (entities.city) fields.push('city');
  if (hasProblem && fields.length === 0 && /\b(meant|it'?s the|is the|not the|quise decir|es el|no el)\b/i.test(text)) fields.push('issue');
  return fields;
}

/** The message is about someone else's door or a "what if", not the visitor's own job. */
export function isAboutSomeoneElse(text: string): boolean {
  return SOMEONE_ELSE.some((pattern) => pattern.test(text));
}

/** The message asks whether the company serves a place, which does not say the visitor is there. */
export function asksAboutAPlace(text: string): boolean {
  return SERVICE_QUESTION.test(text);
}

/**
 * The town the message names belongs to someone else or to another property of the visitor's ("my sister lives
 * there", "my rental in Keizer"): it may or may not be where the visit is (issue 33.1).
 */
export function namesAnotherPlace(text: string): boolean {
  return isAboutSomeoneElse(text) || OTHER_PROPERTY.test(text);
}
