import { deriveServiceRegion, findNearbyPlace, NEARBY_PLACES, SERVICE_CITIES, type ServiceCity, type ServiceRegionKey } from '@tod/domain';

export interface CityMention {
  /** The city as we write it: 'Lake Oswego', 'Seattle'. */
  name: string;
  /** The service region that covers it; 'nationwide' when it is outside the service area. */
  region: ServiceRegionKey;
  /** Set when it is one of the 27 service cities. */
  serviceCity?: ServiceCity;
}

/**
 * The city a visitor names: one of the 27 service cities, a known nearby or distant town, or any
 * capitalised place after "in/from/near" ("I'm in Springfield"). 'Dallas, TX' is not Dallas, OR.
 */
export function extractCity(text: string, options: { askedForCity?: boolean } = {}): CityMention | undefined {
  const known = findKnownPlace(text);
  if (known) return known;
  const named =
    /\b(?:in|from|near|live in|located in|out in|over in|around|outside(?: of)?)\s+((?:[A-Z][a-z'.]+)(?:\s[A-Z][a-z'.]+){0,2})/.exec(text);
  if (named && !NOT_PLACES.has(named[1]!.split(' ')[0]!.toLowerCase())) return { name: named[1]!, region: 'nationwide' };
  if (options.askedForCity) {
    const answer = /^\s*([a-z][a-z.]+(?:\s[a-z][a-z.]+){0,2})\s*[.!]?\s*$/i.exec(text);
    if (answer && !NOT_PLACES.has(answer[1]!.split(' ')[0]!.toLowerCase())) return { name: titleCase(answer[1]!), region: 'nationwide' };
  }
  return undefined;
}

interface Candidate {
  name: string;
  pattern: RegExp;
  lowerName: string;
  build: () => CityMention;
  /** Common words ('star', 'eagle', 'sandy') count only capitalised or after "in"/"from". */
  ambiguous: boolean;
}

const AMBIGUOUS = new Set([
  'star',
  'eagle',
  'sandy',
  'aloha',
  'independence',
  'lebanon',
  'orchards',
  'moscow',
  'dallas',
  'albany',
  'springfield',
  'richland',
  'woodland',
  'fairview',
]);

const CANDIDATES: readonly Candidate[] = [
  ...SERVICE_CITIES.map((city) => ({
    name: city.name,
    pattern: namePattern(city.name),
    lowerName: city.name.toLowerCase(),
    ambiguous: AMBIGUOUS.has(city.name.toLowerCase()),
    build: (): CityMention => ({ name: city.name, region: city.region, serviceCity: city }),
  })),
  ...NEARBY_PLACES.map((place) => ({
    name: place.name,
    pattern: namePattern(place.name),
    lowerName: place.name.toLowerCase(),
    ambiguous: AMBIGUOUS.has(place.name.toLowerCase()),
    build: (): CityMention => ({
      name: place.name,
      region: deriveServiceRegion({ state: place.state, city: place.name, county: place.county }),
    }),
  })),
];

const STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const STATE_NAMES =
  'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming';
const ABROAD_AFTER = /^\s*,?\s*(bc|b\.c\.|british columbia|alberta|canada|mexico)\b/i;
const STATE_CODE_AFTER = new RegExp(`^\\s*,?\\s*(${STATE_CODES})\\b`);
const STATE_NAME_AFTER = new RegExp(`^\\s*,?\\s*(${STATE_NAMES})\\b`, 'i');

/** The state written right after a city ('Dallas, TX', 'Meridian idaho'): upper-case codes only, so 'or' stays a word. */
function stateAfter(after: string): string | undefined {
  return STATE_CODE_AFTER.exec(after)?.[1] ?? STATE_NAME_AFTER.exec(after)?.[1];
}

function findKnownPlace(text: string): CityMention | undefined {
  const lower = text.toLowerCase();
  let best: { start: number; length: number; placed: boolean; mention: CityMention } | undefined;
  for (const candidate of CANDIDATES) {
    if (!lower.includes(candidate.lowerName)) continue;
    for (const match of text.matchAll(candidate.pattern)) {
      const written = match[2]!;
      const start = match.index! + match[1]!.length;
      const before = text.slice(Math.max(0, start - 12), start).toLowerCase();
      if (candidate.ambiguous && written[0] === written[0]!.toLowerCase() && !/\b(in|from|near|to)\s+$/.test(before)) continue;
      const after = text.slice(start + written.length);
      // "Vancouver BC" is not Vancouver, WA.
      const mention = ABROAD_AFTER.test(after)
        ? { name: candidate.name, region: 'nationwide' as const }
        : mentionWithState(candidate, stateAfter(after));
      // "My name is Albany Jones… I live in Lebanon": a place said with "in" or "from" wins over a name.
      const placed = /\b(in|from|near|to)\s+$/.test(before);
      const better =
        !best ||
        (placed && !best.placed) ||
        (placed === best.placed && (start < best.start || (start === best.start && written.length > best.length)));
      if (better) best = { start, length: written.length, placed, mention };
      break;
    }
  }
  return best?.mention;
}

/** A named state overrides the list: 'Portland, Maine' is outside the service area. */
function mentionWithState(candidate: Candidate, state: string | undefined): CityMention {
  const mention = candidate.build();
  if (!state) return mention;
  const region = deriveServiceRegion({ state, city: candidate.name, county: findNearbyPlace(candidate.name)?.county ?? null });
  return region === mention.region ? mention : { name: candidate.name, region };
}

function namePattern(name: string): RegExp {
  return new RegExp(`(^|[^a-z])(${escapeRegExp(name)})(?![a-z])`, 'gi');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function titleCase(value: string): string {
  return value.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

const NOT_PLACES = new Set(
  `the a an i'm im i'd ive my our your this that it its i me we you he she they there here garage door doors spring springs cable opener
  remote sensor track panel front back middle morning afternoon evening night tonight today tomorrow monday tuesday wednesday
  thursday friday saturday sunday january february march april may june july august september october november december
  yes no yeah yep nope ok okay sure thanks thank hi hello hey help please not just about around maybe idk what who why how
  when where which emergency repair service price cost quote estimate appointment general also pain trouble need want
  hurry rush time minute minutes hour hours half halfway place house home shop store whats what's wheres where's hows how's can could do does is are send link anyone anybody someone somebody everyone repeat say sorry pardon come`.split(
    /\s+/,
  ),
);
