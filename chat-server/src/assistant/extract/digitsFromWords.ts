/**
 * A message with the digits a visitor spelled out as words written as digits, in English and Spanish,
 * so that a phone number read aloud or dictated ("five oh three, five five five, zero one four two",
 * "cinco cero tres, quinientos cincuenta y cinco, cero uno cuarenta y dos") reads as "5035550142".
 * A run of number words and digit groups, separated only by spaces, commas, dots or dashes, becomes one
 * digit string; everything else is left as written. Measured against a number-recognition library in
 * decision 0261.
 */
export function digitsFromWords(text: string): string {
  if (!NUMBER_WORD.test(text)) return text;
  // Words at even indexes, the separators between them at odd ones.
  const tokens = text.split(/([\s,.;:/()-]+)/);
  const out: string[] = [];
  let run = '';
  let index = 0;
  while (index < tokens.length) {
    const read = readNumber(tokens, index);
    if (read) {
      run += read.digits;
      index = read.last + 2;
      continue;
    }
    if (run) out.push(run, ' ');
    run = '';
    out.push(tokens[index]!, tokens[index + 1] ?? '');
    index += 2;
  }
  if (run) out.push(run);
  return out.join('');
}

/** Cheap test for any number word, so most messages skip the scan. */
const NUMBER_WORD =
  /\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|double|triple|cero|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\S+|veint\S*|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|\S+cientos|doble)\b/i;

const UNITS: Record<string, number> = {
  zero: 0,
  oh: 0,
  o: 0,
  cero: 0,
  one: 1,
  uno: 1,
  una: 1,
  un: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  five: 5,
  cinco: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  eight: 8,
  ocho: 8,
  nine: 9,
  nueve: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  diez: 10,
  eleven: 11,
  once: 11,
  twelve: 12,
  doce: 12,
  thirteen: 13,
  trece: 13,
  fourteen: 14,
  catorce: 14,
  fifteen: 15,
  quince: 15,
  sixteen: 16,
  dieciseis: 16,
  seventeen: 17,
  diecisiete: 17,
  eighteen: 18,
  dieciocho: 18,
  nineteen: 19,
  diecinueve: 19,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  twenty: 20,
  veinte: 20,
  thirty: 30,
  treinta: 30,
  forty: 40,
  cuarenta: 40,
  fifty: 50,
  cincuenta: 50,
  sixty: 60,
  sesenta: 60,
  seventy: 70,
  setenta: 70,
  eighty: 80,
  ochenta: 80,
  ninety: 90,
  noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const REPEATS: Record<string, number> = { double: 2, doble: 2, triple: 3 };

function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The number that starts at `tokens[index]` (words sit at even indexes, separators at odd ones): a digit
 * group, a unit, "double five", a teen, a ten with its unit ("fifty five", "cuarenta y dos") or a hundred
 * with the rest ("five hundred three", "quinientos cincuenta y cinco"). Its digits and the index of its last word.
 */
function readNumber(tokens: readonly string[], index: number): { digits: string; last: number } | undefined {
  const raw = tokens[index]!;
  if (/^\+?\d+$/.test(raw)) return { digits: raw.replace('+', ''), last: index };
  const word = plain(raw);
  const next = (at: number) => (at < tokens.length ? plain(tokens[at]!) : '');
  // "o" and "oh" are zero only beside another number word ("cinco o seis" has too few digits to matter).
  if ((word === 'o' || word === 'oh') && readDigitWord(next(index + 2)) === undefined && !isDigitWordBefore(tokens, index))
    return undefined;
  const repeat = REPEATS[word];
  if (repeat !== undefined) {
    const unit = UNITS[next(index + 2)];
    return unit === undefined ? undefined : { digits: String(unit).repeat(repeat), last: index + 2 };
  }
  let value: number | undefined;
  let last = index;
  const hundredsWord = HUNDREDS[word];
  if (hundredsWord !== undefined) value = hundredsWord;
  else if (UNITS[word] !== undefined && next(index + 2) === 'hundred') {
    value = UNITS[word]! * 100;
    last = index + 2;
  }
  if (value !== undefined) {
    // "five hundred (and) fifty five", "quinientos cincuenta y cinco": the rest of the hundred.
    let at = last + 2;
    if (next(at) === 'and') at += 2;
    const rest =
      readTens(tokens, at) ?? (UNITS[next(at)] !== undefined && next(at) !== 'o' ? { value: UNITS[next(at)]!, last: at } : undefined);
    if (rest) return { digits: String(value + rest.value), last: rest.last };
    return { digits: String(value), last };
  }
  const tens = readTens(tokens, index);
  if (tens) return { digits: String(tens.value), last: tens.last };
  const unit = UNITS[word];
  return unit === undefined ? undefined : { digits: String(unit), last: index };
}

function readTens(tokens: readonly string[], index: number): { value: number; last: number } | undefined {
  const word = index < tokens.length ? plain(tokens[index]!) : '';
  const teen = TEENS[word];
  if (teen !== undefined) return { value: teen, last: index };
  const ten = TENS[word];
  if (ten === undefined) return undefined;
  const next = (at: number) => (at < tokens.length ? plain(tokens[at]!) : '');
  // "forty-two", "forty two", "cuarenta y dos".
  const at = next(index + 2) === 'y' ? index + 4 : index + 2;
  const unit = UNITS[next(at)];
  if (unit !== undefined && unit > 0 && next(at) !== 'o' && next(at) !== 'oh') return { value: ten + unit, last: at };
  return { value: ten, last: index };
}

function readDigitWord(word: string): number | undefined {
  return UNITS[word] ?? TEENS[word] ?? TENS[word] ?? HUNDREDS[word] ?? (/^\d+$/.test(word) ? 0 : undefined);
}

function isDigitWordBefore(tokens: readonly string[], index: number): boolean {
  return index >= 2 && readDigitWord(plain(tokens[index - 2]!)) !== undefined;
}
