// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTACT_MESSAGES, LOCAL_STORAGE_KEYS, localIsoDate } from '@tod/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DetectorFactory, RegionProvider } from '../../lib/region/RegionProvider.tsx';
import { createRegionDetector } from '../../lib/region/regionDetector.ts';
import { wrapStorage } from '../../lib/region/safeStorage.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';

const noGeolocation: DetectorFactory = (onChange) =>
  createRegionDetector({
    session: wrapStorage(() => sessionStorage),
    local: wrapStorage(() => localStorage),
    readMeta: () => ({ city: 'Salem', region: 'Oregon', serviceRegion: 'salem' }),
    geolocation: undefined,
    queryPermission: async () => undefined,
    lookupPlace: async () => null,
    onChange,
  });

function Confirmation() {
  const location = useLocation();
  return (
    <>
      <p data-testid="confirmation">{location.search}</p>
      <p data-testid="confirmation-state">{JSON.stringify(location.state)}</p>
    </>
  );
}

function renderForm(props: Partial<ContactFormProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/contact']}>
      <RegionProvider createDetector={noGeolocation}>
        <Routes>
          <Route path="/contact" element={<ContactForm sourcePage="contact-page" {...props} />} />
          <Route path="/confirmation" element={<Confirmation />} />
        </Routes>
      </RegionProvider>
    </MemoryRouter>,
  );
}

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function fillValid() {
  fireEvent.change(input('Full name'), { target: { value: 'Jane Doe' } });
  fireEvent.change(input('Email'), { target: { value: 'jane@example.com' } });
  fireEvent.change(input('Phone'), { target: { value: '(503) 555-0100' } });
  fireEvent.change(input('Street address'), { target: { value: '12 Elm St' } });
  fireEvent.change(input('City'), { target: { value: 'Salem' } });
  fireEvent.change(input('State'), { target: { value: 'OR' } });
  fireEvent.change(input('ZIP code'), { target: { value: '97301' } });
  fireEvent.change(input('I am a'), { target: { value: 'homeowner' } });
  fireEvent.change(input('Service needed'), { target: { value: 'springRepair' } });
  fireEvent.change(input('Message'), { target: { value: 'My spring snapped this morning.' } });
  answerVerification(0);
}

const QUESTION = /what is (\d+) \+ (\d+)\?/;

/** The verification field and the sum it asks, read from its label as a visitor reads it. */
function verification() {
  const field = input(QUESTION);
  const label = document.querySelector(`label[for="${field.id}"]`)?.textContent ?? field.getAttribute('aria-label') ?? '';
  const [, a, b] = QUESTION.exec(label) ?? [];
  return { field, label, sum: Number(a) + Number(b) };
}

/** Answers the verification question, `offBy` away from the right sum. */
function answerVerification(offBy: number) {
  const { field, sum } = verification();
  fireEvent.change(field, { target: { value: String(sum + offBy) } });
}

/** As a visitor does: focus the form (which loads its zod validation, see ContactForm's resolver), then send. */
async function submit() {
  const button = screen.getByRole('button', { name: 'Send Message' });
  fireEvent.focusIn(button);
  await act(() => import('./contactFormResolver.ts'));
  await act(async () => void fireEvent.click(button));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
});

