// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LIVE_ADMIN_COPY, REGIONS, SAVED_REPLY_LABELS, savedReplyText } from '@tod/domain/facts';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveReply } from './LiveReply.tsx';

afterEach(cleanup);

/** The reply box as the live chat holds it: the text in state, and what was sent recorded. */
function renderReply({ pending = false } = {}) {
  const sent: string[] = [];
  function Holder() {
    const [text, setText] = useState('');
    return <LiveReply text={text} onType={setText} onSend={(message) => sent.push(message)} pending={pending} region="salem" />;
  }
  render(<Holder />);
  const box = screen.getByRole('textbox', { name: LIVE_ADMIN_COPY.reply });
  const button = screen.getByRole('button', { name: LIVE_ADMIN_COPY.send });
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  return { sent, box, button, type };
}

describe('the live reply box', () => {
  it('has a Send button that submits the reply and stays in the tab order, even while the box is empty', () => {
    const { button, box } = renderReply();
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.closest('form')).toBe(box.closest('form'));
    expect(button).toHaveProperty('disabled', false);
    expect(button.tabIndex).toBe(0);
  });

  it('sends the trimmed text with the Send button', () => {
    const { sent, button, type } = renderReply();
    type('  On my way  ');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button);
    expect(sent).toEqual(['On my way']);
  });

  it('sends with Enter, and not with Shift+Enter', () => {
    const { sent, box, type } = renderReply();
    type('A new line');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual(['A new line']);
  });

  it('sends nothing for an empty or blank message, from the button or Enter, and marks the button so', () => {
    const { sent, box, button, type } = renderReply();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    type('   ');
    fireEvent.click(button);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([]);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('sends nothing while the last message is still on its way', () => {
    const { sent, box, button, type } = renderReply({ pending: true });
    type('Twice');
    fireEvent.click(button);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([]);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('puts a saved reply into the box with the focus there, after what was typed, without sending it', () => {
    const { sent, box, type } = renderReply();
    fireEvent.click(screen.getByRole('button', { name: SAVED_REPLY_LABELS.replies.technicianWillCall }));
    expect((box as HTMLTextAreaElement).value).toBe(savedReplyText('technicianWillCall', 'en', 'salem'));
    expect((box as HTMLTextAreaElement).value).toContain(REGIONS.salem.phone);
    expect(document.activeElement).toBe(box);
    expect(sent).toEqual([]);
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: SAVED_REPLY_LABELS.replies.booking }));
    expect((box as HTMLTextAreaElement).value).toBe(`Hello\n${savedReplyText('booking', 'en', 'salem')}`);
  });

  it('replaces a saved reply still untouched in the box, so pressing several never stacks them', () => {
    const { box } = renderReply();
    fireEvent.click(screen.getByRole('button', { name: SAVED_REPLY_LABELS.replies.booking }));
    fireEvent.click(screen.getByRole('button', { name: SAVED_REPLY_LABELS.replies.serviceFee }));
    expect((box as HTMLTextAreaElement).value).toBe(savedReplyText('serviceFee', 'en', 'salem'));
    fireEvent.change(screen.getByLabelText(SAVED_REPLY_LABELS.language), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: SAVED_REPLY_LABELS.replies.serviceFee }));
    expect((box as HTMLTextAreaElement).value).toBe(savedReplyText('serviceFee', 'es', 'salem'));
  });

  it('writes the saved reply in the language chosen', () => {
    const { box } = renderReply();
    fireEvent.change(screen.getByLabelText(SAVED_REPLY_LABELS.language), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: SAVED_REPLY_LABELS.replies.serviceFee }));
    expect((box as HTMLTextAreaElement).value).toBe(savedReplyText('serviceFee', 'es', 'salem'));
  });
});
