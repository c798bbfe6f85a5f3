import type { Decorator } from '@storybook/preact-vite';
import { WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { CopyContext } from '../copy.ts';

/** Gives a story's components their catalogue: English, or Spanish with `parameters: { locale: 'es' }`. */
export const withCopy: Decorator = (Story, context) => (
  <CopyContext.Provider value={context.parameters.locale === 'es' ? WIDGET_CATALOGUE_ES : WIDGET_CATALOGUE_EN}>
    <Story />
  </CopyContext.Provider>
);
