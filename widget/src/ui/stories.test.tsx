import * as preactAnnotations from '@storybook/preact/entry-preview';
import { cleanup, render } from '@testing-library/preact';
import { WIDGET_COPY } from '@tod/domain/facts';
import { composeConfigs, composeStories } from 'storybook/preview-api';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as windowStories from './components/ChatWindow.stories.tsx';
import * as launcherStories from './components/Launcher.stories.tsx';
import * as refusedStories from './components/RefusedWindow.stories.tsx';
import * as teaserStories from './components/Teaser.stories.tsx';

// The portable-stories setup of @storybook/preact-vite: the renderer's annotations, then our preview.
const annotations = composeConfigs([preactAnnotations, preview] as never[]);

type Composed = (args?: Record<string, unknown>) => unknown;
type StoryNames<T> = Exclude<keyof T, 'default' | '__namedExportsOrder'>;
function compose<T extends Record<string, unknown>>(module: T): Record<StoryNames<T>, Composed> {
  return composeStories(module as never, annotations as never) as unknown as Record<StoryNames<T>, Composed>;
}

const launcher = compose(launcherStories);
const teaser = compose(teaserStories);
const refused = compose(refusedStories);
const chat = compose(windowStories);
function show(story: Composed) {
  return render(story() as Parameters<typeof render>[0]);
}

afterEach(cleanup);

