import { THEME_STORAGE_KEY } from '@tod/domain/facts';

/**
 * Runs inline in <head> before the first paint, so a stored light/dark choice never flashes and no
 * request blocks rendering. The chat server allows it by its sha256 in the page's CSP (never
 * 'unsafe-inline'). Blocked storage leaves the attribute off: the CSS follows prefers-color-scheme.
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="light"||t==="dark")document.documentElement.setAttribute("data-theme",t)}catch(e){}`;
