import { ADMIN_COPY } from '@tod/domain/facts';

/** Where this browser stands on notifications: unsupported, not asked yet, allowed, or refused. */
export type NotificationState = 'unsupported' | NotificationPermission;

/** The browser's Notification API as the inbox uses it (a test passes its own). */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): Pick<Notification, 'close'> & { onclick: ((event: Event) => void) | null };
}

function browserApi(): NotificationApi | undefined {
  return typeof Notification === 'undefined' ? undefined : (Notification as unknown as NotificationApi);
}

export function notificationState(api: NotificationApi | undefined = browserApi()): NotificationState {
  return api ? api.permission : 'unsupported';
}

/**
 * Asks the browser for permission: only from the button the member of staff pressed (a browser refuses a
 * request that no gesture started, and the inbox asks nothing on load). @returns the new state
 */
export async function askForNotifications(api: NotificationApi | undefined = browserApi()): Promise<NotificationState> {
  if (!api) return 'unsupported';
  if (api.permission !== 'default') return api.permission;
  try {
    return await api.requestPermission();
  } catch {
    return api.permission;
  }
}

/** An alert for a browser notification: who it is about stays out (a notification shows on a locked screen too). */
export interface AlertNotice {
  title: string;
  body: string;
  /** One notification per item: a second alert for it replaces the first. */
  tag: string;
  /** The inbox path it opens when clicked. */
  path: string;
}

/** A new emergency, or an item that became one: its kind and region, never the visitor's name or words. */
export function emergencyNotice(itemId: number, kind: string, region: string): AlertNotice {
  return { title: ADMIN_COPY.notificationEmergency, body: `${kind}, ${region}`, tag: `tod-item-${itemId}`, path: `/admin/items/${itemId}` };
}

/** A hand-off that started ringing. */
export function ringNotice(itemId: number, region: string): AlertNotice {
  return { title: ADMIN_COPY.notificationRing, body: region, tag: `tod-ring-${itemId}`, path: `/admin/items/${itemId}` };
}

/**
 * Shows the notice when notifications are allowed and the inbox is not what the member of staff is looking at
 * (a hidden or unfocused tab: the page already shows it otherwise). A click brings the tab forward on the item.
 * @returns whether a notification was shown
 */
export function showNotice(
  notice: AlertNotice,
  open: (path: string) => void,
  api: NotificationApi | undefined = browserApi(),
  looking: boolean = typeof document !== 'undefined' && document.visibilityState === 'visible' && document.hasFocus(),
): boolean {
  if (api?.permission !== 'granted' || looking) return false;
  try {
    const shown = new api(notice.title, { body: notice.body, tag: notice.tag });
    shown.onclick = () => {
      window.focus();
      open(notice.path);
      shown.close();
    };
    return true;
  } catch {
    // Android Chrome allows notifications only from a service worker: the sound and the title still alert.
    return false;
  }
}
