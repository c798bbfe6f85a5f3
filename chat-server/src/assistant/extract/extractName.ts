import { digitsFromWords } from './digitsFromWords.ts';
import { extractCity } from './extractCity.ts';

/**
 * The visitor's name, from "my name is Dana", "I'm Dana Lee", "this is Dana", "call me Dana", or a
 * capitalised name beside a phone number ("Dana, 503-555-0142") or signing off ("Thanks, Dana"), or a
 * short answer ("dana 503 555 0142") right after the assistant asked for it. Words that describe a
 * state ("I'm frustrated", "I'm stuck", "I'm locked out") are never taken for a name.
 */
/** A word of a name in any script: "José", "Łukasz", "Nguyễn", "O'Neil", "Mary-Kate". */
const WORD = "\\p{L}[\\p{L}\\p{M}'’-]*";
/** A capitalised word of a name in any script. */
const CAPITAL_WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
/** Up to four words of a name: the first, then the rest ("Nguyễn Văn An", "Ana María Gutiérrez"). */
const NAME_WORDS = `(${WORD})((?:\\s+${WORD}){0,3})`;
const CAPITAL_NAME_WORDS = `(${CAPITAL_WORD})((?:\\s+${CAPITAL_WORD}){0,3})`;
/** The end of a word, for any script (`\\b` only knows ASCII letters). */
const END = '(?![\\p{L}\\p{M}])';

const STRONG = new RegExp(
  `(?<![\\p{L}])(?:my name is|my name's|my names|name is|name's|call me|you can call me|ask for|my name|me llamo|mi nombre es|mi nombre)\\s+${NAME_WORDS}`,
  'iu',
);
const TITLED = new RegExp(`(?<![\\p{L}])(Dr|Mr|Mrs|Ms|Miss)\\.?\\s+(${CAPITAL_WORD})(?:\\s+(${CAPITAL_WORD}))?${END}`, 'u');
const HERE = new RegExp(`(?:^|[.!?,;:]\\s*)${CAPITAL_NAME_WORDS} here${END}`, 'u');
const WEAK = new RegExp(`(?:^|[\\s,.!?;:])(i'm|i’m|i am|im|this is|it's|it’s|it is|its|soy|habla)\\s+${NAME_WORDS}`, 'giu');
const BEFORE_PHONE = new RegExp(
  `(?:^|[.!?,;:]\\s*)${CAPITAL_NAME_WORDS}\\s*[,:/-]?\\s*(?:\\+?1[\\s.-]?)?\\(?\\d{3}\\)?[\\s.-]?\\d{3}[\\s.-]?\\d{4}\\b`,
  'u',
);
/** "Zoë Müller, Tigard, 971-555-0188": a capitalised name that opens a message of contact details. */
const OPENING = new RegExp(`^\\s*${CAPITAL_NAME_WORDS}\\s*[,/]`, 'u');
const SIGN_OFF = new RegExp(
  `(?<![\\p{L}])(?:thanks|thank you|thx|cheers|regards|best|sincerely)[,!.]?\\s+${CAPITAL_NAME_WORDS}\\s*[.!]?\\s*$`,
  'iu',
);
const HAS_PHONE = /(?:\d\D?){10}/;

function restOf(words: string | undefined): string[] {
  return (words ?? '').trim().split(/\s+/).filter(Boolean);
}

/**
 * The visitor's name as given, in any script, from "my name is Dana", "I'm Dana Price", "this is
 * Dana", "call me Dana", or a capitalised name beside a phone number ("Dana, 503-555-0142"), opening
 * a message of contact details, or signing off ("Thanks, Dana"), or a short answer ("dana 503 555
 * 0142") right after the assistant asked for it. Words that describe a state ("I'm frustrated",
 * "I'm stuck", "I'm locked out") are never taken for a name.
 */
