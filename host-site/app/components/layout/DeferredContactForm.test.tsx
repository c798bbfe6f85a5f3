// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormProps } from '../contact/ContactForm.tsx';
import { DeferredContactForm } from './DeferredContactForm.tsx';

function FakeForm({ sourcePage }: ContactFormProps) {
  return <form aria-label={`form from ${sourcePage}`} />;
}

function renderDeferred(load: () => Promise<{ ContactForm: typeof FakeForm }>) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <DeferredContactForm sourcePage="footer" load={load} /> }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('DeferredContactForm', () => {
  afterEach(cleanup);

  it('renders nothing at first, then the form with its props once loaded', async () => {
    let resolve: (module: { ContactForm: typeof FakeForm }) => void = () => {};
    const load = vi.fn(() => new Promise<{ ContactForm: typeof FakeForm }>((done) => (resolve = done)));
    renderDeferred(load);
    expect(screen.queryByRole('form')).toBeNull();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => resolve({ ContactForm: FakeForm }));
    expect(screen.getByRole('form', { name: 'form from footer' })).toBeTruthy();
  });

  it('points to the contact page when the form cannot load', async () => {
    renderDeferred(() => Promise.reject(new Error('chunk failed')));
    expect(await screen.findByText(/The message form could not load/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact page' }).getAttribute('href')).toBe('/contact');
  });
});
