import { describe, expect, it } from 'vitest';
import { NAME_CASES } from './extractName.cases.ts';
import { extractName } from './extractName.ts';

describe('extractName', () => {
  it.each([
    ['My name is Dana', 'Dana'],
    ['my name is dana lee', 'Dana Lee'],
    ["Hi, I'm Marcus and my spring broke", 'Marcus'],
    ['I am Priya Patel, 503-555-0142', 'Priya Patel'],
    ['This is Tom from Gresham', 'Tom'],
    ['you can call me Bob', 'Bob'],
    ["name's o'neil", "O'Neil"],
    ["I'm Jared", 'Jared'],
    ['me llamo Rosa Jiménez', 'Rosa Jiménez'],
    ['soy Maria, mi numero es 503-555-0142', 'Maria'],
  ])('reads %j as %s', (text, expected) => {
    expect(extractName(text)).toBe(expected);
  });

  it.each([
    ["I'm frustrated, the door won't open"],
    ["i'm stuck in the garage"],
    ["I'm locked out of my garage"],
    ['I am so tired of this noise'],
    ["I'm calling about a spring"],
    ["I'm not sure what's wrong"],
    ['This is broken again'],
    ["it's stuck halfway"],
    ['im desperate, need help tonight'],
    ['call me at 503-555-0142'],
    ['Please call me back tomorrow'],
    ["I'm in Beaverton"],
    ['I am the property manager'],
    ['soy dueño de varias casas que rento'],
    ['nadie me llamo para avisar'],
    ['soy la encargada del edificio'],
  ])('finds no name in %j', (text) => {
    expect(extractName(text)).toBeUndefined();
  });

  it('takes a short answer as the name only when the assistant asked for it', () => {
    expect(extractName('dave 503-555-0142')).toBeUndefined();
    expect(extractName('dave 503-555-0142', { askedForName: true })).toBe('Dave');
    expect(extractName('Dave, 503-555-0142', { askedForName: true })).toBe('Dave');
    expect(extractName('sure, karen smith', { askedForName: true })).toBe('Karen Smith');
    expect(extractName('the spring on the left side snapped', { askedForName: true })).toBeUndefined();
    expect(extractName('Hillsboro', { askedForName: true })).toBeUndefined();
  });

  it.each([
    ['ok book me. Steve 3605550111', 'Steve'],
    ['Broken spring. Tom Nguyen, 360.555.0188, Vancouver WA', 'Tom Nguyen'],
    ['Dave, 503-555-0142', 'Dave'],
    ['Hi, panel got dented. Melissa Grant here, 971-555-0190, Hillsboro', 'Melissa Grant'],
    ['my names Sarah, 503-555-0101, Gresham', 'Sarah'],
    ['Call me back at 503 555 0177 after 5pm, door stuck. Thanks, Pat', 'Pat'],
  ])('takes a capitalised name beside a phone number or signing off in %j', (text, name) => {
    expect(extractName(text)).toBe(name);
  });

  it.each([
    ['Gresham 503-555-0101'],
    ['spring broke. Call me tomorrow morning, 503-555-0302, Tigard'],
    ['can you call me after 3 instead?'],
    ['please call me soon'],
    ['Hi, 503-555-0142'],
    ['Call 503-555-0101 please'],
    ['Thanks again'],
    ['im kinda worried about cost'],
    ['remote works only if im right in front of the door'],
    ["ok she's ok now, we iced it"],
    ["we're in Boise"],
    ['ok gracias'],
    ['Best, 503-555-0119'],
  ])('takes no name from a town, a greeting or a sign-off word in %j', (text) => {
    expect(extractName(text)).toBeUndefined();
  });
});

describe('extractName keeps names in every script whole (issue 21.6)', () => {
  it.each([
    ["I'm José Nuñez", 'José Nuñez'],
    ['Zoë Müller, Tigard, 971-555-0188', 'Zoë Müller'],
    ['my name is Łukasz Żółć', 'Łukasz Żółć'],
    ['Nguyễn Văn An 503-555-0175 Salem', 'Nguyễn Văn An'],
    ["hi I'm Siobhán O'Brien from Eugene, 541-555-0111", "Siobhán O'Brien"],
    ['Renée Dubois here, call 208 555 0119', 'Renée Dubois'],
    ['hola, soy Ana María Gutiérrez, 208-555-0170', 'Ana María Gutiérrez'],
    ['my name is Ελένη Παπαδοπούλου', 'Ελένη Παπαδοπούλου'],
    ['my name is Дмитрий Иванов', 'Дмитрий Иванов'],
    ["I'm Dana Price, 503-555-0142, in Portland.", 'Dana Price'],
  ])('reads %j as %s', (text, expected) => {
    expect(extractName(text)).toBe(expected);
  });
});

describe('extractName reads the labelled list of decision 0262', () => {
  it.each(NAME_CASES.map(([text, name, asked]) => [text, name ?? 'no name', asked] as const))(
    'reads %j as %s (asked for the name: %s)',
    (text, expected, asked) => {
      expect(extractName(text, { askedForName: asked }) ?? 'no name').toBe(expected);
    },
  );

  it('holds at least 40 messages, answers and sentences, with names and without', () => {
    expect(NAME_CASES.length).toBeGreaterThanOrEqual(40);
    expect(NAME_CASES.filter(([, , asked]) => asked).length).toBeGreaterThanOrEqual(10);
    expect(NAME_CASES.filter(([, name]) => name === undefined).length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['dana thx', 'Dana'],
    ['ana gracias', 'Ana'],
    ['maria por favor', 'Maria'],
    ['dana again', 'Dana'],
    ['dana is fine', 'Dana'],
    ['tom bradley', 'Tom Bradley'],
    ['tom little', 'Tom Little'],
  ])('ends a lower-case answer %j at the first word that is no surname: %s', (text, name) => {
    expect(extractName(text, { askedForName: true })).toBe(name);
  });

  it.each([['book me'], ['yes book me'], ['ok book me please'], ['rather not'], ['im all set bye'], ["no, i'm all set"]])(
    'takes no name from %j',
    (text) => {
      expect(extractName(text, { askedForName: true })).toBeUndefined();
    },
  );

  it('keeps a lower-case word after "soy" only when the name ends the message', () => {
    expect(extractName('soy maria tengo un problema con la puerta')).toBe('Maria');
  });

  it('reads "First, Last" as written when the second part is no given name, and "Dana, Portland" as Dana', () => {
    expect(extractName('Dana, thanks', { askedForName: true })).toBe('Dana');
    expect(extractName('Dana, Portland', { askedForName: true })).toBe('Dana');
    expect(extractName('Mike, Oregon', { askedForName: true })).toBe('Mike');
    expect(extractName('Mike, Salem, Oregon', { askedForName: true })).toBe('Mike');
    expect(extractName('Mike, the spring', { askedForName: true })).toBe('Mike');
  });
});
