/**
 * The labelled name messages of decision 0262: a name typed alone as the answer, lower case after "book me",
 * "Last, First", accents, "it's Dana", "soy María José", "me llamo…", corrections with a surname, and
 * messages with no name. `asked` is whether the assistant had just asked for the name; `undefined` is no name.
 */
export const NAME_CASES: readonly (readonly [text: string, name: string | undefined, asked: boolean])[] = [
  // A name typed alone, as the answer.
  ['Dana', 'Dana', true],
  ['dana', 'Dana', true],
  ['dana price', 'Dana Price', true],
  ['María José', 'María José', true],
  ['maria jose', 'Maria Jose', true],
  ['Nguyễn Văn An', 'Nguyễn Văn An', true],
  ['Dana.', 'Dana', true],
  ['its dana', 'Dana', true],
  ['Dana Price 503-555-0142', 'Dana Price', true],
  ['dana five oh three five five five zero one five six', 'Dana', true],
  // Lower case after "book me" and other openings.
  ['book me. dana lee 503-555-0142', 'Dana Lee', true],
  ['ok book me, dana 503 555 0142', 'Dana', true],
  ['yes please, tom nguyen', 'Tom Nguyen', true],
  ['sure its karen', 'Karen', true],
  ["it's Dana", 'Dana', false],
  ["it's dana", 'Dana', true],
  ['this is Dana Price', 'Dana Price', false],
  ['name is dana', 'Dana', false],
  // "Last, First".
  ['Price, Dana', 'Dana Price', true],
  ['Lopez, Maria', 'Maria Lopez', true],
  ['Gutiérrez, Ana María', 'Ana María Gutiérrez', true],
  ['price, dana 503-555-0142', 'Dana Price', true],
  // Accents and Spanish.
  ['soy María José', 'María José', false],
  ['soy maría josé', 'María José', false],
  ['me llamo José Nuñez', 'José Nuñez', false],
  ['me llamo jose nuñez', 'Jose Nuñez', false],
  ['mi nombre es Renée Dubois', 'Renée Dubois', false],
  ['hola, soy Ana', 'Ana', false],
  ["I'm Zoë", 'Zoë', false],
  ["I'm Siobhán O'Brien", "Siobhán O'Brien", false],
  // Corrections with the surname.
  ['actually it’s Dana Price, not Dana Pryce', 'Dana Price', false],
  ['sorry, my name is Dana Lee', 'Dana Lee', false],
  ['no, the last name is Price', undefined, false],
  ['correction: Dana Price', 'Dana Price', true],
  ['perdón, me llamo María José Ruiz', 'María José Ruiz', false],
  ['it is Dana Lee not Dana', 'Dana Lee', false],
  // No name.
  ["I'm frustrated, the door won't open", undefined, false],
  ["it's stuck", undefined, false],
  ['Portland', undefined, true],
  ['the spring on the left side snapped', undefined, true],
  ['yes', undefined, true],
  ['ok', undefined, true],
  ['soy la dueña', undefined, false],
  ["I'm in Beaverton", undefined, false],
  ['503-555-0142', undefined, true],
  ['call me tomorrow', undefined, false],
  ['book me for tomorrow', undefined, true],
  ['no thanks', undefined, true],
];
