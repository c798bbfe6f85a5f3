import { type EstimateKey, PART_PROBLEMS } from '@tod/domain';

/** The problems homeowners bring, most specific first: the contract's part problems, then the jobs the lead names like problems. */
export const ISSUE_KINDS = [...PART_PROBLEMS, 'installation', 'commercial', 'gate', 'maintenance'] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];

export interface IssueDefinition {
  kind: IssueKind;
  /** How the issue reads in a lead or an office e-mail. */
  label: string;
  /** The estimator range that prices it, if one does. */
  estimateKey?: EstimateKey;
  patterns: readonly RegExp[];
}

export const ISSUES: Readonly<Record<IssueKind, IssueDefinition>> = {
  spring: {
    kind: 'spring',
    label: 'Broken spring',
    estimateKey: 'spring',
    patterns: [
      /\bsprings?\b/,
      /\btorsion\b/,
      /\b(loud|big|huge) (bang|pop|snap)\b/,
      /\bheard a (bang|pop|snap)\b/,
      /\b(gunshot|gun shot|firecracker|explosion)\b/,
      /\bcoils?\b/,
      /\bbarely (moves|lifts|opens)\b/,
      /\b(only )?(goes|opens|lifts) (up )?(a few|like a few|six) inches\b/,
      /\b(too|very|really) heavy\b|\bheavy (to|when i) (lift|open|raise)\b/,
      /\b(slams?|slamming|crashes|crashing|drops|dropping|falls|falling) (down|shut|closed)\b|\bcloses? (really |too |very |super )?(fast|hard)\b|\bcomes? down (really |too |very |super )?(fast|hard)\b/,
    ],
  },
  cable: {
    kind: 'cable',
    label: 'Cable problem',
    estimateKey: 'cable',
    patterns: [/\bcables?\b/, /\b(wire|wires) (came|snapped|broke|frayed|loose)/, /\bdrums?\b/],
  },
  off_track: {
    kind: 'off_track',
    label: 'Door off track',
    patterns: [
      /\boff (the |its |of the )?tracks?\b/,
      /\boff-track\b/,
      /\bout of (the |its )?tracks?\b/,
      /\b(came|popped|jumped|fell) off\s*([.!?,]|$)/,
      /\b(came|popped|jumped|fell) off (its|the) (track|tracks|rails?|rollers?)\b/,
      /\b(popped|jumped) out\b/,
      /\bback (on|onto|into) (the |its )?(tracks?|rails?)\b/,
      /\b(hanging|dangling|crooked|tilted|lopsided|uneven|slanted|sideways|twisted)\b/,
      /\brollers? (came|popped|are|is) (out|off)\b/,
      /\bone side (is )?(higher|lower|up|down)\b/,
    ],
  },
  stuck_open: {
    kind: 'stuck_open',
    label: 'Door stuck open',
    patterns: [
      /\b(stuck|jammed|frozen) (wide |all the way |half ?way |half |partially |partly )?(open|up)\b/,
      /\b(won'?t|will not|wont|doesn'?t|does not|can'?t|cannot|can not|isn'?t|is not) (go |come )?(close|closing|shut|down|go down|come down)\b/,
      /\b(can'?t|cannot|can not|unable to) (get|make|bring) (it|the door|my door) (to )?(close|shut|go down|down)\b/,
      /\bstays? (open|up)\b/,
      /\b(won'?t|will not|wont|doesn'?t|does not) (go|come) back (down|shut|closed)\b/,
      /\bnot closing\b/,
      /\b(door|it) (no|not) (close|closes|shut|shuts|go down)\b|\bno go down\b|\bno cierra\b/,
      /\bleft open\b/,
    ],
  },
  stuck_closed: {
    kind: 'stuck_closed',
    label: 'Door stuck closed',
    patterns: [
      /\b(stuck|jammed|frozen) (shut|closed|down)\b/,
      /\bfrozen (to|into|onto) the (ground|floor|concrete|driveway|slab)\b/,
      /\b(won'?t|will not|wont|doesn'?t|does not|can'?t|cannot|can not|isn'?t|is not) (go |come )?(open|opening|go up|come up|lift|budge|move)\b/,
      /\b(can'?t|cannot|unable to) (get|lift) (it|the door|my door|the garage door) (to )?(open|up)\b/,
      /\bnot opening\b/,
      /\b(door|it) (no|not) (open|opens|go up|lift|lifts)\b|\bno go up\b|\bno abre\b/,
      /\b(car|truck|vehicle|suv|van)\b.{0,40}\b(stuck|trapped|locked) (inside|in)\b/,
      /\b(stuck|trapped|locked) (inside|in) (the|my) garage\b/,
    ],
  },
  sensor: {
    kind: 'sensor',
    label: 'Door reverses / safety sensors',
    patterns: [
      /\bsensors?\b/,
      /\b(photo|electric|safety)[ -]?eyes?\b/,
      /\brevers(es|ing|e)\b/,
      /\b(goes|go|comes|going|bounces|pops) (right )?back up\b/,
      /\bdown (and|then|and then) (goes |comes |pops )?(right )?back up\b/,
      /\bopens? (right )?back up\b/,
      /\b(blinking|flashing) lights?\b/,
      /\bonly closes? (if|when) I hold\b/,
    ],
  },
  remote: {
    kind: 'remote',
    label: 'Remote or keypad not working',
    patterns: [
      /\bremotes?\b/,
      /\bclickers?\b/,
      /\bkey ?pads?\b/,
      /\btransmitters?\b/,
      /\bmyq\b/,
      /\bwall (button|switch|control|panel)\b/,
      /\b(re)?program(ming)?\b/,
    ],
  },
  opener: {
    kind: 'opener',
    label: 'Opener problem',
    estimateKey: 'opener',
    patterns: [
      /\bopeners?\b/,
      /\bmotor\b/,
      /\bhum(s|ming)?\b/,
      /\b(liftmaster|chamberlain|genie|craftsman|linear|marantec|skylink)\b/,
      /\b(chain|belt)[ -]drive\b/,
      /\b(chain|belt)s? (is |are |keeps )?(sagging|slapping|loose|slack|skipping|slipping|jumping|came off|fell off)\b/,
      /\b(sagging|slapping|loose|slack) (chain|belt)\b/,
      /\b(stops|stopped|stopping|quits) (at |about |around )?(half ?way|part ?way|midway|in the middle|a (few|couple) (feet|inches))\b/,
      /\b(half ?way|part ?way|midway)( up| down)? (and|then) (just )?(stops|stopped|quits)\b/,
      /\bclicks? but\b/,
      /\bno power\b/,
    ],
  },
  panel: {
    kind: 'panel',
    label: 'Damaged panel',
    estimateKey: 'panel',
    patterns: [
      /\bdent(s|ed)?\b/,
      /\bpanels?\b/,
      /\bsections?\b/,
      /\b(backed|ran|drove|crashed) into\b/,
      /\bhit (the|my|our) (garage )?door\b/,
      /\bcrack(s|ed)?\b/,
    ],
  },
  weather_seal: {
    kind: 'weather_seal',
    label: 'Weather seal',
    patterns: [
      /\bweather ?(seal|strip|stripping)\b/,
      /\b(bottom|rubber) (seal|strip|gasket)\b/,
      /\bdrafts?\b/,
      /\b(water|rain|leaves|snow|mice|rodents|light) (comes?|coming|gets?|getting) (in|under)\b/,
      /\bgaps?\b/,
      /\bseals?\b/,
    ],
  },
  noise: {
    kind: 'noise',
    label: 'Noisy door',
    patterns: [
      /\bnois(e|y)\b/,
      /\bloud(er)?\b/,
      /\bsqueak/,
      /\bsqueal/,
      /\bgrind/,
      /\brattl/,
      /\bscreech/,
      /\bcreak/,
      /\bclunk/,
      /\bshak(es|ing|y)\b/,
      /\bjerk(s|y|ing)?\b/,
    ],
  },
  installation: {
    kind: 'installation',
    label: 'New door installation',
    estimateKey: 'installation',
    patterns: [
      /\bnew (?:(?!openers?\b|remotes?\b|keypads?\b|springs?\b|cables?\b|for\b)\w+ ){0,3}(garage )?doors?\b/,
      /\breplac(e|ing) (the|my|our) (\w+ ){0,3}(garage )?doors?\b/,
      /\binstall(ation|ing)? (of )?(a )?(new )?(garage )?doors?\b/,
      /\bdoor (installation|replacement)\b/,
      /\b(insulated|carriage[ -]house|wood[ -]look|steel|double|single|two[ -]car) (garage )?doors?\b/,
    ],
  },
  commercial: {
    kind: 'commercial',
    label: 'Commercial door',
    patterns: [
      /\bcommercial\b/,
      /\bwarehouse\b/,
      /\brolling steel\b/,
      /\bour (shop|business|store|warehouse|building)\b/,
      /\broll[ -]?up\b/,
      /\bloading (dock|door)\b/,
      /\bstorefront\b/,
      /\b(shop|bay|dock|overhead|rolling) doors?\b/,
      /\bhigh[ -]cycle\b/,
    ],
  },
  gate: {
    kind: 'gate',
    label: 'Gate',
    patterns: [/\bgates?\b/],
  },
  maintenance: {
    kind: 'maintenance',
    label: 'Maintenance / tune-up',
    patterns: [
      /\bmaintenance\b/,
      /\btune[ -]?ups?\b/,
      /\blubricat/,
      /\b(annual|yearly) (service|check)/,
      /\b(check-?up|inspection|inspect)\b/,
      /\bhow often\b.{0,30}\b(service|serviced|maintain|maintained|lube|lubed|lubricate|oil|grease|inspect|check|tune)\b/,
      /\b(really |very |so |too )?slow (to )?(open|close|opening|closing|going up|coming down)\b/,
      /\b(opens|closes|moves|goes up|comes down) (really |very |so |too )?slow(ly)?\b/,
    ],
  },
};

/** Every issue a (normalized) message describes, most specific first. */
export function detectIssues(normalized: string): IssueKind[] {
  let found = ISSUE_KINDS.filter((kind) => ISSUES[kind].patterns.some((pattern) => pattern.test(normalized)));
  // "The spring is fine", "i no see broken spring": the visitor rules the spring out.
  if (found.includes('spring') && SPRING_RULED_OUT.test(normalized)) found = found.filter((kind) => kind !== 'spring');
  // "My springs squeak", "what lube for the springs": care for a working spring, not a broken one.
  if (found.includes('spring') && SPRING_CARE.test(normalized) && !SPRING_FAILED.test(normalized)) {
    found = found.filter((kind) => kind !== 'spring');
    if (/\b(squeak|squeaks|squeaky|squeaking|creak|creaks|creaky|noise|noisy|loud)\b/.test(normalized) && !found.includes('noise'))
      found.push('noise');
  }
  // "new opener" is an opener, not a door installation; "new remote" likewise.
  if (
    found.includes('installation') &&
    (found.includes('opener') || found.includes('remote')) &&
    !/\bnew (?:(?!openers?\b|remotes?\b|for\b)\w+ ){0,2}(garage )?doors?\b/.test(normalized)
  ) {
    return found.filter((kind) => kind !== 'installation');
  }
  return found;
}

const SPRING_CARE =
  /\b(squeak|squeaks|squeaky|squeaking|creak|creaks|creaky|noise|noisy|lube|lubricant|lubricate|spray|oil|grease|rust|rusty)\b/;
const SPRING_FAILED =
  /\b(broke|broken|snapped|snap|bang|pop|popped|gap|two pieces|in half|shot|busted|heavy|slams?|gunshot|won'?t (open|go up|lift))\b/;
const SPRING_RULED_OUT =
  /\bsprings? (is|are|look|looks|seem|seems|looked) (fine|ok|okay|good|intact|normal|all right|alright)\b|\bsprings? (isn'?t|aren'?t|is not|are not|not) (broken|snapped)\b|\b(no|not|don'?t|no see) (see )?(a |any )?(broken|snapped) springs?\b|\bno see broken\b/;

/**
 * The issue a reply should lead with: a sensor fault or a bent panel explains a door that won't close, a remote
 * one that won't move.
 */
export function primaryIssue(kinds: readonly IssueKind[]): IssueKind | undefined {
  if (kinds.includes('gate')) return 'gate';
  if (kinds.includes('spring') || kinds.includes('cable') || kinds.includes('off_track')) return kinds[0];
  if (kinds.includes('sensor') && kinds.includes('stuck_open')) return 'sensor';
  if (kinds.includes('panel') && kinds.includes('stuck_open')) return 'panel';
  if (kinds.includes('commercial')) return 'commercial';
  if (kinds.includes('remote') && (kinds.includes('stuck_open') || kinds.includes('stuck_closed'))) return 'remote';
  if (kinds.includes('opener') && (kinds.includes('stuck_open') || kinds.includes('stuck_closed'))) return 'opener';
  return kinds[0];
}
