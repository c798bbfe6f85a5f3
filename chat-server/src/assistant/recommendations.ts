import {
  CHAT_LIMITS,
  ESTIMATES,
  FALLBACK_SUCCESS_PATTERN,
  fillTemplate,
  formatRange,
  GREETING_CITY_FALLBACK,
  JOBS_COMPLETED_CLAIM,
  OFFICES,
  PRICING_NOTES,
  REGIONS,
  type Recommendation,
  type RecommendationsRequest,
  regionByName,
  SAME_DAY_HOURS,
  type ServiceRegionKey,
} from '@tod/domain';
import { detectIssues, ISSUES, primaryIssue } from './extract/detectIssue.ts';
import { extractCity } from './extract/extractCity.ts';
import { normalizeText } from './extract/normalizeText.ts';

/**
 * Recommendations for the chat (SPEC §7): up to 3 local insights and up to 2 success patterns with
 * confidence above 0.7, drawn from the service area, the price list and the company facts. Without a
 * known place it is the SPEC fall-back: one success pattern about 15+ years of experience.
 */
export function recommend(request: RecommendationsRequest): Recommendation[] {
  const place = placeOf(request);
  const cityName = place.city ?? GREETING_CITY_FALLBACK;
  const fallback: Recommendation = {
    type: 'success_pattern',
    content: fillTemplate(FALLBACK_SUCCESS_PATTERN, { city: cityName }),
    confidence: 0.9,
    source: 'company_experience',
  };
  const userText = [
    request.serviceType ?? '',
    ...request.conversationHistory.filter((item) => item.role === 'user').map((item) => item.content),
  ].join(' ');
  const issue = primaryIssue(detectIssues(normalizeText(serviceTypeWords(userText))));

  const patterns: Recommendation[] = [fallback];
  const estimateKey = issue ? ISSUES[issue].estimateKey : undefined;
  if (issue && estimateKey) {
    const estimate = ESTIMATES[estimateKey];
    patterns.push({
      type: 'success_pattern',
      content: `${estimate.label} is typically ${formatRange(estimate.range)}. ${PRICING_NOTES.finalPricing}`,
      confidence: 0.8,
      source: 'price_list',
    });
  } else if (place.city) {
    patterns.push({
      type: 'success_pattern',
      content: `Our technicians have completed ${JOBS_COMPLETED_CLAIM} jobs in ${place.city}.`,
      confidence: 0.85,
      source: 'company_experience',
    });
  }

  const insights: Recommendation[] = [];
  if (place.region && place.region !== 'nationwide') {
    const region = REGIONS[place.region];
    insights.push({
      type: 'local_insight',
      content: `${place.city ?? region.city} is served by our ${region.name} team: call ${region.phone}. ${PRICING_NOTES.sameDay}`,
      confidence: 0.9,
      source: 'service_area',
    });
    const office = OFFICES.find((candidate) => candidate.address.locality === region.city);
    if (office) {
      insights.push({
        type: 'local_insight',
        content: `You can see doors in person at our ${office.name.replace(' office & showroom', '')} showroom.`,
        confidence: 0.85,
        source: 'showroom',
      });
    }
    if (region.license)
      insights.push({
        type: 'local_insight',
        content: `Work in ${region.license.stateName} is done under ${region.licenseText}.`,
        confidence: 0.8,
        source: 'license',
      });
  } else if (place.region === 'nationwide' && place.city) {
    insights.push({
      type: 'local_insight',
      content: `${place.city} may be outside our regular service area. ${PRICING_NOTES.outOfArea}`,
      confidence: 0.75,
      source: 'service_area',
    });
  }
  if (request.urgency === 'emergency') {
    insights.unshift({
      type: 'local_insight',
      content: `For an emergency, call right away: same-day service means within ${SAME_DAY_HOURS} hours, and urgent calls go first.`,
      confidence: 0.85,
      source: 'emergency',
    });
  }

  return [
    ...insights.slice(0, CHAT_LIMITS.localInsights),
    ...patterns.filter((pattern) => pattern.confidence > CHAT_LIMITS.successPatternMinConfidence).slice(0, CHAT_LIMITS.successPatterns),
  ];
}

function placeOf(request: RecommendationsRequest): { city?: string; region?: ServiceRegionKey } {
  const named = request.location.city ? extractCity(request.location.city, { askedForCity: true }) : undefined;
  const region = request.location.region ? regionByName(request.location.region)?.key : undefined;
  if (named) return { city: named.name, region: named.region !== 'nationwide' ? named.region : (region ?? 'nationwide') };
  return region ? { region } : {};
}

/** 'springRepair' → 'spring repair', so contact-form service keys read like words. */
function serviceTypeWords(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, '$1 $2');
}
