/**
 * The script-tag entry (`tod.js`): reads its own `data-*` options, starts the widget, sets
 * `window.TOD` and replays calls queued on a stub. Including it twice mounts nothing twice.
 */
import { startFromScript } from './loader/startFromScript.ts';

startFromScript(document.currentScript instanceof HTMLScriptElement ? document.currentScript : null);
