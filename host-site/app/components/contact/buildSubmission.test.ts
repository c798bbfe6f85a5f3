import { type ContactFormValues, contactSubmissionSchema, SUBMISSION_ID_PATTERN } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { buildContactSubmission, confirmationHref, confirmationState, type SubmissionContext } from './buildSubmission.ts';

const values: ContactFormValues = {
  name: ' Jane Doe ',
  email: 'jane@example.com',
  phone: '(503) 555-0100',
  streetAddress: '12 Elm St',
  city: 'Beaverton',
  state: 'OR',
  zipCode: '97005',
  userType: 'homeowner',
  isEmergency: 'no',
  serviceType: 'springRepair',
  preferredDate: '2030-01-02',
  preferredTime: 'morning',
  message: 'The spring snapped this morning.',
  verificationAnswer: '7',
  requestType: 'Service/Estimate',
  website: '',
};

const context: SubmissionContext = {
  now: new Date('2030-01-01T10:00:00.000Z'),
  random: 0.4567,
  region: 'portland-metro',
  sourcePage: 'contact-page',
  pathname: '/contact',
  userAgent: 'TestBrowser/1.0',
  browserInfo: { language: 'en-US', platform: 'Linux x86_64', screenSize: '1280x800', timeZone: 'America/Los_Angeles' },
};

describe('buildContactSubmission', () => {
  it('builds the full SPEC §3 payload that the wire schema accepts', () => {
    const submission = buildContactSubmission(values, context);
    expect(submission).toEqual({
      submissionId: 'DL-1893492000000456',
      name: 'Jane Doe',
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '(503) 555-0100',
      message: 'The spring snapped this morning.',
      streetAddress: '12 Elm St',
      city: 'Beaverton',
      state: 'OR',
      postalCode: '97005',
      address: '12 Elm St, Beaverton, OR 97005',
      userType: 'homeowner',
      isEmergency: 'No',
      serviceType: 'springRepair',
      contactReason: 'springRepair',
      preferredDate: '2030-01-02',
      preferredTime: 'morning',
      requestType: 'Service/Estimate',
      region: 'portland-metro',
      sourcePage: 'contact-page',
      pathname: '/contact',
      submissionDate: '2030-01-01T10:00:00.000Z',
      userAgent: 'TestBrowser/1.0',
      browserInfo: context.browserInfo,
      website: '',
    });
    expect(submission.submissionId).toMatch(SUBMISSION_ID_PATTERN);
    expect(contactSubmissionSchema.safeParse(submission).success).toBe(true);
  });

  it('sends no preferred slot for an emergency', () => {
    const submission = buildContactSubmission({ ...values, isEmergency: 'yes' }, context);
    expect(submission).toMatchObject({ isEmergency: 'Yes', preferredDate: '', preferredTime: 'asap' });
  });

  it('gives the request the region its address lies in, whatever region the site showed', () => {
    const fromPortland = buildContactSubmission({ ...values, city: 'Portland', state: 'OR' }, { ...context, region: 'nationwide' });
    expect(fromPortland.region).toBe('portland-metro');
    expect(buildContactSubmission({ ...values, city: 'Keizer', state: 'OR' }, { ...context, region: 'idaho' }).region).toBe('salem');
  });

  it('keeps the region the site showed when the address is in no service region', () => {
    expect(buildContactSubmission({ ...values, city: 'Reno', state: 'NV' }, { ...context, region: 'sw-washington' }).region).toBe(
      'sw-washington',
    );
  });

  it('passes the honeypot through so the server can drop bots', () => {
    expect(buildContactSubmission({ ...values, website: 'spam.example' }, context).website).toBe('spam.example');
  });
});

describe('confirmationHref', () => {
  it('carries the reference only: no name, place or other field of the visitor in the address (decision 0252)', () => {
    const href = confirmationHref(buildContactSubmission({ ...values, isEmergency: 'yes' }, context));
    const url = new URL(href, 'https://site.example');
    expect(url.pathname).toBe('/confirmation');
    expect(Object.fromEntries(url.searchParams)).toEqual({ submissionId: 'DL-1893492000000456' });
  });
});

describe('confirmationState', () => {
  it("hands /confirmation the SPEC §7 fields and the request's region in the history state", () => {
    const submission = buildContactSubmission({ ...values, isEmergency: 'yes' }, context);
    expect(confirmationState(submission, 'salem')).toEqual({
      receivedRequest: {
        submissionId: 'DL-1893492000000456',
        // Beaverton's region, not the site's.
        region: 'portland-metro',
        name: 'Jane Doe',
        requestType: 'Service/Estimate',
        city: 'Beaverton',
        state: 'OR',
        isEmergency: 'Yes',
      },
    });
  });

  it("falls back to the site's region for a request without one", () => {
    const { region: _none, ...submission } = buildContactSubmission(values, context);
    expect(confirmationState(submission, 'idaho').receivedRequest.region).toBe('idaho');
  });
});
