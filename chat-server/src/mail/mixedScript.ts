/**
 * Look-alike detection for visitor-typed names: a word whose letters come from two alphabets
 * ("Bоise" with a Cyrillic о) usually imitates another word. Scripts that are written together
 * (Han with Hiragana and Katakana, Han with Hangul) count as one.
 */
const SCRIPT_GROUPS: readonly { name: string; letter: RegExp }[] = [
  { name: 'Latin', letter: /\p{Script=Latin}/u },
  { name: 'Cyrillic', letter: /\p{Script=Cyrillic}/u },
  { name: 'Greek', letter: /\p{Script=Greek}/u },
  { name: 'Armenian', letter: /\p{Script=Armenian}/u },
  { name: 'Georgian', letter: /\p{Script=Georgian}/u },
  { name: 'Arabic', letter: /\p{Script=Arabic}/u },
  { name: 'Hebrew', letter: /\p{Script=Hebrew}/u },
  { name: 'CJK', letter: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u },
];

const WORD = /[\p{L}\p{M}]+/gu;

function scriptOf(letter: string): string | undefined {
  return SCRIPT_GROUPS.find((group) => group.letter.test(letter))?.name;
}

/**
 * The alphabets mixed inside one word of `value`, in order of appearance; empty when every word keeps
 * to one (a name in Latin and a second word in Cyrillic is fine, "Bоise" is not).
 * @example mixedScripts('Bоise') // ['Latin', 'Cyrillic']
 */
export function mixedScripts(value: string): string[] {
  const mixed = new Set<string>();
  for (const [word] of value.matchAll(WORD)) {
    const scripts = new Set<string>();
    for (const letter of word) {
      const script = scriptOf(letter);
      if (script) scripts.add(script);
    }
    if (scripts.size > 1) for (const script of scripts) mixed.add(script);
  }
  return [...mixed];
}
