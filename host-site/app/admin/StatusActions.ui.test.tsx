// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ITEM_STATUSES, type ItemStatus, type QuickStatus } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusActions } from './StatusActions.tsx';

afterEach(cleanup);

function buttonsFor(status: ItemStatus): string[] {
  render(<StatusActions status={status} onSet={() => undefined} pending={false} />);
  const names = screen.queryAllByRole('button').map((button) => button.textContent ?? '');
  cleanup();
  return names;
}

describe('the item’s status buttons', () => {
  it('offers Mark contacted only while the item is new', () => {
    const offering = ITEM_STATUSES.filter((status) => buttonsFor(status).includes(ADMIN_COPY.markContacted));
    expect(offering).toEqual(['new']);
  });

  it('offers Mark as spam until the item is spam, but not once a job is booked', () => {
    const offering = ITEM_STATUSES.filter((status) => buttonsFor(status).includes(ADMIN_COPY.markSpam));
    expect(offering).toEqual(['new', 'contacted', 'closed']);
  });

  it('sets the status its button names', () => {
    const set: QuickStatus[] = [];
    render(<StatusActions status="new" onSet={(status) => set.push(status)} pending={false} />);
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COPY.markContacted }));
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COPY.markSpam }));
    expect(set).toEqual(['contacted', 'spam']);
  });
});
