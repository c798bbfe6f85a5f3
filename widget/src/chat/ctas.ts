import type { ChatMetadata } from '@tod/domain/contracts';
import { EMERGENCY_SERVICES_HREF, telHref, type WidgetCatalogue } from '@tod/domain/facts';

export type CtaAction = 'call_911' | 'call' | 'emergency_call' | 'book' | 'estimate' | 'escalate';

export interface Cta {
  action: CtaAction;
  label: string;
  /** A link for call/book/estimate; escalation is a button. */
  href?: string;
  /**
   * How the button stands out: 'primary' is the reply's primary action (filled in the brand colour);
   * 'emergency' the most urgent one (filled red): Call 911, or the office's emergency call without it.
   * Absent or false: an outlined button.
   */
  emphasis?: 'primary' | 'emergency' | false;
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
 *
 * Emergencies (issue 30, decision 0320): Call 911 (`tel:911`) comes first, whatever the server's order, and
 * is the one urgent button; the office's 'Call Now - Emergency' follows it. An emergency reply never shows
 * a booking button, whatever the server sent.
 */
export function ctasFor(metadata: ChatMetadata | undefined, links: CtaLinks, copy: WidgetCatalogue): Cta[] {
  if (!metadata) return [];
  const phone = metadata.ctaData?.phone || links.phone;
  const guidance = metadata.ctaGuidance;
  const primary = guidance?.primaryAction;
  // Without guidance, ctaType names the one button (its 'escalate' and 'location' show none).
  const actions: readonly string[] = guidance ? (guidance.showCTA ? guidance.availableActions : []) : [metadata.ctaType ?? ''];
  const with911 = actions.includes('call_911');
  const emergency = with911 || primary === 'emergency_call';
  const lead = (action: string) => primary === action && 'primary';
  const ctas = actions.flatMap((action): Cta[] => {
    switch (action) {
      case 'call': {
        const emergencyCall = primary === 'emergency_call';
        return [
          {
            action: emergencyCall ? 'emergency_call' : 'call',
            label: emergencyCall ? copy.ctaEmergencyCall : copy.ctaCall,
            href: telHref(phone),
            // With Call 911 beside it, the office's call is not the urgent one.
            emphasis: emergencyCall ? !with911 && 'emergency' : lead('call'),
          },
        ];
      }
      case 'book':
        return emergency ? [] : [{ action, label: copy.ctaSchedule, href: links.bookingUrl, emphasis: lead(action) }];
      case 'estimate':
        return [{ action, label: copy.ctaEstimate, href: links.estimateUrl }];
      case 'escalate':
        return guidance ? [{ action, label: copy.ctaEscalate, emphasis: lead(action) }] : [];
    }
    return [];
  });
  return with911 ? [{ action: 'call_911', label: copy.cta911, href: EMERGENCY_SERVICES_HREF, emphasis: 'emergency' }, ...ctas] : ctas;
}
