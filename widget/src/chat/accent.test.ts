import { describe, expect, it } from 'vitest';
import { accentPalette, accentWarning, contrastRatio, MIN_TEXT_CONTRAST, parseHex, SURFACES } from './accent.ts';

const THEMES = ['light', 'dark'] as const;

describe('accentPalette', () => {
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeGreaterThan(6.5);
    expect(() => parseHex('teal')).toThrow(/#rgb/);
  });

  it.each(['#0a7', '#1d4ed8', '#fde047', '#808080', '#777777', '#ff0000', '#000000', '#ffffff', '#6b7280', '#2dd4bf'])(
    'keeps every text at 4.5:1 or more for %s in both themes',
    (accent) => {
      for (const theme of THEMES) {
        const surfaces = SURFACES[theme];
        const { palette } = accentPalette(accent, surfaces);
        expect(contrastRatio(palette.primary, palette.primaryFg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(palette.primaryHover, palette.primaryFg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(palette.link, surfaces.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(palette.link, surfaces.surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );

  it('keeps a readable accent as the button colour and picks its text colour (#0a7 takes dark text)', () => {
    const result = accentPalette('#0a7', SURFACES.light);
    expect(result.adjusted).toBeUndefined();
    expect(result.palette).toMatchObject({ primary: '#00aa77', primaryFg: SURFACES.light.darkText });
    expect(accentPalette('#1d4ed8', SURFACES.light).palette.primaryFg).toBe('#ffffff');
  });

  it('adjusts a mid-grey that neither text colour can be read on, and says so', () => {
    const result = accentPalette('#808080', SURFACES.light);
    expect(result.adjusted).toMatchObject({ from: '#808080', contrast: expect.any(Number) });
    expect(result.adjusted?.contrast).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(result.palette.primary).not.toBe('#808080');
    const warning = accentWarning('light', result.adjusted ?? { from: '', to: '', contrast: 0 });
    expect(warning).toMatch(/^\[T\.O\.D\.\] accent #808080 .*light theme.*4\.5:1.*using #[\da-f]{6}/);
  });
});