export function extractName(text: string, options: { askedForName?: boolean } = {}): string | undefined {
  const strong = STRONG.exec(text);
  if (strong) {
    const name = nameFrom(strong[1]!, restOf(strong[2]), { requireCapital: false }, false);
    if (name) return name;
  }
  // "I'm Dr. Patel", "Mrs. Olsen here": the title stays with the surname.
  const titled = TITLED.exec(text);
  if (titled && looksLikeName(titled[2]!, { requireCapital: true })) {
    const surname = titled[3] && looksLikeName(titled[3], { requireCapital: true }) ? ` ${titled[3]}` : '';
    return `${titled[1]}${titled[1] === 'Miss' ? '' : '.'} ${capitalize(titled[2]!)}${surname}`;
  }
  const here = HERE.exec(text);
  if (here) {
    const name = nameFrom(here[1]!, restOf(here[2]), { requireCapital: true });
    if (name) return name;
  }
  for (const match of text.matchAll(WEAK)) {
    const lead = match[1]!.toLowerCase();
    // "This is broken", "It's stuck": only a capitalised word after these counts as a name.
    const requireCapital = lead !== "i'm" && lead !== 'i’m' && lead !== 'i am' && lead !== 'im' && lead !== 'soy';
    // "soy maría josé": a name that ends the message keeps its lower-case words ("soy maria tengo…" does not).
    const endsMessage = /^[\s.!?]*$/.test(text.slice(match.index + match[0].length));
    const name = extractCity(match[2]!)
      ? undefined
      : nameFrom(match[2]!, restOf(match[3]), { requireCapital, weak: true }, !(endsMessage && !requireCapital));
    if (name) return name;
  }
  // "Steve 3605550111", "Tom Nguyen, 360.555.0188": a capitalised name right before a phone number.
  const beforePhone = BEFORE_PHONE.exec(text);
  if (beforePhone && !extractCity(beforePhone[1]!)) {
    const name = nameFrom(beforePhone[1]!, restOf(beforePhone[2]), { requireCapital: true });
    if (name) return name;
  }
  const opening = HAS_PHONE.test(text) ? OPENING.exec(text) : null;
  if (opening && !extractCity(opening[0].replace(/[,/]\s*$/, '').trim())) {
    const name = nameFrom(opening[1]!, restOf(opening[2]), { requireCapital: true });
    if (name) return name;
  }
  // "…door stuck. Thanks, Pat": a capitalised sign-off that ends the message.
  const signOff = SIGN_OFF.exec(text);
  if (signOff && !extractCity(signOff[1]!)) {
    const name = nameFrom(signOff[1]!, restOf(signOff[2]), { requireCapital: true });
    if (name) return name;
  }
  if (options.askedForName) return nameFromShortAnswer(text);
  return undefined;
}

function nameFromShortAnswer(text: string): string | undefined {
  const city = extractCity(text);
  // "Dana 503 555 0156 Lake Oswego", "dana five oh three…": the name is what remains without the phone number and the city.
  const remainder = digitsFromWords(text)
    .replace(/\+?\d[\d\s().-]{6,}\d/g, ',')
    .replace(city ? new RegExp(`\\b${city.name}\\b`, 'i') : /$^/, ',')
    .replace(ANSWER_OPENING, '');
  const parts = remainder.split(/[,;\n]| and | - /).map((part) => part.trim().replace(/[.!?]+$/, ''));
  while (parts.length > 0 && !parts[0]) parts.shift();
  while (parts.length > 0 && !parts[parts.length - 1]) parts.pop();
  const first = wordsOfName(parts[0]);
  if (!first) return undefined;
  // "Price, Dana", "Gutiérrez, Ana María": a surname, a comma and given names, and nothing else.
  const given = parts.length === 2 && first.length === 1 ? wordsOfName(parts[1]) : undefined;
  if (given && given.length <= 2 && given.every((word) => !NOT_NAMES.has(word.toLowerCase()) && !PLACE_WORDS.test(word))) {
    const name = nameFrom(given[0]!, [...given.slice(1), first[0]!], { requireCapital: false }, false, true);
    if (name?.split(' ').length === given.length + 1) return name;
  }
  return nameFrom(first[0]!, first.slice(1), { requireCapital: false }, false, true);
}

/** A state or country after a comma is where the visitor is, not their given name ("Mike, Oregon"). */
const PLACE_WORDS = /^(?:oregon|washington|idaho|california|or|wa|id|ca|usa|us|ee\.?uu\.?)$/i;

/** What people put before the name they were asked for: "sure,", "ok book me.", "it's", "correction:". */
const ANSWER_OPENING =
  /^(?:(?:sure|yes|yeah|yep|ok|okay|hi|hello|hey|please|book me|sorry|correction|it's|it’s|its|it is|this is|i'm|i’m|im|i am)(?:[,!.:]?\s+|[,!.:]?$))+/i;

