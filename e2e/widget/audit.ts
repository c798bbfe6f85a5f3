import type { Page } from '@playwright/test';

/** The host-page CSS of issue 18's Done-when, plus the other inherited properties of 18.2. */
export const HOSTILE_CSS = `<style>* { text-transform: uppercase; letter-spacing: .1em; font-style: italic; text-align: right; color: red; font-weight: 900; text-shadow: 2px 2px 2px lime; word-spacing: 1em; cursor: wait; }</style>`;

export interface ControlContrast {
  control: string;
  ratio: number;
}

/**
 * The contrast of every button's and link's text (or icon) inside the widget against its own
 * background: the first opaque background from the control up (WCAG relative luminance).
 */
export function controlContrasts(page: Page): Promise<ControlContrast[]> {
  return page.evaluate(() => {
    const root = document.querySelector('tod-chat')?.shadowRoot;
    if (!root) return [];
    const parse = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts.length > 3 ? (parts[3] ?? 1) : 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const backgroundOf = (element: Element): number[] => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color[3] >= 0.99) return color;
      }
      return [255, 255, 255, 1];
    };
    return Array.from(root.querySelectorAll<HTMLElement>('button, a[href]'))
      .filter((element) => element.getClientRects().length > 0 && !element.classList.contains('tod-sr'))
      .map((element) => {
        const text = luminance(parse(getComputedStyle(element).color));
        const background = luminance(backgroundOf(element));
        const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.className;
        return { control: `${element.className}: ${name}`, ratio: Math.round(ratio * 100) / 100 };
      });
  });
}

/** Elements inside the shadow root that show any of the hostile host styles. */
export function hostileLeaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('tod-chat')?.shadowRoot;
    if (!root) return ['no widget'];
    const leaks: string[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      if (element.closest('svg') && element.tagName !== 'svg') continue;
      const style = getComputedStyle(element);
      const found = [
        style.textTransform !== 'none' && `text-transform ${style.textTransform}`,
        style.letterSpacing !== 'normal' && `letter-spacing ${style.letterSpacing}`,
        style.fontStyle !== 'normal' && `font-style ${style.fontStyle}`,
        style.textAlign === 'right' && 'text-align right',
        style.color === 'rgb(255, 0, 0)' && 'color red',
        Number(style.fontWeight) > 700 && `font-weight ${style.fontWeight}`,
        style.textShadow !== 'none' && 'text-shadow',
        style.wordSpacing !== '0px' && `word-spacing ${style.wordSpacing}`,
        style.cursor === 'wait' && 'cursor wait',
      ].filter(Boolean);
      if (found.length) leaks.push(`${element.tagName.toLowerCase()}.${element.className}: ${found.join(', ')}`);
    }
    return leaks;
  });
}
