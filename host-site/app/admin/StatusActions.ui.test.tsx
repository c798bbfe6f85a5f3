// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ITEM_STATUSES, type ItemStatus } from '@tod/domain/contracts';
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

  it('offers the next steps after a call: booked, closed, or spam', () => {
    expect(buttonsFor('contacted')).toEqual([ADMIN_COPY.markBooked, ADMIN_COPY.close, ADMIN_COPY.markSpam]);
  });

  it('offers Close for a booked job, Reopen for a closed item, and nothing for spam', () => {
    expect(buttonsFor('booked')).toEqual([ADMIN_COPY.close]);
    expect(buttonsFor('closed')).toContain(ADMIN_COPY.reopen);
    expect(buttonsFor('spam')).toEqual([]);
  });

  it('sets the status its button names', () => {
    const set: ItemStatus[] = [];
    const press = (status: ItemStatus, name: string) => {
      render(<StatusActions status={status} onSet={(next) => set.push(next)} pending={false} />);
      fireEvent.click(screen.getByRole('button', { name }));
      cleanup();
    };
    press('new', ADMIN_COPY.markContacted);
    press('new', ADMIN_COPY.markSpam);
    press('contacted', ADMIN_COPY.markBooked);
    press('contacted', ADMIN_COPY.close);
    press('closed', ADMIN_COPY.reopen);
    expect(set).toEqual(['contacted', 'spam', 'booked', 'closed', 'new']);
  });

  it('makes the main next step the primary button, never spam', () => {
    render(<StatusActions status="contacted" onSet={() => undefined} pending={false} />);
    expect(screen.getByRole('button', { name: ADMIN_COPY.markBooked }).className).toContain('admin-button-primary');
    expect(screen.getByRole('button', { name: ADMIN_COPY.markSpam }).className).not.toContain('admin-button-primary');
  });

  it('disables every button while a change is on its way', () => {
    render(<StatusActions status="contacted" onSet={() => undefined} pending />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
  });
});