/** The one to three words of a name in a short answer, none of them a city ("Hillsboro" answers the city part). */
function wordsOfName(part: string | undefined): string[] | undefined {
  const words = (part ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3) return undefined;
  if (!words.every((word) => /^\p{L}[\p{L}\p{M}'’-]*$/u.test(word))) return undefined;
  if (extractCity(words.join(' '))) return undefined;
  return words;
}

function nameFrom(
  first: string,
  rest: readonly string[],
  options: { requireCapital: boolean; weak?: boolean },
  surnameNeedsCapital = true,
  answer = false,
): string | undefined {
  if (!looksLikeName(first, options)) return undefined;
  const parts = [first];
  // "Nguyễn Văn An": every following word that reads as a name stays, up to the first that does not.
  for (const word of rest) {
    // In the answer to "your name?", "dana price" is a surname whatever "price" means elsewhere.
    const surname =
      isCapitalisedSurname(word) ||
      (answer ? isSurnameInAnswer(word) : looksLikeName(word, { requireCapital: surnameNeedsCapital, weak: true }));
    if (!surname || extractCity(word)) break;
    parts.push(word);
  }
  return parts.map(capitalize).join(' ');
}

/** Capitalised words that end a name rather than continue it ("Dana Thanks", "Pat Call me"). */
const NOT_SURNAMES = new Set(
  `thanks thank please call here from in at and or the my our i im i'm hi hello hey sorry can could would will do does is it its we
  they you he she phone cell number spring door garage opener help asap today tomorrow tonight best regards cheers`.split(/\s+/),
);

/** "Price" in "Dana Price", "An" in "Nguyễn Văn An": a capitalised word after a first name is a surname unless it ends the name. */
function isCapitalisedSurname(word: string): boolean {
  const lower = word.toLowerCase();
  return word[0] !== lower[0] && lower.length >= 2 && !NOT_SURNAMES.has(lower) && !/['’](s|re|ve|ll|d|t|m)$/.test(lower);
}

/**
 * A lower-case word after the first name of a short answer: any word but the ones that end a name ("dana
 * thanks", "ana gracias", "dana again"), whatever its ending ("tom bradley", "ana reed"). A few surnames are
 * words too ("dana price", "tom little").
 */
function isSurnameInAnswer(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 2 || NOT_SURNAMES.has(lower) || /['’](s|re|ve|ll|d|t|m)$/.test(lower)) return false;
  return !NOT_NAMES.has(lower) || WORD_SURNAMES.has(lower);
}

/** Surnames that are also words this file otherwise sets aside. */
const WORD_SURNAMES = new Set(['price', 'little', 'good', 'best', 'early']);

function looksLikeName(word: string, options: { requireCapital: boolean; weak?: boolean }): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 2 || lower.length > 20 || NOT_NAMES.has(lower)) return false;
  // "she's", "we're", "don't": contractions, not names (O'Brien keeps its apostrophe after the first letter).
  if (/['’](s|re|ve|ll|d|t|m)$/.test(lower)) return false;
  const capitalised = word[0] !== word[0]!.toLowerCase();
  if (options.requireCapital && !capitalised) return false;
  // Lower-case adjectives and verbs ("i'm exhausted", "i'm calling"); capitalised names like "Jared" pass.
  if (options.weak && !capitalised && /(?:ing|ed|ly|ful|ous|ive|able|less)$/.test(lower)) return false;
  return true;
}

function capitalize(word: string): string {
  return word
    .split(/([-'])/)
    .map((part) => (part.length > 0 ? part[0]!.toUpperCase() + part.slice(1).toLowerCase() : part))
    .join('');
}

const NOT_NAMES = new Set(
  `a an the and or but i so very really just also still not no yes yeah ok okay sure sorry here there home out away in at on from with
  for to of by about into over under up down off back locked stuck trapped frustrated worried afraid scared nervous upset
  annoyed angry mad tired exhausted stressed confused concerned curious desperate panicking freaking losing done ready good
  fine great well glad happy interested looking trying having calling wondering hoping thinking planning moving selling buying
  renting getting going coming waiting running leaving working writing asking texting messaging late early new old alone
  unable able afraid in-between between homeowner owner landlord tenant renter manager realtor agent contractor builder
  property business customer client member resident neighbor administrador administradora dueño dueña propietario propietaria
  inquilino inquilina gerente encargado encargada vecino vecina cliente located based near close nearby inside outside currently
  always never sometimes probably definitely pretty quite kind sort bit little lot literally totally completely absolutely
  gonna wanna rather prefer all set bye goodbye about around calling pretty desperate broke broken sick busy free available ok-ish like need want think
  guessing assuming sitting standing stranded hurt injured safe unsafe positive certain unsure lost clueless handy
  currently retired disabled elderly pregnant new-ish what who why how when where which that this it its my your his her
  their our me you he she we they them him us garage door doors spring springs cable opener remote sensor track panel
  emergency repair service price cost quote estimate appointment technician tech told calling trying kinda sorta right left
  only even almost call text phone number cell mobile work email address thanks thank again hi hello hey please i'm im it's its gracias best regards cheers sincerely thx whats what's wheres where's hows how's cops police sheriff officer ambulance paramedics tomorrow today tonight soon after before later anytime asap instead first say says repeat again pardon come daytime daytimes evening evenings night nights nighttime weekday weekdays weekend weekends morning mornings afternoon afternoons dr mr mrs ms miss
  para por con sin de del la las el los un una unos unas muy bien mal que porque pero ya si sí nadie alguien dueño dueña dueno
  duena propietario propietaria inquilino inquilina encargado encargada gerente administrador administradora vecino vecina
  cliente nuevo nueva casa aqui aquí alli allí tambien también solo sola mama mamá papa papá señor señora senor senora`.split(/\s+/),
);
