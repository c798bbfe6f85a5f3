import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACT_MESSAGES,
  contactFormSchema,
  contactSubmissionSchema,
  localIsoDate,
  newSubmissionId,
  SUBMISSION_ID_PATTERN,
} from './contactForm.ts';
import { EXAMPLE_CONTACT_FORM_EXTRAS, exampleContactSubmission } from './contactSubmissionExample.ts';
import { fieldErrorsOf } from './errors.ts';

const validSubmission = exampleContactSubmission('DL-1732233600000042');
const DAY_MS = 24 * 60 * 60 * 1000;
/** A date every time zone has left behind: two days before today in UTC. */
const pastDate = () => new Date(Date.now() - 2 * DAY_MS).toISOString().slice(0, 10);

const validForm = {
  name: 'Dana',
  email: 'dana@example.com',
  phone: '503-555-1234',
  streetAddress: '123 Main St',
  city: 'Portland',
  state: 'OR',
  zipCode: '97202',
  userType: 'homeowner',
  isEmergency: 'no',
  serviceType: 'springRepair',
  preferredDate: localIsoDate(new Date()),
  preferredTime: 'asap',
  message: 'The door will not open at all.',
  verificationAnswer: '7',
  requestType: 'Service/Estimate',
};

function errorsFor(schema: typeof contactSubmissionSchema | typeof contactFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe('contactSubmissionSchema', () => {
  it('accepts a complete SPEC §3 submission', () => {
    expect(contactSubmissionSchema.safeParse(validSubmission).success).toBe(true);
  });

  it("accepts the shared example submission, with and without the form's optional fields, and gives it a fresh id", () => {
    expect(contactSubmissionSchema.parse(exampleContactSubmission())).toEqual(expect.objectContaining({ region: 'portland-metro' }));
    expect(contactSubmissionSchema.safeParse({ ...exampleContactSubmission(), ...EXAMPLE_CONTACT_FORM_EXTRAS }).success).toBe(true);
    expect(exampleContactSubmission().submissionId).toMatch(SUBMISSION_ID_PATTERN);
  });

  it.each([
    ['name', 'D', CONTACT_MESSAGES.name],
    ['email', 'not-an-email', CONTACT_MESSAGES.email],
    ['phone', '555-12', CONTACT_MESSAGES.phone],
    ['streetAddress', 'ab', CONTACT_MESSAGES.streetAddress],
    ['city', 'P', CONTACT_MESSAGES.city],
    ['state', 'TX', CONTACT_MESSAGES.state],
    ['postalCode', '9720', CONTACT_MESSAGES.zipCode],
    ['userType', '', CONTACT_MESSAGES.userType],
    ['isEmergency', 'maybe', CONTACT_MESSAGES.isEmergency],
    ['serviceType', 'teleport', CONTACT_MESSAGES.serviceType],
    ['message', 'too short', CONTACT_MESSAGES.message],
    ['requestType', 'Chat', CONTACT_MESSAGES.requestType],
  ])('rejects a bad %s with the SPEC message', (field, value, message) => {
    expect(errorsFor(contactSubmissionSchema, { ...validSubmission, [field]: value })[field]).toBe(message);
  });

  it('rejects a preferred date in the past and accepts none', () => {
    expect(errorsFor(contactSubmissionSchema, { ...validSubmission, preferredDate: '2001-01-01' }).preferredDate).toBe(
      CONTACT_MESSAGES.preferredDate,
    );
    expect(contactSubmissionSchema.safeParse({ ...validSubmission, preferredDate: '' }).success).toBe(true);
  });

  it('issue 30: accepts an emergency with a preferred date in the past, and keeps no date for it', () => {
    const result = contactSubmissionSchema.safeParse({ ...validSubmission, isEmergency: 'Yes', preferredDate: pastDate() });
    expect(result.success && result.data.preferredDate).toBe('');
  });

  it('issue 30: still refuses a past date on a request that is not an emergency, beside the other field errors', () => {
    const errors = errorsFor(contactSubmissionSchema, { ...validSubmission, isEmergency: 'No', preferredDate: pastDate(), name: 'D' });
    expect(errors).toEqual({ preferredDate: CONTACT_MESSAGES.preferredDate, name: CONTACT_MESSAGES.name });
  });

  it('keeps the date of a request that is not an emergency', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(contactSubmissionSchema.parse({ ...validSubmission, preferredDate: today }).preferredDate).toBe(today);
  });

  it('gives the SPEC message for a missing field of the wrong type', () => {
    const { name: _omitted, ...withoutName } = validSubmission;
    expect(errorsFor(contactSubmissionSchema, withoutName).name).toBe(CONTACT_MESSAGES.name);
    expect(errorsFor(contactSubmissionSchema, { ...validSubmission, email: 42 }).email).toBe(CONTACT_MESSAGES.email);
  });
});

describe('contactFormSchema', () => {
  it('accepts the form with SPEC defaults', () => {
    expect(contactFormSchema.safeParse(validForm).success).toBe(true);
  });

  it('requires the verification answer and a 5-digit ZIP', () => {
    const errors = errorsFor(contactFormSchema, { ...validForm, verificationAnswer: ' ', zipCode: '972021' });
    expect(errors.verificationAnswer).toBe(CONTACT_MESSAGES.verificationAnswer);
    expect(errors.zipCode).toBe(CONTACT_MESSAGES.zipCode);
  });
});

describe('contactFormSchema: the preferred date (issue 30)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not check the date of an emergency, whatever the date field held', () => {
    expect(contactFormSchema.safeParse({ ...validForm, isEmergency: 'yes', preferredDate: pastDate() }).success).toBe(true);
  });

  it('refuses a past date on a request that is not an emergency, on the date field, beside the other errors', () => {
    const errors = errorsFor(contactFormSchema, { ...validForm, preferredDate: pastDate(), zipCode: '1' });
    expect(errors).toEqual({ preferredDate: CONTACT_MESSAGES.preferredDate, zipCode: CONTACT_MESSAGES.zipCode });
  });

  it("reads today when the form is checked, not when the values were made: yesterday's today is refused after midnight", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 28, 23, 59));
    const values = { ...validForm, preferredDate: localIsoDate(new Date()) };
    expect(contactFormSchema.safeParse(values).success).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 29, 0, 1));
    expect(errorsFor(contactFormSchema, values).preferredDate).toBe(CONTACT_MESSAGES.preferredDate);
    expect(contactFormSchema.safeParse({ ...values, preferredDate: localIsoDate(new Date()) }).success).toBe(true);
  });

  it('still refuses a date that is not a date, and the isEmergency error comes alone', () => {
    expect(errorsFor(contactFormSchema, { ...validForm, preferredDate: 'soon' }).preferredDate).toBe(CONTACT_MESSAGES.preferredDate);
    expect(errorsFor(contactFormSchema, { ...validForm, isEmergency: 'maybe', preferredDate: pastDate() })).toEqual({
      isEmergency: CONTACT_MESSAGES.isEmergency,
    });
  });
});

describe('newSubmissionId', () => {
  it('is DL- then the millisecond timestamp then 0..999', () => {
    expect(newSubmissionId(1732233600000, 0.999)).toBe('DL-1732233600000999');
    expect(newSubmissionId(1732233600000, 0)).toBe('DL-17322336000000');
    expect(newSubmissionId()).toMatch(SUBMISSION_ID_PATTERN);
  });
});
