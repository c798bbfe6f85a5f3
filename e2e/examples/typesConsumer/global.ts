// A page with the script tag: the typed global, used without a guard (issue 35 point 4).
import type {} from '@tod/widget/global';

declare function use(...values: unknown[]): void;

window.TOD?.open();
window.TOD?.open({ message: 'Is this door in stock?' });
window.TOD?.configure({ region: 'idaho', theme: 'dark', lang: 'es' });

const stop = window.TOD?.on('unread', ({ unread, event }) => {
  const count: number = unread;
  const name: 'unread' = event;
  use(count, name);
});
stop?.();
