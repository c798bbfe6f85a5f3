import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minifyCss } from './minifyCss.mjs';

const widgetCss = readFileSync(join(import.meta.dirname, '../../widget/src/styles/widget.css'), 'utf8');

describe('the widget CSS minifier', () => {
  it('keeps the descendant space before a pseudo-class, so the focus ring applies inside the widget', () => {
    expect(minifyCss('.tod :focus-visible {\n  outline: 3px solid red;\n}')).toBe('.tod :focus-visible{outline:3px solid red}');
  });

  it('still joins a pseudo-class written on its element', () => {
    expect(minifyCss('.tod-cta:hover , .tod-chip::before { color: red; }')).toBe('.tod-cta:hover,.tod-chip::before{color:red}');
  });

  it("keeps the widget stylesheet's own descendant focus-visible rule", () => {
    const css = minifyCss(widgetCss);
    expect(css).toContain('.tod :focus-visible{');
    expect(css).not.toContain('.tod:focus-visible');
  });
});
