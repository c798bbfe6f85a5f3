import { describe, expect, it } from 'vitest';
import { headerText } from './headerText.ts';

describe('headerText (issue 37.10)', () => {
  it.each([
    ['a vertical tab (0x0B)', 'Sa\u000Blem', 'Sa lem'],
    ['a form feed (0x0C)', 'Sa\u000Clem', 'Sa lem'],
    ['DEL (0x7F)', 'Sa\u007Flem', 'Sa lem'],
    ['CR LF, as a header injection tries', 'Salem\r\nBcc: someone@example.com', 'Salem Bcc: someone@example.com'],
    ['a lone LF and a TAB', 'Sa\nl\tem', 'Sa l em'],
    ['NUL and ESC', 'Sa\u0000l\u001Bem', 'Sa l em'],
    ['a C1 control and NEL (0x85)', 'Sa\u0085l\u009Bem', 'Sa l em'],
    ['the Unicode line separator (U+2028)', 'Sa\u2028lem', 'Sa lem'],
    ['the Unicode paragraph separator (U+2029)', 'Sa\u2029lem', 'Sa lem'],
    ['a run of several', 'Sa\r\n\u000B\u2028lem', 'Sa lem'],
  ])('replaces %s with one space', (_name, value, expected) => {
    expect(headerText(value)).toBe(expected);
  });

  it('keeps printable text, accents and other scripts as they are', () => {
    const value = 'Coeur d’Alene – São Paulo · 東京 (OR) #12';
    expect(headerText(value)).toBe(value);
  });
});
