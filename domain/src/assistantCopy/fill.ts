/**
 * Fills every `{name}` of a catalogue template. A name without a value is a bug in the caller or the
 * catalogue, never something to show a visitor, so it throws.
 *
 * @example fillCopy('Call {phone}.', { phone: '(503) 555-0100' }) // 'Call (503) 555-0100.'
 */
export function fillCopy(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Assistant copy: no value for {${name}} in "${template.slice(0, 60)}…"`);
    return value;
  });
}
