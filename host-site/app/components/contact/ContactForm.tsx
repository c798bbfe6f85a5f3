import {
  CONTACT_FORM_COPY,
  CONTACT_FORM_DEFAULTS,
  EMERGENCY_SERVICES_HREF,
  EMERGENCY_SERVICES_NUMBER,
  FORM_STATES,
  localIsoDate,
  PREFERRED_TIMES,
  REQUEST_TYPES,
  SERVICE_TYPES,
  telHref,
  USER_TYPES,
} from '@tod/domain/facts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { formSubmitSuccess } from '../../lib/analytics/siteEvents.ts';
import { trackEvent } from '../../lib/analytics/trackEvent.ts';
import { useRegion } from '../../lib/region/RegionProvider.tsx';
import { browserContext, buildContactSubmission, confirmationHref, confirmationState } from './buildSubmission.ts';
import type { ContactFormInput, ContactFormOutput } from './contactFormResolver.ts';
import { postContact } from './postContact.ts';
import { dateFieldAt } from './preferredDate.ts';
import { isCorrectAnswer, newChallenge, type VerificationChallenge } from './verification.ts';

type FormInput = ContactFormInput;
type FormOutput = ContactFormOutput;
type Status = 'idle' | 'submitting' | 'sent';

export interface ContactFormProps {
  /** Reported as sourcePage, e.g. 'contact-page' or 'footer'. */
  sourcePage: string;
  /** 'redirect' goes to /confirmation; 'panel' shows 'Message Sent Successfully!' in place (the footer). */
  onSuccess?: 'redirect' | 'panel';
  heading?: ReactNode;
  fetcher?: typeof fetch;
}

let resolverModule: Promise<typeof import('./contactFormResolver.ts')> | undefined;
/** zod and the schema load once, when the visitor first focuses the form (or submits it); a failed load is retried next time. */
function loadResolver() {
  resolverModule ??= import('./contactFormResolver.ts').catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  });
  return resolverModule;
}
const preloadResolver = () => {
  loadResolver().catch(() => undefined);
};
const resolver: Resolver<FormInput, unknown, FormOutput> = async (values, context, options) =>
  (await loadResolver()).contactFormResolver(values, context, options);

/** Server field names that differ from the form's. */
const SERVER_FIELDS: Record<string, FieldPath<FormInput>> = { postalCode: 'zipCode', fullName: 'name', contactReason: 'serviceType' };

function defaultValues(today: string): FormInput {
  return {
    name: '',
    email: '',
    phone: '',
    streetAddress: '',
    city: '',
    state: '' as FormInput['state'],
    zipCode: '',
    userType: '' as FormInput['userType'],
    isEmergency: CONTACT_FORM_DEFAULTS.isEmergency,
    serviceType: '' as FormInput['serviceType'],
    preferredDate: today,
    preferredTime: CONTACT_FORM_DEFAULTS.preferredTime,
    message: '',
    verificationAnswer: '',
    requestType: CONTACT_FORM_DEFAULTS.requestType,
    website: '',
  };
}

