import { ADMIN_CONTACT_FIELD_LABELS, PREFERRED_TIMES, SERVICE_TYPES, USER_TYPES } from '@tod/domain/facts';
import { formatDateTime, formatPhone, telHrefOf } from './labels.ts';

/** One labelled field of a contact request's page: the words shown, and a link when it is one (tel:, mailto:). */
export interface ContactFieldRow {
  field: keyof typeof ADMIN_CONTACT_FIELD_LABELS;
  label: string;
  value: string;
  href?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** An option's label from its list (`homeowner` → 'Homeowner'), or the value as sent when the list has none. */
function optionLabel(options: Record<string, string>, value: string | undefined): string | undefined {
  return value === undefined ? undefined : (options[value] ?? value);
}

/**
 * A contact request as the office reads it (issue 34.12): the form's fields in its order and words, each once
 * (the form also sends name as fullName, serviceType as contactReason, and the address combined), option keys
 * as their labels, the phone formatted with a tel: link, the email with a mailto: link, and the page it was
 * sent from as a path. Empty fields, the browser details and the honeypot are left out.
 */
export function contactFieldRows(payload: Record<string, unknown>): ContactFieldRow[] {
  const phone = text(payload.phone);
  const email = text(payload.email);
  const sentAt = text(payload.submissionDate);
  const values: Record<keyof typeof ADMIN_CONTACT_FIELD_LABELS, { value: string | undefined; href?: string | undefined }> = {
    requestType: { value: text(payload.requestType) },
    name: { value: text(payload.name) ?? text(payload.fullName) },
    email: { value: email, href: email ? `mailto:${email}` : undefined },
    phone: { value: phone ? formatPhone(phone) : undefined, href: telHrefOf(phone ?? null) },
    streetAddress: { value: text(payload.streetAddress) },
    city: { value: text(payload.city) },
    state: { value: text(payload.state) },
    postalCode: { value: text(payload.postalCode) },
    userType: { value: optionLabel(USER_TYPES, text(payload.userType)) },
    serviceType: { value: optionLabel(SERVICE_TYPES, text(payload.serviceType) ?? text(payload.contactReason)) },
    isEmergency: { value: text(payload.isEmergency) },
    preferredDate: { value: text(payload.preferredDate) },
    preferredTime: { value: optionLabel(PREFERRED_TIMES, text(payload.preferredTime)) },
    message: { value: text(payload.message) },
    page: { value: pagePath(text(payload.pathname), text(payload.sourcePage)) },
    submissionDate: { value: sentAt && !Number.isNaN(Date.parse(sentAt)) ? formatDateTime(sentAt) : undefined },
    submissionId: { value: text(payload.submissionId) },
  };
  return (Object.keys(ADMIN_CONTACT_FIELD_LABELS) as (keyof typeof ADMIN_CONTACT_FIELD_LABELS)[]).flatMap((field) => {
    const { value, href } = values[field];
    if (value === undefined) return [];
    return [{ field, label: ADMIN_CONTACT_FIELD_LABELS[field], value, ...(href ? { href } : {}) }];
  });
}

/** The page's path ('/contact'); the form's placement ('contact-page', 'footer') only when no path was sent. */
function pagePath(pathname: string | undefined, sourcePage: string | undefined): string | undefined {
  return pathname ?? sourcePage;
}
