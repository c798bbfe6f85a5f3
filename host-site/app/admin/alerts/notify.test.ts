// @vitest-environment happy-dom

import { describe, expect, it } from 'vitest';
import { askForNotifications, emergencyNotice, type NotificationApi, notificationState, ringNotice, showNotice } from './notify.ts';

/** A Notification API double: records what was shown and what was asked. */
function fakeApi(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const shown: { title: string; options?: NotificationOptions; onclick: ((event: Event) => void) | null; closed: boolean }[] = [];
  let asked = 0;
  const Api = class {
    static permission = permission;
    static async requestPermission() {
      asked += 1;
      Api.permission = answer;
      return answer;
    }
    onclick: ((event: Event) => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options?: NotificationOptions,
    ) {
      shown.push(this);
    }
    close() {
      this.closed = true;
    }
  };
  return { api: Api as unknown as NotificationApi, shown, asked: () => asked };
}

describe('browser notifications', () => {
  it('are unsupported without the API, and ask nothing then', async () => {
    expect(notificationState(undefined)).toBe('unsupported');
    expect(await askForNotifications(undefined)).toBe('unsupported');
  });

  it('ask the browser only while it has not been answered', async () => {
    const fresh = fakeApi('default', 'granted');
    expect(await askForNotifications(fresh.api)).toBe('granted');
    expect(fresh.asked()).toBe(1);
    const refused = fakeApi('denied');
    expect(await askForNotifications(refused.api)).toBe('denied');
    expect(refused.asked()).toBe(0);
  });

  it('show a notice only when allowed and the inbox is not in front', () => {
    const notice = emergencyNotice(12, 'Chat lead', 'Salem');
    const allowed = fakeApi('granted');
    expect(showNotice(notice, () => undefined, allowed.api, true)).toBe(false);
    expect(showNotice(notice, () => undefined, allowed.api, false)).toBe(true);
    expect(allowed.shown[0]?.options).toMatchObject({ body: 'Chat lead, Salem', tag: 'tod-item-12' });
    const notAsked = fakeApi('default');
    expect(showNotice(notice, () => undefined, notAsked.api, false)).toBe(false);
    expect(notAsked.shown).toHaveLength(0);
  });

  it('open the item when clicked', () => {
    const allowed = fakeApi('granted');
    const opened: string[] = [];
    showNotice(ringNotice(5, 'Idaho'), (path) => opened.push(path), allowed.api, false);
    allowed.shown[0]?.onclick?.(new Event('click'));
    expect(opened).toEqual(['/admin/items/5']);
    expect(allowed.shown[0]?.closed).toBe(true);
  });

  it('a browser that refuses to construct one (Android) shows none and does not throw', () => {
    const Throwing = class {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as const;
      constructor() {
        throw new TypeError('Illegal constructor');
      }
    } as unknown as NotificationApi;
    expect(showNotice(ringNotice(5, 'Idaho'), () => undefined, Throwing, false)).toBe(false);
  });
});
