/** Where the T.O.D. chat server is: the page's `<meta name="tod-server">`, else the page's own origin. */
export function todServer(document: Document): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="tod-server"]')?.content.trim();
  return content || document.location.origin;
}
