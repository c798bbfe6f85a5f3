/**
 * C0 controls (TAB, CR and LF among them), DEL, C1 controls (NEL among them), and the Unicode line and paragraph
 * separators: none belongs in a mail header (RFC 5322 allows printable characters and folding whitespace only;
 * an encoded word that decodes to one is refused by strict relays), and a line break in one would start a header.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const HEADER_UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/**
 * A header value built from visitor input (a city in a Subject), as one line of printable text: each run of
 * control characters and line breaks becomes one space, so the words on either side stay apart.
 * @example headerText('Sa\vlem\r\nBcc: x') // 'Sa lem Bcc: x'
 */
export function headerText(value: string): string {
  return value.replace(HEADER_UNSAFE, ' ');
}
