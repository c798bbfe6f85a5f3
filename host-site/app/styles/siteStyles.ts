import contactFormCss from '../components/contact/contactForm.css?inline';
import consentCss from '../lib/consent/consent.css?inline';
import siteCss from './site.css?inline';

/**
 * The whole stylesheet (about 4 KB compressed), inlined into every page's <head>: the first paint
 * then needs the HTML alone, with no stylesheet request in between. Same order as the cascade had
 * as separate files: the consent banner, the site, the contact form.
 */
export const SITE_STYLES = consentCss + siteCss + contactFormCss;
