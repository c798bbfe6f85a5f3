import { ADMIN_CONTACT_FIELD_LABELS, PREFERRED_TIMES, SERVICE_TYPES, USER_TYPES } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { contactFieldRows } from './contactFields.ts';
import { formatPhone } from './labels.ts';

/** A contact request as the site's form sends it (SPEC §3), with its repeats. */
const submission = {
  submissionId: 'DL-1764300000000123',
  name: 'Ann Lee',
  fullName: 'Ann Lee',
  email: 'ann.lee@example.com',
  phone: '5035550166',
  message: 'The door will not close all the way',
  streetAddress: '1 Main St',
  city: 'Salem',
  state: 'OR',
  postalCode: '97301',
  address: '1 Main St, Salem, OR 97301',
  userType: 'propertyManager',
  isEmergency: 'No',
  serviceType: 'springRepair',
  contactReason: 'springRepair',
  preferredDate: '',
  preferredTime: 'morning',
  requestType: 'Service/Estimate',
  region: 'salem',
  sourcePage: 'contact-page',
  pathname: '/contact',
  userAgent: 'Mozilla/5.0',
  browserInfo: { language: 'en-US' },
  website: '',
};

const byField = (payload: Record<string, unknown>) => Object.fromEntries(contactFieldRows(payload).map((row) => [row.field, row]));

describe('a contact request’s page', () => {
  it('labels each field in the form’s words and shows each once, the form’s copies left out', () => {
    const rows = contactFieldRows(submission);
    expect(rows.map((row) => row.label)).toEqual(rows.map((row) => ADMIN_CONTACT_FIELD_LABELS[row.field]));
    expect(new Set(rows.map((row) => row.value)).size).toBe(rows.length);
    expect(rows.some((row) => /[a-z][A-Z]/.test(row.label))).toBe(false);
    expect(rows.map((row) => row.value)).not.toContain(submission.address);
    expect(rows.filter((row) => row.value === 'Ann Lee')).toHaveLength(1);
  });

  it('shows option keys as their labels, and leaves out empty fields and the browser’s details', () => {
    const rows = byField(submission);
    expect(rows.userType?.value).toBe(USER_TYPES.propertyManager);
    expect(rows.serviceType?.value).toBe(SERVICE_TYPES.springRepair);
    expect(rows.preferredTime?.value).toBe(PREFERRED_TIMES.morning);
    expect(rows.preferredDate).toBeUndefined();
    expect(JSON.stringify(contactFieldRows(submission))).not.toContain('Mozilla');
  });

  it('formats the phone with a call link, links the email, and gives the page’s path as the source', () => {
    const rows = byField(submission);
    expect(rows.phone).toMatchObject({ value: '(503) 555-0166', href: 'tel:+15035550166' });
    expect(rows.email).toMatchObject({ value: 'ann.lee@example.com', href: 'mailto:ann.lee@example.com' });
    expect(rows.page?.value).toBe('/contact');
    expect(byField({ ...submission, pathname: undefined }).page?.value).toBe('contact-page');
    expect(rows.submissionId?.value).toBe('DL-1764300000000123');
  });
});

describe('formatPhone', () => {
  it('formats a US number however it was typed, and keeps anything else as typed', () => {
    for (const typed of ['5035550166', '503-555-0166', '+1 503.555.0166', '1 (503) 555 0166'])
      expect(formatPhone(typed)).toBe('(503) 555-0166');
    expect(formatPhone('503-555-0166 ext 12')).toBe('503-555-0166 ext 12');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
