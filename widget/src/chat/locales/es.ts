/** The Spanish catalogue as a chunk of its own, like every locale: a visitor downloads only their language (issue 18.11). */
export { WIDGET_CATALOGUE_ES as catalogue } from '@tod/domain/facts';