/** The contact form of SPEC §5: every field, the verification sum, emergency handling and the SPEC error texts. */
export function ContactForm({ sourcePage, onSuccess = 'redirect', heading, fetcher }: ContactFormProps) {
  const { region } = useRegion();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const [status, setStatus] = useState<Status>('idle');
  const [bannerMessage, setBannerMessage] = useState('');
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const [today, setToday] = useState('');
  // The same, for handlers that run before the next render (a focus, then a submit).
  const todayRef = useRef('');
  const bannerRef = useRef<HTMLDivElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver, defaultValues: defaultValues(''), mode: 'onSubmit', reValidateMode: 'onChange' });

  /**
   * The date's minimum and default follow the clock (issue 30): read on every focus in the form and at submit,
   * so a form opened before midnight and sent after it offers, and sends, the new day.
   */
  const followTheClock = () => {
    const field = { today: todayRef.current, preferredDate: getValues('preferredDate') };
    const next = dateFieldAt(field, new Date());
    if (next === field) return;
    todayRef.current = next.today;
    setToday(next.today);
    if (next.preferredDate !== field.preferredDate) setValue('preferredDate', next.preferredDate);
  };

  // Random numbers and today's date differ between the prerender and the browser: set them after hydration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; later calls come from focus and submit.
  useEffect(() => {
    followTheClock();
    setChallenge(newChallenge());
  }, []);

  useEffect(() => {
    if (bannerMessage) bannerRef.current?.focus();
  }, [bannerMessage]);

  useEffect(() => {
    if (status === 'sent') sentRef.current?.focus();
  }, [status]);

  const isEmergency = watch('isEmergency') === 'yes';

  const onValid = async (values: FormOutput) => {
    setBannerMessage('');
    if (!challenge || !isCorrectAnswer(challenge, values.verificationAnswer)) {
      setChallenge(newChallenge());
      setValue('verificationAnswer', '');
      setError('verificationAnswer', { type: 'verification', message: CONTACT_FORM_COPY.verificationIncorrect }, { shouldFocus: true });
      return;
    }
    setStatus('submitting');
    const submission = buildContactSubmission(values, {
      now: new Date(),
      random: Math.random(),
      region: region.key,
      sourcePage,
      pathname,
      ...browserContext(),
    });
    const result = await postContact(fetcher ?? fetch, submission);
    if ('error' in result) {
      for (const [field, message] of Object.entries(result.error.fieldErrors)) {
        const name = SERVER_FIELDS[field] ?? field;
        if (name in values) setError(name as FieldPath<FormInput>, { type: 'server', message });
      }
      setStatus('idle');
      setBannerMessage(result.error.message);
      return;
    }
    trackEvent(
      formSubmitSuccess('contactForm', {
        requestType: submission.requestType,
        serviceType: submission.serviceType,
        isEmergency: submission.isEmergency === 'Yes',
        region: region.key,
      }),
    );
    if (onSuccess === 'redirect') {
      await navigate(confirmationHref(submission), { state: confirmationState(submission, region.key) });
      return;
    }
    setStatus('sent');
  };

  const refreshChallenge = () => {
    setChallenge(newChallenge());
    setValue('verificationAnswer', '');
  };

  const sendAnother = () => {
    const now = localIsoDate(new Date());
    todayRef.current = now;
    setToday(now);
    reset(defaultValues(now));
    setChallenge(newChallenge());
    setBannerMessage('');
    setStatus('idle');
  };

  if (status === 'sent') {
    return (
      <div className="contact-form contact-form--sent" ref={sentRef} tabIndex={-1} role="status">
        <h3 className="contact-form__sent-title">{CONTACT_FORM_COPY.successTitle}</h3>
        <p>Thank you. Our team will get back to you shortly.</p>
        <button type="button" className="button" onClick={sendAnother}>
          {CONTACT_FORM_COPY.sendAnother}
        </button>
      </div>
    );
  }

  /** Label, control and error message wired together for assistive tech. */
  const field = (name: FieldPath<FormInput>, label: string, control: (props: ControlProps) => ReactNode, className?: string) => {
    const message = errors[name]?.message;
    const errorId = id(`${name}-error`);
    return (
      <div className={['contact-form__field', className].filter(Boolean).join(' ')}>
        <label htmlFor={id(name)}>{label}</label>
        {control({ id: id(name), 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : undefined })}
        {message && (
          <p className="contact-form__error" id={errorId}>
            {message}
          </p>
        )}
      </div>
    );
  };

  const emergencyError = errors.isEmergency?.message;
  const submitting = status === 'submitting';

  return (
    <form
      className="contact-form"
      data-track-visibility={`contact-form-${sourcePage}`}
      noValidate
      onFocus={() => {
        preloadResolver();
        followTheClock();
      }}
      onSubmit={(event) => {
        followTheClock();
        return handleSubmit(onValid)(event).catch(() => {
          // e.g. the validation module could not load (offline): say so instead of doing nothing.
          setStatus('idle');
          setBannerMessage(CONTACT_FORM_COPY.unexpectedError);
        });
      }}
      aria-labelledby={heading ? id('heading') : undefined}
    >
      {heading && (
        <h2 className="contact-form__heading" id={id('heading')}>
          {heading}
        </h2>
      )}
      {bannerMessage && (
        <div className="contact-form__banner" role="alert" tabIndex={-1} ref={bannerRef}>
          <p className="contact-form__banner-title">{CONTACT_FORM_COPY.errorBannerTitle}</p>
          <p>{bannerMessage}</p>
        </div>
      )}

      {field('requestType', 'Reason for contacting us', (props) => (
        <select {...props} {...register('requestType')}>
          {REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      ))}
      <div className="contact-form__row">
        {field('name', 'Full name', (props) => (
          <input {...props} {...register('name')} type="text" autoComplete="name" />
        ))}
        {field('email', 'Email', (props) => (
          <input {...props} {...register('email')} type="email" autoComplete="email" />
        ))}
        {field('phone', 'Phone', (props) => (
          <input {...props} {...register('phone')} type="tel" autoComplete="tel" />
        ))}
      </div>
      {field('streetAddress', 'Street address', (props) => (
        <input {...props} {...register('streetAddress')} type="text" autoComplete="street-address" />
      ))}
      <div className="contact-form__row">
        {field('city', 'City', (props) => (
          <input {...props} {...register('city')} type="text" autoComplete="address-level2" />
        ))}
        {field('state', 'State', (props) => (
          <select {...props} {...register('state')} autoComplete="address-level1">
            <option value="">Select a state</option>
            {FORM_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        ))}
        {field('zipCode', 'ZIP code', (props) => (
          <input {...props} {...register('zipCode')} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        ))}
      </div>
      <div className="contact-form__row">
        {field('userType', 'I am a', (props) => (
          <select {...props} {...register('userType')}>
            <option value="">Select who you are</option>
            {Object.entries(USER_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        ))}
        {field('serviceType', 'Service needed', (props) => (
          <select {...props} {...register('serviceType')}>
            <option value="">Select a service</option>
            {Object.entries(SERVICE_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        ))}
      </div>

      <fieldset
        className="contact-form__field contact-form__choice"
        aria-describedby={emergencyError ? id('isEmergency-error') : undefined}
      >
        <legend>Is this an emergency?</legend>
        {(['yes', 'no'] as const).map((value) => (
          <label key={value} className="contact-form__radio">
            <input type="radio" value={value} aria-invalid={emergencyError ? true : undefined} {...register('isEmergency')} />{' '}
            {value === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
        {emergencyError && (
          <p className="contact-form__error" id={id('isEmergency-error')}>
            {emergencyError}
          </p>
        )}
      </fieldset>

      <div
        className={['contact-form__row', 'contact-form__schedule', isEmergency ? 'is-dimmed' : ''].filter(Boolean).join(' ')}
        data-dimmed={isEmergency || undefined}
      >
        {field('preferredDate', 'Preferred date', (props) => (
          <input {...props} {...register('preferredDate')} type="date" min={today || undefined} disabled={isEmergency} />
        ))}
        {field('preferredTime', 'Preferred time', (props) => (
          <select {...props} {...register('preferredTime')} disabled={isEmergency}>
            {Object.entries(PREFERRED_TIMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        ))}
        {isEmergency && (
          <p className="contact-form__hint">
            {CONTACT_FORM_COPY.emergencyDanger} <a href={EMERGENCY_SERVICES_HREF}>{EMERGENCY_SERVICES_NUMBER}</a>.{' '}
            {CONTACT_FORM_COPY.emergencyCallBack} <a href={telHref(region.phone)}>{region.phone}</a>.
          </p>
        )}
      </div>

      {field('message', 'Message', (props) => (
        <textarea {...props} {...register('message')} rows={4} />
      ))}

      <div className="contact-form__verification">
        {field(
          'verificationAnswer',
          challenge ? `Verification: what is ${challenge.a} + ${challenge.b}?` : 'Verification question',
          (props) => (
            <input {...props} {...register('verificationAnswer')} type="text" inputMode="numeric" autoComplete="off" />
          ),
        )}
        <button
          type="button"
          className="button button--ghost contact-form__refresh"
          onClick={refreshChallenge}
          aria-label="New verification question"
        >
          ↻
        </button>
      </div>

      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={id('website')}>Website</label>
        <input id={id('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? CONTACT_FORM_COPY.submitting : 'Send Message'}
      </button>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