describe('ContactForm', () => {
  it('starts with the SPEC defaults and shows no errors before a submit attempt', async () => {
    renderForm();
    await waitFor(() => expect(input('Preferred date').value).toBe(localIsoDate(new Date())));
    expect(input('Reason for contacting us').value).toBe('Service/Estimate');
    expect(input('Preferred time').value).toBe('asap');
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(input('Preferred date').min).toBe(localIsoDate(new Date()));
    fireEvent.change(input('Full name'), { target: { value: 'J' } });
    fireEvent.blur(input('Full name'));
    expect(screen.queryByText(CONTACT_MESSAGES.name)).toBeNull();
  });

  it('shows every SPEC message after an empty submit and marks the fields invalid', async () => {
    renderForm();
    fireEvent.change(input('Reason for contacting us'), { target: { value: '' } });
    await submit();
    for (const message of [
      CONTACT_MESSAGES.name,
      CONTACT_MESSAGES.email,
      CONTACT_MESSAGES.phone,
      CONTACT_MESSAGES.streetAddress,
      CONTACT_MESSAGES.city,
      CONTACT_MESSAGES.state,
      CONTACT_MESSAGES.zipCode,
      CONTACT_MESSAGES.userType,
      CONTACT_MESSAGES.serviceType,
      CONTACT_MESSAGES.message,
      CONTACT_MESSAGES.verificationAnswer,
      CONTACT_MESSAGES.requestType,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    const name = input('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(CONTACT_MESSAGES.name);
  });

  it('refuses a wrong sum with the SPEC message and a new question, sending nothing', async () => {
    const fetcher = vi.fn();
    renderForm({ fetcher });
    await waitFor(() => screen.getByLabelText(QUESTION));
    fillValid();
    answerVerification(1);
    await submit();
    expect(screen.getByText('Incorrect verification answer. Please try again.')).toBeTruthy();
    // A new question, with the wrong answer cleared.
    expect(verification().field.value).toBe('');
    expect(verification().sum).toBeGreaterThanOrEqual(2);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('offers a new question on refresh', async () => {
    renderForm();
    await waitFor(() => screen.getByLabelText(QUESTION));
    const before = verification().label;
    // Refresh until the draw differs (two equal draws in a row are possible, 20 in a row are not).
    for (let tries = 0; tries < 20 && verification().label === before; tries += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'New verification question' }));
    }
    expect(verification().label).not.toBe(before);
    expect(verification().label).toMatch(QUESTION);
  });

  it('disables and dims the preferred date and time for an emergency', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(input('Preferred date').disabled).toBe(true);
    expect(input('Preferred time').disabled).toBe(true);
    expect(input('Preferred date').closest('.contact-form__schedule')?.classList.contains('is-dimmed')).toBe(true);
    fireEvent.click(screen.getByLabelText('No'));
    expect(input('Preferred date').disabled).toBe(false);
  });

  it('refuses a preferred date before today on a request that is not an emergency, on the date field', async () => {
    const fetcher = vi.fn();
    renderForm({ fetcher });
    await waitFor(() => screen.getByLabelText(QUESTION));
    fillValid();
    fireEvent.change(input('Preferred date'), { target: { value: '2000-01-01' } });
    await submit();
    expect(screen.getByText(CONTACT_MESSAGES.preferredDate)).toBeTruthy();
    expect(input('Preferred date').getAttribute('aria-invalid')).toBe('true');
    expect(fetcher).not.toHaveBeenCalled();
  });

  describe('issue 30: an emergency request always sends', () => {
    const accepting = () =>
      vi.fn(async (_url: string, init?: RequestInit) =>
        Response.json({ ok: true, submissionId: JSON.parse(String(init?.body)).submissionId }, { status: 201 }),
      );
    const sentBody = (fetcher: ReturnType<typeof accepting>) => JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body));

    afterEach(() => {
      vi.useRealTimers();
    });

    it("sends an emergency whose date field held yesterday's date, picked before choosing Yes, with no date", async () => {
      const fetcher = accepting();
      renderForm({ fetcher: fetcher as unknown as typeof fetch });
      await waitFor(() => screen.getByLabelText(QUESTION));
      fillValid();
      const yesterday = localIsoDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
      fireEvent.change(input('Preferred date'), { target: { value: yesterday } });
      fireEvent.click(screen.getByLabelText('Yes'));
      await submit();
      expect(screen.queryByText(CONTACT_MESSAGES.preferredDate)).toBeNull();
      expect(sentBody(fetcher)).toMatchObject({ isEmergency: 'Yes', preferredDate: '', preferredTime: 'asap' });
      expect(screen.getByTestId('confirmation').textContent).toContain('submissionId=');
    });

    it('sends a form opened before midnight and sent after it, with the new day as its untouched date', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 28, 23, 58));
      const fetcher = accepting();
      renderForm({ fetcher: fetcher as unknown as typeof fetch });
      await waitFor(() => expect(input('Preferred date').value).toBe('2026-11-28'));
      fillValid();
      vi.setSystemTime(new Date(2026, 10, 29, 0, 2));
      await submit();
      expect(screen.queryByText(CONTACT_MESSAGES.preferredDate)).toBeNull();
      expect(sentBody(fetcher)).toMatchObject({ isEmergency: 'No', preferredDate: '2026-11-29' });
    });

    it("moves the date's minimum to the new day when the visitor comes back to the form after midnight", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 28, 23, 58));
      renderForm();
      await waitFor(() => expect(input('Preferred date').min).toBe('2026-11-28'));
      vi.setSystemTime(new Date(2026, 10, 29, 0, 2));
      act(() => void fireEvent.focusIn(input('Full name')));
      expect(input('Preferred date').min).toBe('2026-11-29');
    });

    it("says to call 911 and the office, each a tel: link, under an emergency's dimmed date", async () => {
      renderForm();
      fireEvent.click(screen.getByLabelText('Yes'));
      expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
      expect(screen.getByRole('link', { name: /555-01/ }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
    });
  });

  it("shows the server's message in the error banner, focuses it and returns to idle", async () => {
    let answer: (response: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm({ fetcher });
    await waitFor(() => screen.getByLabelText(QUESTION));
    fillValid();
    await submit();
    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    await act(async () =>
      answer(Response.json({ message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' }, { status: 429 })),
    );
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('There was a problem sending your message');
    expect(banner.textContent).toContain('Too many requests. Please wait a moment and try again.');
    expect(document.activeElement).toBe(banner);
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows server field errors beside the right field', async () => {
    const fetcher = vi.fn(async () =>
      Response.json(
        {
          message: 'Please check the highlighted fields.',
          code: 'validation_failed',
          fieldErrors: { postalCode: 'ZIP code must be 5 digits' },
        },
        { status: 400 },
      ),
    );
    renderForm({ fetcher });
    await waitFor(() => screen.getByLabelText(QUESTION));
    fillValid();
    await submit();
    expect(input('ZIP code').getAttribute('aria-invalid')).toBe('true');
  });

  it('posts the submission with the region and goes to /confirmation with the reference in the address, the rest in the history state', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'granted');
    const fetcher = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json({ ok: true, submissionId: JSON.parse(String(init?.body)).submissionId }, { status: 201 }),
    );
    renderForm({ fetcher: fetcher as unknown as typeof fetch });
    await waitFor(() => screen.getByLabelText(QUESTION));
    fillValid();
    await submit();
    const body = JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({
      name: 'Jane Doe',
      fullName: 'Jane Doe',
      postalCode: '97301',
      region: 'salem',
      sourcePage: 'contact-page',
      pathname: '/contact',
      isEmergency: 'No',
    });
    // Personal data stays out of the address, where logs, history and analytics would keep it (decision 0252).
    const search = new URLSearchParams(screen.getByTestId('confirmation').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ submissionId: body.submissionId });
    expect(JSON.parse(screen.getByTestId('confirmation-state').textContent ?? 'null')).toEqual({
      receivedRequest: {
        submissionId: body.submissionId,
        region: 'salem',
        name: 'Jane Doe',
        requestType: 'Service/Estimate',
        city: 'Salem',
        state: 'OR',
        isEmergency: 'No',
      },
    });
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'form_submit_success', form_type: 'contactForm', value: 25, region: 'salem' }),
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('Jane');
  });

  it('shows the success panel in place and starts over on "Send Another Message"', async () => {
    const fetcher = vi.fn(async () => Response.json({ ok: true, submissionId: 'x' }, { status: 201 }));
    renderForm({ fetcher, onSuccess: 'panel' });
    await waitFor(() => screen.getByLabelText(QUESTION));
    fillValid();
    await submit();
    expect(screen.getByText('Message Sent Successfully!')).toBeTruthy();
    expect(window.dataLayer).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(input('Full name').value).toBe('');
  });
});
