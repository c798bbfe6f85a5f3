import * as preactAnnotations from '@storybook/preact/entry-preview';
import { cleanup, render } from '@testing-library/preact';
import { CHAT_COPY, chatRegionData, telHref } from '@tod/domain/facts';
import { composeConfigs, composeStories } from 'storybook/preview-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as partnerStories from './Partners.stories.tsx';

const annotations = composeConfigs([preactAnnotations, preview] as never[]);
type Composed = (args?: Record<string, unknown>) => unknown;
const stories = composeStories(partnerStories as never, annotations as never) as unknown as Record<
  'Embed' | 'OwnPhoneAndBooking' | 'Accent' | 'LeftPosition' | 'LauncherNone',
  Composed
>;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The widget's shadow root once its UI chunk has mounted. */
async function shadow(): Promise<ShadowRoot> {
  return vi.waitFor(
    () => {
      const root = document.querySelector('tod-chat')?.shadowRoot;
      if (!root) throw new Error('not mounted yet');
      return root;
    },
    { timeout: 5000 },
  );
}

async function openedQuickLinks(root: ShadowRoot) {
  const launcher = await vi.waitFor(() => {
    const button = root.querySelector<HTMLButtonElement>(`button[aria-label="${CHAT_COPY.launcherLabel}"]`);
    if (!button) throw new Error('no launcher yet');
    return button;
  });
  launcher.click();
  return vi.waitFor(() => {
    const [call, book] = Array.from(root.querySelectorAll<HTMLAnchorElement>('.tod-quick a'));
    if (!call || !book) throw new Error('window not open yet');
    return { call, book };
  });
}

describe('Partners/Embed stories (the real widget under the docs controls)', () => {
  it('Embed mounts the widget inside the story with the Boise phone and booking link', async () => {
    const { getByTestId } = render(stories.Embed() as Parameters<typeof render>[0]);
    const root = await shadow();
    expect(getByTestId('partner-embed').contains(root.host)).toBe(true);
    const idaho = chatRegionData('idaho');
    const { call, book } = await openedQuickLinks(root);
    expect(call.getAttribute('href')).toBe(telHref(idaho.phone));
    expect(book.getAttribute('href')).toBe(idaho.bookingLink);
  });

  it('a changed control reconfigures the open widget, and leaving the story destroys it', async () => {
    const view = render(stories.Embed() as Parameters<typeof render>[0]);
    const root = await shadow();
    const { call } = await openedQuickLinks(root);
    view.rerender(stories.Embed({ region: 'salem' }) as Parameters<typeof render>[0]);
    await vi.waitFor(() => expect(call.getAttribute('href')).toBe(telHref(chatRegionData('salem').phone)));
    view.unmount();
    expect(document.querySelector('tod-chat')).toBeNull();
  });

  it('offers every data-* attribute as a control (issue 35.6)', () => {
    expect(Object.keys(partnerStories.default.argTypes).sort()).toEqual(
      [
        'accent',
        'analyticsConsent',
        'apiBase',
        'bookingUrl',
        'city',
        'context',
        'delay',
        'estimateUrl',
        'lang',
        'launcher',
        'launcherIcon',
        'launcherLabel',
        'nonce',
        'offsetX',
        'offsetY',
        'phone',
        'position',
        'region',
        'theme',
        'zIndex',
      ].sort(),
    );
  });

  it('Accent, LeftPosition and LauncherNone start the widget with those options (issue 35.6)', async () => {
    const view = render(stories.Accent() as Parameters<typeof render>[0]);
    await vi.waitFor(
      () =>
        expect(
          (document.querySelector('tod-chat')?.shadowRoot?.querySelector('.tod') as HTMLElement | null)?.style.getPropertyValue(
            '--tod-primary',
          ),
        ).not.toBe(''),
      { timeout: 5000 },
    );
    view.unmount();
    const left = render(stories.LeftPosition() as Parameters<typeof render>[0]);
    const root = await shadow();
    await vi.waitFor(() => expect(root.querySelector('.tod-launcher')).not.toBeNull(), { timeout: 5000 });
    expect(Array.from(root.adoptedStyleSheets.at(-1)?.cssRules ?? [], (rule) => rule.cssText).join('')).toContain('left: 32px');
    left.unmount();
    const none = render(stories.LauncherNone() as Parameters<typeof render>[0]);
    const own = none.getByRole('button', { name: 'Chat with us' });
    const hidden = await shadow();
    own.click();
    await vi.waitFor(() => expect(hidden.querySelector('[role=dialog]')).not.toBeNull(), { timeout: 5000 });
    expect(hidden.querySelector('.tod-launcher')).toBeNull();
  });

  it("OwnPhoneAndBooking uses the partner's own phone, booking page and the dark theme", async () => {
    render(stories.OwnPhoneAndBooking() as Parameters<typeof render>[0]);
    const root = await shadow();
    const { call, book } = await openedQuickLinks(root);
    expect(call.getAttribute('href')).toBe(telHref('(503) 555-0100'));
    expect(book.getAttribute('href')).toBe('https://partner.example/book');
    expect(root.querySelector('.tod')?.getAttribute('data-theme')).toBe('dark');
  });
});
