import { z } from 'zod';
import {
  CONTACT_FORM_DEFAULTS,
  CONTACT_MESSAGES,
  FORM_STATES,
  localIsoDate,
  PREFERRED_TIMES,
  REQUEST_TYPES,
  SERVICE_TYPES,
  SUBMISSION_ID_PATTERN,
  USER_TYPES,
} from '../contactFormOptions.ts';
import { SERVICE_REGION_KEYS } from '../regions.ts';

// The option lists, messages and defaults live in the zod-free contactFormOptions.ts (the site renders the
// form before zod loads); re-exported here so the contract stays one import.
export {
  CONTACT_FORM_DEFAULTS,
  CONTACT_MESSAGES,
  FORM_STATES,
  localIsoDate,
  newSubmissionId,
  PREFERRED_TIMES,
  REQUEST_TYPES,
  SERVICE_TYPES,
  SUBMISSION_ID_PATTERN,
  USER_TYPES,
} from '../contactFormOptions.ts';

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(record: T) => Object.keys(record) as Keys<T>;

const M = CONTACT_MESSAGES;
const MAX_TEXT = 200;

/** Field rules shared by the form and the wire schema. */
const fields = {
  name: z.string(M.name).trim().min(2, M.name).max(MAX_TEXT, M.name),
  email: z.string(M.email).trim().max(254, M.email).pipe(z.email(M.email)),
  phone: z
    .string(M.phone)
    .trim()
    .min(10, M.phone)
    .max(30, M.phone)
    .regex(/^[0-9+().\-\s]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i, M.phone),
  streetAddress: z.string(M.streetAddress).trim().min(3, M.streetAddress).max(MAX_TEXT, M.streetAddress),
  city: z.string(M.city).trim().min(2, M.city).max(100, M.city),
  state: z.enum(FORM_STATES, M.state),
  zip: z
    .string(M.zipCode)
    .trim()
    .regex(/^\d{5}$/, M.zipCode),
  userType: z.enum(keysOf(USER_TYPES), M.userType),
  serviceType: z.enum(keysOf(SERVICE_TYPES), M.serviceType),
  preferredTime: z.enum(keysOf(PREFERRED_TIMES), M.preferredTime),
  message: z.string(M.message).trim().min(10, M.message).max(5000, 'Message must be at most 5000 characters'),
  requestType: z.enum(REQUEST_TYPES, M.requestType),
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** An optional 'YYYY-MM-DD' ('' means not given). Whether it may be in the past is `notBeforeToday`'s rule. */
const preferredDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isoDate.test(value), M.preferredDate)
  .optional();

/**
 * SPEC §5's date rule ('cannot be earlier than today'), for a request that is not an emergency: an emergency's
 * date and time are disabled and mean nothing, so they never stop it (issue 30). `earliest()` is read at parse
 * time, so a form opened before midnight and sent after it uses the new day.
 */
function notBeforeToday(emergency: string, earliest: () => string) {
  return (value: { isEmergency: string; preferredDate?: string | undefined }) =>
    value.isEmergency === emergency || !value.preferredDate || value.preferredDate >= earliest();
}

/** The date rule's error sits on the preferredDate field and shows beside the other fields' errors. */
const NOT_BEFORE_TODAY = {
  message: M.preferredDate,
  path: ['preferredDate'],
  when: ({ value, issues }: z.core.ParsePayload) =>
    typeof value === 'object' && value !== null && !issues.some(({ path }) => path?.[0] === 'preferredDate' || path?.[0] === 'isEmergency'),
};

/**
 * The contact form as the visitor fills it in (SPEC §5). The date rule uses the browser's own today, and
 * skips an emergency.
 * @example contactFormSchema.safeParse(values)
 */
export const contactFormSchema = z
  .object({
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    streetAddress: fields.streetAddress,
    city: fields.city,
    state: fields.state,
    zipCode: fields.zip,
    userType: fields.userType,
    isEmergency: z.enum(['yes', 'no'], M.isEmergency),
    serviceType: fields.serviceType,
    preferredDate,
    preferredTime: fields.preferredTime,
    message: fields.message,
    verificationAnswer: z.string(M.verificationAnswer).trim().min(1, M.verificationAnswer),
    requestType: fields.requestType,
    /** Honeypot: hidden from people; bots fill it in. */
    website: z.string().max(500).optional(),
  })
  .refine(
    notBeforeToday('yes', () => localIsoDate(new Date())),
    NOT_BEFORE_TODAY,
  );
