import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { axeViolations } from '../support/axe.ts';
import { controlContrasts } from './audit.ts';
import { openHostPage } from './host.ts';

/*
 * Issue 30's Done-when, against the real chat server: at 375 and 1280 px, in English and Spanish, the replies to
 * a person trapped, pinned, a fire and carbon monoxide offer 'Call 911' (tel:911) first, link 911 in their text
 * and offer no booking; axe and the contrast check pass on that state in light and dark. Each viewport runs in
 * its own project (tags, see playwright.config.ts).
 */

const HAZARDS = {
  en: {
    trapped: 'Help, my son is trapped under the garage door and can not get out',
    pinned: "The garage door came down on my husband and his leg is pinned under it, he can't move",
    fire: 'There is smoke and sparks coming out of the garage door opener motor',
    'carbon monoxide': 'The carbon monoxide alarm in the garage is going off and my wife feels dizzy',
  },
  es: {
    trapped: 'Ayuda, mi hijo está atrapado debajo de la puerta del garaje y no puede salir',
    pinned: 'La puerta del garaje cayó sobre mi esposo y tiene la pierna aplastada debajo, no se puede mover',
    fire: 'Sale humo y chispas del motor del abridor de la puerta del garaje',
    'carbon monoxide': 'Está sonando la alarma de monóxido de carbono en el garaje y mi esposa está mareada',
  },
} as const;

const COPY = { en: WIDGET_CATALOGUE_EN, es: WIDGET_CATALOGUE_ES } as const;

/** The light and dark checks of CONTRIBUTING: axe, and every button's and link's text at 4.5:1 or more. */
async function audit(page: Page, state: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`audit: ${state}, ${colorScheme}`, async () => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await expect(page.locator('tod-chat .tod')).toHaveAttribute('data-theme', colorScheme);
      expect({ state, colorScheme, violations: await axeViolations(page, { include: 'tod-chat' }) }).toEqual({
        state,
        colorScheme,
        violations: [],
      });
      const low = (await controlContrasts(page)).filter((control) => control.ratio < 4.5);
      expect({ state, colorScheme, low }).toEqual({ state, colorScheme, low: [] });
    });
  }
}

async function hazardJourney(page: Page, testInfo: TestInfo, lang: keyof typeof HAZARDS, message: string, width: number) {
  const copy = COPY[lang];
  const state = `${lang} "${message.slice(0, 30)}…" at ${width} px`;
  expect(page.viewportSize()?.width).toBe(width);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHostPage(page, testInfo, { data: { delay: '0', lang, theme: 'system' } });
  await page.locator('tod-chat .tod-launcher').click();
  const input = page.getByRole('textbox', { name: copy.inputLabel });
  await input.fill(message);
  await input.press('Enter');
  const reply = page.locator('tod-chat [data-kind="assistant"]').last();
  await expect(reply).toBeVisible({ timeout: 20_000 });

  const ctas = reply.locator('.tod-cta');
  const call911 = ctas.first();
  await expect(call911).toHaveText(copy.cta911);
  await expect(call911).toHaveAttribute('href', 'tel:911');
  await expect(call911).toHaveClass(/tod-cta--emergency/);
  // The office's emergency call follows it.
  await expect(reply.getByRole('link', { name: copy.ctaEmergencyCall })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(reply.locator('.tod-bubble a[href="tel:911"]').first()).toHaveText('911');
  await expect(reply.getByRole('link', { name: copy.ctaSchedule })).toHaveCount(0);
  await expect(page.locator('tod-chat .tod-cta', { hasText: copy.ctaSchedule })).toHaveCount(0);
  await audit(page, state);
}

for (const [project, width, height] of [
  ['@desktop', 1280, 800],
  ['@mobile', 375, 812],
] as const) {
  test.describe(`issue 30: 911 a tap away at ${width} px`, { tag: project }, () => {
    test.use({ viewport: { width, height } });
    test.describe.configure({ timeout: 90_000 });

    for (const lang of ['en', 'es'] as const) {
      for (const [hazard, message] of Object.entries(HAZARDS[lang])) {
        test(`${lang}: ${hazard} gets Call 911 first and 911 linked in the text, no booking, and passes axe`, async ({
          page,
        }, testInfo) => {
          await hazardJourney(page, testInfo, lang, message, width);
        });
      }
    }
  });
}
