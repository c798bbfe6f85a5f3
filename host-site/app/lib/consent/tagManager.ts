export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag manager container id: a `<meta name="gtm-id">` the deployment adds to the HTML wins over
 * the build-time VITE_GTM_ID; without either (or with a malformed one) no tag manager loads.
 */
export function tagManagerId(document: Pick<Document, 'querySelector'>, buildTimeId: string | undefined): string | null {
  const fromMeta = document.querySelector('meta[name="gtm-id"]')?.getAttribute('content')?.trim();
  const id = fromMeta || buildTimeId?.trim() || '';
  return GTM_ID_PATTERN.test(id) ? id : null;
}

/** Adds the tag manager's external script once (no inline code, so a strict CSP holds). */
export function loadTagManager(target: Window & { dataLayer?: unknown[] }, id: string): boolean {
  const document = target.document;
  if (document.querySelector('script[data-tag-manager]')) return false;
  target.dataLayer ??= [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = id;
  document.head.append(script);
  return true;
}
