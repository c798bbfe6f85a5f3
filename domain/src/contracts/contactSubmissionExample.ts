import { newSubmissionId } from '../contactFormOptions.ts';
import type { ContactSubmission } from './contactForm.ts';

/**
 * A valid `POST /api/contact-form` body (SPEC §3): the one example request that the server's tests, the smoke
 * test, the bench and the soak send. contactForm.test.ts checks it against `contactSubmissionSchema`.
 * @param submissionId a fresh id per call by default; pass one to repeat a submission
 * @example await fetch('/api/contact-form', { method: 'POST', body: JSON.stringify(exampleContactSubmission()) })
 */
export function exampleContactSubmission(submissionId: string = newSubmissionId()): ContactSubmission {
  return {
    submissionId,
    name: 'Jordan Reyes',
    email: 'jordan@example.com',
    phone: '(503) 555-0100',
    message: 'The spring snapped and the door will not open.',
    streetAddress: '12 Oak St',
    city: 'Portland',
    state: 'OR',
    postalCode: '97201',
    userType: 'homeowner',
    isEmergency: 'No',
    serviceType: 'springRepair',
    preferredTime: 'asap',
    requestType: 'Service/Estimate',
    region: 'portland-metro',
  };
}

/**
 * The optional fields the site's contact form also sends (its page, the visitor's browser), to add to
 * `exampleContactSubmission()` where a test needs the full shape.
 */
export const EXAMPLE_CONTACT_FORM_EXTRAS = {
  fullName: 'Jordan Reyes',
  address: '12 Oak St, Portland, OR 97201',
  contactReason: 'springRepair',
  preferredDate: '',
  sourcePage: 'Contact',
  pathname: '/contact',
  userAgent: 'test',
  browserInfo: { language: 'en-US', platform: 'Linux', screenSize: '1280x800', timeZone: 'America/Los_Angeles' },
} as const satisfies Partial<ContactSubmission>;
