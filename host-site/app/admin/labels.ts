import { REGIONS, type ServiceRegionKey } from '@tod/domain/facts';

export {
  ADMIN_DELIVERY_LABELS as DELIVERY_LABELS,
  ADMIN_KIND_LABELS as KIND_LABELS,
  ADMIN_STATUS_LABELS as STATUS_LABELS,
  ADMIN_URGENCY_DESCRIPTIONS as URGENCY_DESCRIPTIONS,
  ADMIN_URGENCY_LABELS as URGENCY_LABELS,
} from '@tod/domain/facts';

export function regionLabel(region: ServiceRegionKey): string {
  return REGIONS[region]?.name ?? region;
}

/** '(503) 555-0142' → 'tel:+15035550142'; undefined when the text holds no dialable number. */
export function telHrefOf(phone: string | null): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return digits.length >= 7 ? `tel:${digits}` : undefined;
}

/** A US number as '(503) 555-0142' (with or without the leading 1); any other text as typed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || /[a-wyz]/i.test(phone)) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