describe('launcher stories', () => {
  it('Hidden shows no launcher', () => {
    const { container } = show(launcher.Hidden);
    expect(container.querySelector('.tod-launcher')).toBeNull();
  });

  it('Visible shows the named launcher with the green dot only', () => {
    const { getByRole, container } = show(launcher.Visible);
    expect(getByRole('button', { name: 'Chat with T.O.D.' })).toBeTruthy();
    expect(container.querySelector('.tod-dot--online')).not.toBeNull();
    expect(container.querySelector('.tod-dot--notify')).toBeNull();
  });

  it('WithNotificationDot adds the red dot', () => {
    const { container } = show(launcher.WithNotificationDot);
    expect(container.querySelector('.tod-dot--notify')).not.toBeNull();
  });

  it('Unread puts the number of unread replies on the red dot and in the name (issue 35.8)', () => {
    const { getByRole, container } = show(launcher.Unread);
    expect(getByRole('button', { name: 'Chat with T.O.D. (2 unread)' })).toBeTruthy();
    expect(container.querySelector('.tod-dot--notify')?.textContent).toBe('2');
  });

  it('Open names the launcher as the close button', () => {
    const { getByRole } = show(launcher.Open);
    expect(getByRole('button', { name: 'Close chat' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('partner-facing states (issue 35.6)', () => {
  it('MessageTooLong marks the box invalid, says the limit and keeps Send waiting', () => {
    const { getByRole } = show(chat.MessageTooLong);
    expect(getByRole('textbox', { name: 'Message T.O.D.' }).getAttribute('aria-invalid')).toBe('true');
    expect(getByRole('alert').textContent).toBe(WIDGET_COPY.tooLong);
    expect((getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the refused-origin stories show the window and the call link with the phone', () => {
    expect(show(refused.Window).container.textContent).toContain(WIDGET_COPY.refusedTitle);
    cleanup();
    expect(show(refused.CallButton).getByRole('link').getAttribute('href')).toBe('tel:+12085550163');
  });
});

describe('teaser story', () => {
  it('shows the SPEC texts and a dismiss button', () => {
    const { container, getByRole } = show(teaser.Default);
    for (const text of [
      'Need garage door help?',
      'T.O.D. is online',
      'I can help with repairs, pricing or scheduling.',
      'Usually responds in less than 30s',
    ]) {
      expect(container.textContent).toContain(text);
    }
    expect(getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });
});

describe('chat window stories', () => {
  const labels = (container: Element) => Array.from(container.querySelectorAll('.tod-cta')).map((element) => element.textContent);

  it('Empty shows the dialog, the empty state, the AI notice, the input and the quick actions', () => {
    const { container, getByRole } = show(chat.Empty);
    expect(getByRole('dialog', { name: 'T.O.D. (Technician On Demand)' })).toBeTruthy();
    for (const text of [
      'Start a conversation',
      'Ask about repairs, pricing, or schedule service',
      "Please note: I'm an AI assistant — I may make mistakes.",
    ]) {
      expect(container.textContent).toContain(text);
    }
    expect(getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('https://www.doorlogic.example/legal/ai-disclosure');
    expect(getByRole('textbox', { name: 'Message T.O.D.' }).getAttribute('placeholder')).toBe(
      'Ask about garage door repairs, pricing, or schedule service...',
    );
    expect((getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
    expect(['Call Now', 'Book Service', 'Online Estimator'].map((name) => getByRole('link', { name }).getAttribute('href'))).toEqual([
      'tel:+15035550142',
      'https://book.doorlogic.example/portland',
      'https://www.doorlogic.example/get-estimate',
    ]);
  });

  it('CtaGuidance shows the three buttons with Schedule Service highlighted', () => {
    const { container } = show(chat.CtaGuidance);
    expect(labels(container)).toEqual(['Call Now', 'Schedule Service', 'Talk to Human']);
    expect(container.querySelector('.tod-cta--primary')?.textContent).toBe('Schedule Service');
    expect(container.textContent).not.toContain('Start a conversation');
  });

  it('SingleCtaTypes shows one button per ctaType', () => {
    const { container } = show(chat.SingleCtaTypes);
    expect(labels(container)).toEqual(['Schedule Service', 'Get Estimate', 'Call Now']);
  });

  it('EmergencyPrimary highlights Call Now - Emergency', () => {
    const { container } = show(chat.EmergencyPrimary);
    expect(container.querySelector('.tod-cta--emergency')?.textContent).toBe('Call Now - Emergency');
  });

  it.each([
    ['Emergency911', 'Call 911'],
    ['Emergency911Dark', 'Call 911'],
    ['Emergency911Spanish', 'Llamar al 911'],
  ] as const)('%s offers %s first, red and tel:911, then the office, 911 in the text as a link, and no booking', (story, label) => {
    const { container } = show(chat[story]);
    const ctas = [...container.querySelectorAll('.tod-cta')];
    expect(ctas.map((cta) => cta.textContent)[0]).toBe(label);
    expect(ctas[0]?.getAttribute('href')).toBe('tel:911');
    expect(container.querySelectorAll('.tod-cta--emergency')).toHaveLength(1);
    expect(container.querySelector('.tod-bubble a[href="tel:911"]')?.textContent).toBe('911');
    expect(ctas.some((cta) => cta.getAttribute('href')?.startsWith('https://book'))).toBe(false);
  });

  it('FaqMatch keeps the matched question and its score from the visitor (logs and inbox only, issue 23.3)', () => {
    const text = show(chat.FaqMatch).container.textContent ?? '';
    expect(text).not.toContain('Matched');
    expect(text).not.toContain('92%');
  });

  it('Suggestions shows up to three chips', () => {
    const chips = Array.from(show(chat.Suggestions).container.querySelectorAll('.tod-chip')).map((chip) => chip.textContent);
    expect(chips).toEqual(['Is it safe to open the door?', 'Can you come today?', 'Do you fix openers?']);
  });

  it('Typing shows the typing indicator, keeps the input editable and blocks only the send (issue 23.1)', () => {
    const { container, getByRole } = show(chat.Typing);
    expect(container.textContent).toContain('T.O.D. is typing...');
    expect((getByRole('textbox', { name: 'Message T.O.D.' }) as HTMLTextAreaElement).disabled).toBe(false);
    expect((getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Streaming shows the text streamed so far', () => {
    expect(show(chat.Streaming).container.querySelector('[data-testid=streaming]')?.textContent).toBe(
      'A replacement torsion spring usually',
    );
  });

  it('ErrorBanner shows the service text as an alert', () => {
    expect(show(chat.ErrorBanner).getByRole('alert').textContent).toBe(
      "You're sending messages faster than I can answer. Please wait a moment and try again.",
    );
  });

  it('SendFailure shows the SPEC failure text with a Call Now button', () => {
    const { container } = show(chat.SendFailure);
    expect(container.textContent).toContain(
      "I'm having trouble connecting right now. Please try calling us directly at (503) 555-0142 or submit a contact form.",
    );
    expect(labels(container)).toEqual(['Call Now']);
  });

  it.each([
    ['EscalationSuccess', "I've forwarded our conversation to our team. Someone will reach out to you soon at (503) 555-0100."],
    ['EscalationFailure', 'I apologize, but there was an issue connecting you to our team.'],
    ['EscalationException', "I'm having trouble connecting you to our team right now."],
  ] as const)('%s shows its SPEC message', (name, text) => {
    expect(show(chat[name]).container.querySelector('[data-kind=escalation]')?.textContent).toContain(text);
  });

  it('MobileFullScreen renders the modal window with its backdrop', () => {
    const { container, getByRole } = show(chat.MobileFullScreen);
    expect(container.querySelector('.tod-backdrop')).not.toBeNull();
    expect(getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(getByRole('dialog').className).toContain('tod-window--mobile');
  });

  it('DarkTheme renders under the dark theme', () => {
    expect(show(chat.DarkTheme).container.querySelector('.tod')?.getAttribute('data-theme')).toBe('dark');
  });

  it('LongMessagesAndLinks makes the URL and the phone clickable and keeps the rest as text', () => {
    const { getByRole, container } = show(chat.LongMessagesAndLinks);
    expect(getByRole('link', { name: 'https://book.doorlogic.example/portland' }).getAttribute('target')).toBe('_blank');
    const long = container.querySelectorAll('[data-kind=assistant]')[0];
    expect(long?.querySelector('a[href="tel:+15035550142"]')?.textContent).toBe('(503) 555-0142');
    expect(long?.textContent).toContain('Supercalifragilisticexpialidociouslylongwordwithoutanyspaces');
  });

  it('Spanish shows the Spanish catalogue', () => {
    const { getByRole } = show(chat.Spanish);
    expect(getByRole('textbox', { name: 'Mensaje para T.O.D.' })).toBeTruthy();
    expect(getByRole('link', { name: 'Llamar ahora - Emergencia' })).toBeTruthy();
  });

  it('every state of issue 3 point 10 has a story', () => {
    expect(Object.keys(chat).sort()).toEqual(
      [
        'CtaGuidance',
        'CtaVariants',
        'CtaVariantsDark',
        'DarkTheme',
        'Emergency911',
        'Emergency911Dark',
        'Emergency911Spanish',
        'EmergencyPrimary',
        'Empty',
        'ErrorBanner',
        'EscalationException',
        'EscalationFailure',
        'EscalationInProgress',
        'EscalationSuccess',
        'FaqMatch',
        'LeadCaptured',
        'LongMessagesAndLinks',
        'MessageTooLong',
        'MobileFullScreen',
        'SendFailure',
        'SingleCtaTypes',
        'Spanish',
        'Streaming',
        'Suggestions',
        'TypeAndSend',
        'Typing',
      ].sort(),
    );
    expect(Object.keys(launcher).sort()).toEqual(['Hidden', 'Labelled', 'Open', 'Unread', 'Visible', 'WithNotificationDot']);
  });
});
