/** SPEC §2: any path starting with /admin renders bare, without header, footer, chat or analytics. */
export function isBarePath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
