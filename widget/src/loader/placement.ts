import type { WidgetConfig } from './config.ts';

/** Height of the launcher plus the gap above it: where the teaser and the desktop window sit. */
const ABOVE_LAUNCHER_PX = 72;

/**
 * The partner's placement (`data-position`, `data-offset-x`, `data-offset-y`) as a stylesheet added
 * after the widget's own, so it wins over the default bottom-right corner. The mobile window stays
 * full screen.
 */
export function placementCss(config: Pick<WidgetConfig, 'position' | 'offsetX' | 'offsetY' | 'launcher'>): string {
  const side = config.position;
  const other = side === 'left' ? 'right' : 'left';
  const x = `${config.offsetX}px`;
  // Without a launcher, the window and teaser take its place at the corner.
  const above = config.launcher === 'none' ? config.offsetY : config.offsetY + ABOVE_LAUNCHER_PX;
  return [
    `.tod-launcher{${side}:${x};${other}:auto;bottom:${config.offsetY}px}`,
    `.tod-teaser,.tod-window:not(.tod-window--mobile){${side}:${x};${other}:auto;bottom:${above}px}`,
    `.tod-window:not(.tod-window--mobile){max-height:calc(100dvh - ${above + 20}px)}`,
  ].join('');
}
