import { z } from 'zod';
import { SERVICE_REGION_KEYS } from '../regions.ts';

/** Option lists of SPEC §5, each value with its visitor-facing label. */
export const REQUEST_TYPES = ['Service/Estimate', 'Billing', 'Employment/Partnership', 'Complaint', 'Marketing', 'Other'] as const;

export const USER_TYPES = {
  homeowner: 'Homeowner',
  tenant: 'Tenant',
  propertyManager: 'Property manager',
  realEstateAgent: 'Real estate agent',
  businessOwner: 'Business owner',
  contractor: 'Contractor',
  other: 'Other',
} as const;

export const SERVICE_TYPES = {
  emergencyRepair: 'Emergency repair',
  springRepair: 'Spring repair',
  openerRepair: 'Opener repair',
  doorInstallation: 'Door installation',
  maintenance: 'Maintenance',
  cableRepair: 'Cable repair',
  panelRepair: 'Panel repair',
  offTrackRepair: 'Off-track repair',
  rollerReplacement: 'Roller replacement',
  commercialDoors: 'Commercial doors',
  sensorRepair: 'Sensor repair',
  gateRepair: 'Gate repair',
  customDoors: 'Custom doors',
  weatherSeal: 'Weather seal',
  other: 'Other',
} as const;

export const PREFERRED_TIMES = {
  asap: 'As soon as possible',
  morning: 'Morning (8 AM to 12 PM)',
  afternoon: 'Afternoon (12 to 5 PM)',
  evening: 'Evening (after 5 PM)',
  flexible: 'Flexible',
} as const;

export const FORM_STATES = ['OR', 'WA', 'ID', 'CA', 'NV', 'MT', 'AZ'] as const;

type Keys<T> = [keyof T & string, ...(keyof T & string)[]];
const keysOf = <T extends object>(record: T) => Object.keys(record) as Keys<T>;

/** The SPEC §5 messages, one per rule. */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  streetAddress: 'Street address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code must be 5 digits',
  userType: 'Please select who you are',
  isEmergency: 'Please indicate if this is an emergency',
  serviceType: 'Please select a service',
  preferredDate: 'The preferred date cannot be earlier than today',
  preferredTime: 'Please select a preferred time',
  message: 'Message must be at least 10 characters',
  verificationAnswer: 'Please answer the verification question',
  requestType: 'Please select a reason for contacting us',
} as const;

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
  zip: z.string(M.zipCode).trim().regex(/^\d{5}$/, M.zipCode),
  userType: z.enum(keysOf(USER_TYPES), M.userType),
  serviceType: z.enum(keysOf(SERVICE_TYPES), M.serviceType),
  preferredTime: z.enum(keysOf(PREFERRED_TIMES), M.preferredTime),
  message: z.string(M.message).trim().min(10, M.message).max(5000, 'Message must be at most 5000 characters'),
  requestType: z.enum(REQUEST_TYPES, M.requestType),
};

/** 'YYYY-MM-DD' of a Date in its local time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** An optional 'YYYY-MM-DD' that is not earlier than `earliest()` ('' means not given). */
function preferredDate(earliest: () => string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || (isoDate.test(value) && value >= earliest()), M.preferredDate)
    .optional();
}

/**
 * The contact form as the visitor fills it in (SPEC §5). The date rule uses the browser's own today.
 * @example contactFormSchema.safeParse(values)
 */
export const contactFormSchema = z.object({
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
  preferredDate: preferredDate(() => localIsoDate(new Date())),
  preferredTime: fields.preferredTime,
  message: fields.message,
  verificationAnswer: z.string(M.verificationAnswer).trim().min(1, M.verificationAnswer),
  requestType: fields.requestType,
  /** Honeypot: hidden from people; bots fill it in. */
  website: z.string().max(500).optional(),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** SPEC §5 defaults. preferredDate defaults to today, filled in by the form. */
export const CONTACT_FORM_DEFAULTS = {
  requestType: 'Service/Estimate',
  isEmergency: 'no',
  preferredTime: 'asap',
} as const satisfies Partial<ContactFormValues>;

export const SUBMISSION_ID_PATTERN = /^DL-\d{13}\d{1,3}$/;

/** 'DL-' + millisecond timestamp + a number from 0 to 999 (SPEC §3). */
export function newSubmissionId(nowMs: number = Date.now(), random: number = Math.random()): string {
  return `DL-${nowMs}${Math.floor(random * 1000)}`;
}

/** The server cannot know the visitor's time zone: yesterday in UTC is the earliest 'today' anywhere in the US. */
function earliestTodayAnywhere(): string {
  return new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const shortText = (max: number) => z.string().trim().max(max);

/** `POST /api/contact-form` body: the SPEC §3 submission. */
export const contactSubmissionSchema = z.object({
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
  preferredDate: preferredDate(earliestTodayAnywhere),
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
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** `201` answer of `POST /api/contact-form`. */
export const contactSubmissionResultSchema = z.object({ ok: z.literal(true), submissionId: z.string() });
export type ContactSubmissionResult = z.infer<typeof contactSubmissionResultSchema>;

/** Query string of /confirmation (SPEC §7). */
export const confirmationQuerySchema = z.object({
  submissionId: z.string().regex(SUBMISSION_ID_PATTERN),
  name: z.string().max(MAX_TEXT).default(''),
  requestType: z.string().max(50).default(''),
  city: z.string().max(100).default(''),
  state: z.string().max(10).default(''),
  isEmergency: z.enum(['Yes', 'No']).default('No'),
});
export type ConfirmationQuery = z.infer<typeof confirmationQuerySchema>;
