/** The contact form's option lists, messages, defaults and submission id: no zod, so a page can render the form before its schema loads. */

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

/** 'YYYY-MM-DD' of a Date in its local time zone. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** SPEC §5 defaults. preferredDate defaults to today, filled in by the form. */
export const CONTACT_FORM_DEFAULTS = {
  requestType: 'Service/Estimate',
  isEmergency: 'no',
  preferredTime: 'asap',
} as const;

export const SUBMISSION_ID_PATTERN = /^DL-\d{13}\d{1,3}$/;

/** 'DL-' + millisecond timestamp + a number from 0 to 999 (SPEC §3). */
export function newSubmissionId(nowMs: number = Date.now(), random: number = Math.random()): string {
  return `DL-${nowMs}${Math.floor(random * 1000)}`;
}
