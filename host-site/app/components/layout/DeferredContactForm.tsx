import { CONTACT_PATH } from '@tod/domain/facts';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ContactFormProps } from '../contact/ContactForm.tsx';

type Loader = () => Promise<{ ContactForm: ComponentType<ContactFormProps> }>;

const loadContactForm: Loader = () => import('../contact/ContactFormChunk.ts');

/**
 * The footer's contact form, loaded when the browser is idle after hydration: it keeps the form and
 * react-hook-form off the critical path of every page (DESIGN §5 Lighthouse targets); its zod schema
 * loads only when the visitor focuses the form (ContactForm's resolver).
 * The footer renders it last, so its arrival moves nothing the visitor is looking at.
 */
export function DeferredContactForm({ load = loadContactForm, ...props }: ContactFormProps & { load?: Loader }) {
  const [state, setState] = useState<{ Form: ComponentType<ContactFormProps> } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      load().then(
        // A transition lets React render the form in short slices instead of one long task.
        (module) => !cancelled && startTransition(() => setState({ Form: module.ContactForm })),
        () => !cancelled && setState('failed'),
      );
    };
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(start, 0) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [load]);

  if (state === 'loading') return null;
  if (state === 'failed') {
    return (
      <p>
        The message form could not load. Please use the <Link to={CONTACT_PATH}>contact page</Link> or call us.
      </p>
    );
  }
  return <state.Form {...props} />;
}
