import { CTA_EVENT_VALUES, FORM_EVENT_VALUES, JOURNEY_MAX_DEPTH, type JOURNEY_STAGES, type ServiceRegionKey } from '@tod/domain/facts';

/**
 * The site events of SPEC §7 as they reach window.dataLayer. Parameters are categories and counts
 * only: never names, phone numbers, emails, addresses, message text or a typed ZIP code.
 */
export type SiteEvent =
  | { event: 'cta_click'; cta_type: CtaType; cta_location: string; value: number }
  | {
      event: 'form_submit_success';
      form_type: FormType;
      request_type: string;
      service_type: string;
      is_emergency: boolean;
      region: ServiceRegionKey;
      value: number;
    }
  | { event: 'zip_lookup'; found: boolean; region: ServiceRegionKey | 'none' }
  | { event: 'page_view'; page_path: string; page_title: string }
  | { event: 'service_interaction'; service: string; action: string }
  | { event: 'scroll_depth'; percent: number; page_path: string }
  | { event: 'component_visibility'; component: string; page_path: string }
  | { event: 'user_journey'; stage: JourneyStage; depth: number; page_path: string };

/** One member of the union by its name. */
export type SiteEventOf<Name extends SiteEvent['event']> = Extract<SiteEvent, { event: Name }>;

export type CtaType = keyof typeof CTA_EVENT_VALUES;
export type FormType = keyof typeof FORM_EVENT_VALUES;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

export function ctaClick(ctaType: CtaType, location: string): SiteEventOf<'cta_click'> {
  return { event: 'cta_click', cta_type: ctaType, cta_location: location, value: CTA_EVENT_VALUES[ctaType] };
}

export function formSubmitSuccess(
  formType: FormType,
  details: { requestType: string; serviceType: string; isEmergency: boolean; region: ServiceRegionKey },
): SiteEventOf<'form_submit_success'> {
  return {
    event: 'form_submit_success',
    form_type: formType,
    request_type: details.requestType,
    service_type: details.serviceType,
    is_emergency: details.isEmergency,
    region: details.region,
    value: FORM_EVENT_VALUES[formType],
  };
}

/** The ZIP itself stays out: only whether it is served and by which region. */
export function zipLookup(region: ServiceRegionKey | undefined): SiteEventOf<'zip_lookup'> {
  return { event: 'zip_lookup', found: region !== undefined, region: region ?? 'none' };
}

export function serviceInteraction(service: string, action: string): SiteEventOf<'service_interaction'> {
  return { event: 'service_interaction', service, action };
}

export function userJourney(stage: JourneyStage, depth: number, pagePath: string): SiteEventOf<'user_journey'> {
  return { event: 'user_journey', stage, depth: Math.min(Math.max(1, Math.floor(depth)), JOURNEY_MAX_DEPTH), page_path: pagePath };
}
