import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'widget.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

interface Block {
  prelude: string;
  body: string;
}

/** The top-level statements of a CSS text: `prelude { body }` blocks and `prelude;` statements (body ''). */
function blocks(text: string): Block[] {
  const found: Block[] = [];
  let depth = 0;
  let start = 0;
  let bodyStart = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') {
      if (depth === 0) bodyStart = index + 1;
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        found.push({ prelude: text.slice(start, bodyStart - 1).trim(), body: text.slice(bodyStart, index) });
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      found.push({ prelude: text.slice(start, index).trim(), body: '' });
      start = index + 1;
    }
  }
  return found;
}

/** Every style rule of the named layer, wherever the layer block sits (top level or inside @media). */
function layerRules(layer: string, text = source): Block[] {
  return blocks(text).flatMap((block) => {
    if (block.prelude === `@layer ${layer}`)
      return blocks(block.body).flatMap((rule) => (rule.prelude.startsWith('@media') ? blocks(rule.body) : [rule]));
    if (block.prelude.startsWith('@media')) return layerRules(layer, block.body);
    return [];
  });
}

/** One class, optionally followed by pseudo-classes or a pseudo-element: `.tod-cta`, `.tod-cta--primary:hover`, `.tod-chip::before`. */
const SINGLE_CLASS = /^\.[a-z][\w-]*(::?[a-z-]+)*$/;

describe('widget.css architecture (issue 18.1)', () => {
  it('declares its layers in order: reset, theme, components, variants', () => {
    expect(blocks(source)[0]?.prelude).toBe('@layer reset, theme, components, variants');
  });

  it.each(['components', 'variants'])(
    'every selector of the %s layer is a single class, so specificity never decides a colour',
    (layer) => {
      const selectors = layerRules(layer).flatMap((rule) => rule.prelude.split(',').map((part) => part.trim()));
      expect(selectors.length).toBeGreaterThan(10);
      expect(selectors.filter((selector) => !SINGLE_CLASS.test(selector))).toEqual([]);
    },
  );

  it('has no style rule outside a layer, so nothing outranks the layers', () => {
    const outside = blocks(source).filter((block) => {
      if (block.prelude.startsWith('@layer') || block.prelude.startsWith('@keyframes')) return false;
      if (block.prelude.startsWith('@media')) return !blocks(block.body).every((inner) => inner.prelude.startsWith('@layer'));
      return true;
    });
    expect(outside.map((block) => block.prelude)).toEqual([]);
  });

  it('resets every inherited host property on the inner root with all: initial', () => {
    const root = layerRules('reset').find((rule) => rule.prelude === '.tod');
    expect(root?.body).toMatch(/all:\s*initial/);
  });
});
