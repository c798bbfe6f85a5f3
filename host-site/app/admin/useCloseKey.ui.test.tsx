// @vitest-environment happy-dom

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isShortcutKey, isTypingIn, useCloseKey } from './useCloseKey.ts';

afterEach(cleanup);

function CloseKeyPage({ onClose }: { onClose: () => void }) {
  useCloseKey(onClose);
  return (
    <main>
      <input aria-label="Note" />
      <textarea aria-label="Reply" />
      <div data-testid="editable" contentEditable suppressContentEditableWarning>
        <span data-testid="inside-editable">text</span>
      </div>
      <div data-testid="not-editable" contentEditable={false} suppressContentEditableWarning />
      <section data-no-shortcuts="">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the live thread scrolls by keyboard, as in LiveChat. */}
        <ol data-testid="thread" tabIndex={0}>
          <li>line</li>
        </ol>
      </section>
      <button type="button" data-testid="elsewhere">
        Elsewhere
      </button>
    </main>
  );
}

const press = (target: Element, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'e', bubbles: true, ...init }));

describe('the e key', () => {
  it('closes from anywhere but a field, an editable element or the live conversation', () => {
    const onClose = vi.fn();
    const page = render(<CloseKeyPage onClose={onClose} />);
    for (const target of [
      page.getByLabelText('Note'),
      page.getByLabelText('Reply'),
      page.getByTestId('editable'),
      page.getByTestId('inside-editable'),
      page.getByTestId('thread'),
    ]) {
      press(target);
    }
    expect(onClose).not.toHaveBeenCalled();
    press(page.getByTestId('elsewhere'));
    press(page.getByTestId('not-editable'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not close with a modifier, while held down, or mid-composition', () => {
    const onClose = vi.fn();
    const page = render(<CloseKeyPage onClose={onClose} />);
    const elsewhere = page.getByTestId('elsewhere');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { repeat: true }, { isComposing: true }])
      press(elsewhere, init);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('isTypingIn and isShortcutKey', () => {
  it('answers for targets that are not elements too', () => {
    expect(isTypingIn(null)).toBe(false);
    expect(isTypingIn(window)).toBe(false);
    expect(isShortcutKey(new KeyboardEvent('keydown', { key: 'e' }))).toBe(true);
  });
});
