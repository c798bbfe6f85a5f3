import type { ChatMetadata } from '@tod/domain/contracts';
import { telHref, type WidgetCatalogue } from '@tod/domain/facts';

export type CtaAction = 'call' | 'emergency_call' | 'book' | 'estimate' | 'escalate';

export interface Cta {
  action: CtaAction;
  label: string;
  /** A link for call/book/estimate; escalation is a button. */
  href?: string;
  primary: boolean;
}

/** Booking and estimate open in a new tab; a call does not. */
export function opensNewTab(cta: Cta): boolean {
  return cta.action === 'book' || cta.action === 'estimate';
}

export interface CtaLinks {
  phone: string;
  bookingUrl: string;
  estimateUrl: string;
}

/**
 * The buttons under an assistant message (SPEC §4): from ctaGuidance when it is present, else a
 * single button following ctaType (book, estimate or call).
 */
export function ctasFor(metadata: ChatMetadata | undefined, links: CtaLinks, copy: WidgetCatalogue): Cta[] {
  if (!metadata) return [];
  const phone = metadata.ctaData?.phone || links.phone;
  const guidance = metadata.ctaGuidance;
  if (guidance) {
    if (!guidance.showCTA) return [];
    const primary = guidance.primaryAction;
    return guidance.availableActions.flatMap((action): Cta[] => {
      switch (action) {
        case 'call': {
          const emergency = primary === 'emergency_call';
          return [
            {
              action: emergency ? 'emergency_call' : 'call',
              label: emergency ? copy.ctaEmergencyCall : copy.ctaCall,
              href: telHref(phone),
              primary: emergency || primary === 'call',
            },
          ];
        }
        case 'book':
          return [{ action: 'book', label: copy.ctaSchedule, href: links.bookingUrl, primary: primary === 'book' }];
        case 'escalate':
          return [{ action: 'escalate', label: copy.ctaEscalate, primary: primary === 'escalate' }];
        default:
          return [];
      }
    });
  }
  switch (metadata.ctaType) {
    case 'book':
      return [{ action: 'book', label: copy.ctaSchedule, href: links.bookingUrl, primary: false }];
    case 'estimate':
      return [{ action: 'estimate', label: copy.ctaEstimate, href: links.estimateUrl, primary: false }];
    case 'call':
      return [{ action: 'call', label: copy.ctaCall, href: telHref(phone), primary: false }];
    default:
      return [];
  }
}
