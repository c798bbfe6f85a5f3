import * as preactAnnotations from '@storybook/preact/entry-preview';
import { cleanup, render } from '@testing-library/preact';
import { LIVE_COPY_EN } from '@tod/domain/facts';
import { composeConfigs, composeStories } from 'storybook/preview-api';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as stories from './LiveHandoff.stories.tsx';

const annotations = composeConfigs([preactAnnotations, preview] as never[]);
const live = composeStories(stories as never, annotations as never) as unknown as Record<
  'WaitingForAPerson' | 'PersonJoined' | 'PersonTyping' | 'PersonLeft' | 'NobodyJoined' | 'EndChatOffered' | 'ChatEndedByVisitor',
  () => unknown
>;
const show = (story: () => unknown) => render(story() as Parameters<typeof render>[0]);

afterEach(cleanup);

describe('live hand-off stories', () => {
  it('WaitingForAPerson shows who can join and the waiting status', () => {
    const { container } = show(live.WaitingForAPerson);
    expect(container.querySelector('[data-kind=system]')?.textContent).toContain('Salem office');
    expect(container.querySelector('.tod-typing')?.textContent).toContain('Waiting');
  });

  it('PersonJoined labels each staff message with the first name and makes only its links clickable', () => {
    const { container } = show(live.PersonJoined);
    const staff = [...container.querySelectorAll('[data-kind=staff]')];
    expect(staff).toHaveLength(2);
    for (const message of staff) expect(message.querySelector('.tod-name')?.textContent).toBe('Maria: ');
    const hrefs = [...(staff[1]?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['https://www.doorlogic.example/safety', 'tel:+15035550142']);
    expect(container.querySelector('.tod-typing')).toBeNull();
  });

  it('PersonTyping shows the name in the typing line', () => {
    const { container } = show(live.PersonTyping);
    expect(container.querySelector('.tod-typing')?.textContent).toBe('Maria is typing...');
  });

  it('PersonLeft ends with the hand-back line and T.O.D.’s next answer', () => {
    const { container } = show(live.PersonLeft);
    const kinds = [...container.querySelectorAll('[data-testid=message]')].map((item) => item.getAttribute('data-kind'));
    expect(kinds.slice(-3)).toEqual(['system', 'user', 'assistant']);
  });

  it('NobodyJoined ends with the SPEC confirmation', () => {
    const { container } = show(live.NobodyJoined);
    expect(container.querySelector('[data-kind=escalation]')?.textContent).toContain('(503) 555-0148');
  });

  it('EndChatOffered shows the End chat control under the conversation', () => {
    const { container } = show(live.EndChatOffered);
    expect(container.querySelector('.tod-typing button')?.textContent).toBe(LIVE_COPY_EN.endChat);
  });

  it('ChatEndedByVisitor ends with the line that the chat ended, and no End chat control', () => {
    const { container } = show(live.ChatEndedByVisitor);
    expect([...container.querySelectorAll('[data-kind=system]')].at(-1)?.textContent).toContain(LIVE_COPY_EN.ended);
    expect(container.querySelector('.tod-typing')).toBeNull();
  });
});
