/**
 * Lower-cases a visitor's message, straightens quotes and corrects typos of the words the
 * assistant listens for ("sprng" → "spring"), so keyword rules work on what people really type.
 */
export function normalizeText(text: string): string {
  const plain = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.replace(/[a-z]+/g, (word) => correctWord(word));
}

/** Words worth correcting: the vocabulary of garage-door problems, prices and booking. */
const VOCABULARY = [
  'garage',
  'door',
  'doors',
  'spring',
  'springs',
  'torsion',
  'extension',
  'cable',
  'cables',
  'opener',
  'openers',
  'remote',
  'remotes',
  'keypad',
  'sensor',
  'sensors',
  'track',
  'tracks',
  'roller',
  'rollers',
  'panel',
  'panels',
  'broken',
  'broke',
  'snapped',
  'stuck',
  'noisy',
  'noise',
  'squeaking',
  'squeaky',
  'grinding',
  'rattling',
  'weather',
  'seal',
  'stripping',
  'installation',
  'install',
  'replace',
  'replacement',
  'repair',
  'repairs',
  'emergency',
  'trapped',
  'schedule',
  'appointment',
  'estimate',
  'estimates',
  'price',
  'prices',
  'pricing',
  'cost',
  'costs',
  'expensive',
  'technician',
  'commercial',
  'warehouse',
  'maintenance',
  'lubricate',
  'humming',
  'reverses',
  'reversing',
  'close',
  'closing',
  'open',
  'opening',
  'frayed',
  'dented',
  'license',
  'licensed',
  'showroom',
  'office',
  'tonight',
  'frustrated',
  'hanging',
  'crooked',
  'motor',
  'insulated',
  'service',
  'available',
  'weekend',
  'clicker',
  'battery',
  'beeping',
  'blinking',
  'chain',
  'belt',
  'schedule',
  'tomorrow',
  'urgent',
  'quote',
  'warranty',
  'hinges',
  'bracket',
  'brackets',
  'bleeding',
  'injured',
  'crushed',
  'pinched',
  'unconscious',
  'burglar',
  'stolen',
];
/** Real words one typo away from the vocabulary, kept as they are ('truck' is not 'track'). */
const KEEP = [
  'sparking',
  'sparked',
  'sparkling',
  'smoking',
  'burning',
  'melting',
  'replaced',
  'reverse',
  'senior',
  'seniors',
  'truck',
  'trucks',
  'trick',
  'trace',
  'opened',
  'closed',
  'chose',
  'clone',
  'string',
  'strings',
  'sell',
  'seat',
  'seals',
  'cast',
  'coat',
  'post',
  'chair',
  'best',
  'bolt',
  'felt',
  'oven',
  'remove',
  'removed',
  'stick',
  'sticks',
  'stock',
  'pride',
  'prize',
  'prince',
  'estimated',
  'brake',
  'broker',
  'doer',
  'does',
  'done',
  'dont',
  'down',
  'cars',
  'card',
  'care',
  'core',
  'code',
  'mode',
  'model',
  'hours',
  'house',
  'horse',
  'phone',
  'phones',
  'lock',
  'locks',
  'locked',
  'clock',
  'black',
  'block',
  'track',
  'rack',
  'motel',
  'panic',
  'pane',
  'panes',
  'spine',
  'tract',
  'traced',
  'costa',
  'bolts',
  'belts',
  'sealed',
  'open',
  'service',
  'services',
  'served',
  'server',
  'servicing',
  'seem',
  'seen',
  'dock',
  'docks',
  'cable',
  'table',
  'able',
  'boat',
  'book',
  'booked',
  'look',
];
const VOCABULARY_SET = new Set([...VOCABULARY, ...KEEP]);

/** Corrections already worked out; bounded, as visitors can type any number of distinct words. */
const corrections = new Map<string, string>();
const MAX_CORRECTIONS = 10_000;

function correctWord(word: string): string {
  if (word.length < 4 || VOCABULARY_SET.has(word)) return word;
  const known = corrections.get(word);
  if (known !== undefined) return known;
  const corrected = closestVocabularyWord(word);
  if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
  corrections.set(word, corrected);
  return corrected;
}

function closestVocabularyWord(word: string): string {
  const allowed = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = allowed + 1;
  for (const candidate of VOCABULARY) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate[0] !== word[0]) continue;
    const distance = editDistance(word, candidate, allowed);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Damerau–Levenshtein (optimal string alignment) distance, giving up above `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, table[i - 2]![j - 2]! + 1);
      table[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
  }
  return table[a.length]![b.length]!;
}