export type ContactFormValues = z.infer<typeof contactFormSchema>;

// The zod-free defaults must stay valid values of the form (checked here, where the form's type lives).
CONTACT_FORM_DEFAULTS satisfies Partial<ContactFormValues>;

/** The server cannot know the visitor's time zone: yesterday in UTC is the earliest 'today' anywhere in the US. */
function earliestTodayAnywhere(): string {
  return new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const shortText = (max: number) => z.string().trim().max(max);

/** `POST /api/contact-form` body: the SPEC §3 submission. */
export const contactSubmissionSchema = z
  .object({
    submissionId: z.string().regex(SUBMISSION_ID_PATTERN, 'Invalid submission id'),
    name: fields.name,
    fullName: fields.name.optional(),
    email: fields.email,
    phone: fields.phone,
    message: fields.message,
    streetAddress: fields.streetAddress,
    city: fields.city,
    state: fields.state,
    postalCode: fields.zip,
    address: shortText(400).optional(),
    userType: fields.userType,
    isEmergency: z.enum(['Yes', 'No'], M.isEmergency),
    serviceType: fields.serviceType,
    contactReason: fields.serviceType.optional(),
    preferredDate,
    preferredTime: fields.preferredTime,
    requestType: fields.requestType,
    region: z.enum(SERVICE_REGION_KEYS).optional(),
    sourcePage: shortText(300).optional(),
    pathname: shortText(300).optional(),
    submissionDate: z.iso.datetime({ offset: true }).optional(),
    userAgent: shortText(500).optional(),
    browserInfo: z
      .object({
        language: shortText(50).optional(),
        platform: shortText(100).optional(),
        screenSize: shortText(30).optional(),
        timeZone: shortText(100).optional(),
      })
      .optional(),
    /** Honeypot: a filled-in value marks a bot; the server answers as usual and keeps nothing. */
    website: z.string().max(500).optional(),
  })
  .refine(notBeforeToday('Yes', earliestTodayAnywhere), NOT_BEFORE_TODAY)
  // An emergency has no preferred slot (the office calls back at once): a date sent with one is not kept.
  .transform((submission) => (submission.isEmergency === 'Yes' ? { ...submission, preferredDate: '' } : submission));
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/**
 * The fields that make a contact submission what it is (issue 37.7): a request that repeats a `submissionId`
 * with the same values of these is the same submission (idempotent, 201 as the first); with others it is a
 * different request that reused the id (409 `submission_conflict`). Where and how it was sent (page, time,
 * browser) may differ between a submission and its retry.
 */
export const CONTACT_SUBMISSION_CONTENT_FIELDS = [
  'name',
  'fullName',
  'email',
  'phone',
  'message',
  'streetAddress',
  'city',
  'state',
  'postalCode',
  'address',
  'userType',
  'isEmergency',
  'serviceType',
  'contactReason',
  'preferredDate',
  'preferredTime',
  'requestType',
  'region',
] as const satisfies readonly (keyof ContactSubmission)[];

/** `201` answer of `POST /api/contact-form`. */
export const contactSubmissionResultSchema = z.object({ ok: z.literal(true), submissionId: z.string() });
export type ContactSubmissionResult = z.infer<typeof contactSubmissionResultSchema>;

/**
 * Query string of /confirmation: the request's reference only. SPEC §7 also puts the name, request type,
 * city, state and isEmergency there; they are personal data, which logs, history and analytics would keep,
 * so they travel in the history entry's state instead (decision 0252).
 */
export const confirmationQuerySchema = z.object({
  submissionId: z.string().regex(SUBMISSION_ID_PATTERN),
});
export type ConfirmationQuery = z.infer<typeof confirmationQuerySchema>;

/** What /confirmation shows back (SPEC §7's fields) and the request's region, from the history entry's state. */
export const confirmationSummarySchema = confirmationQuerySchema.extend({
  region: z.enum(SERVICE_REGION_KEYS),
  name: z.string().max(MAX_TEXT).default(''),
  requestType: z.string().max(50).default(''),
  city: z.string().max(100).default(''),
  state: z.string().max(10).default(''),
  isEmergency: z.enum(['Yes', 'No']).default('No'),
});
export type ConfirmationSummary = z.infer<typeof confirmationSummarySchema>;
