import { describe, expect, it } from 'vitest';
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

describe('newSubmissionId', () => {
  it('is DL- then the millisecond timestamp then 0..999', () => {
    expect(newSubmissionId(1732233600000, 0.999)).toBe('DL-1732233600000999');
    expect(newSubmissionId(1732233600000, 0)).toBe('DL-17322336000000');
    expect(newSubmissionId()).toMatch(SUBMISSION_ID_PATTERN);
  });
});
