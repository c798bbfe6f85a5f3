import type { StaffSession } from '@tod/domain/contracts';
import { ADMIN_COPY, BRAND_NAME } from '@tod/domain/facts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminApiError, adminFetch } from './adminApi.ts';

/** The sign-in form: 'Email', 'Password', 'Sign in'; one message for every refusal (the API's own). */
export function SignInPage({ onSignedIn }: { onSignedIn(session: StaffSession): void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // Until the script runs, a submit would be the browser's own GET with the password in the URL.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // A refusal takes the focus (the submit button was disabled under it), so the keyboard starts from the message.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(
        await adminFetch<StaffSession>('/api/admin/session', {
          method: 'POST',
          body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
        }),
      );
    } catch (caught) {
      if (caught instanceof AdminApiError)
        setError(caught.retryAfterSeconds ? ADMIN_COPY.throttled(caught.retryAfterSeconds) : caught.message);
      else setError('The inbox cannot be reached. Check the connection and try again.');
      setBusy(false);
    }
  }

  return (
    <main id="main" className="admin admin-sign-in">
      <h1 className="admin-title">
        {BRAND_NAME} admin: {ADMIN_COPY.title}
      </h1>
      <form onSubmit={submit} method="post" className="admin-card admin-form" noValidate>
        <h2>{ADMIN_COPY.signInHeading}</h2>
        <label htmlFor="admin-email">{ADMIN_COPY.email}</label>
        <input id="admin-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="admin-password">{ADMIN_COPY.password}</label>
        <input id="admin-password" name="password" type="password" autoComplete="current-password" required />
        {error ? (
          <p id="admin-sign-in-error" className="admin-error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        ) : null}
        <button type="submit" className="admin-button admin-button-primary" disabled={busy || !ready}>
          {busy ? ADMIN_COPY.signingIn : ADMIN_COPY.signIn}
        </button>
      </form>
    </main>
  );
}
