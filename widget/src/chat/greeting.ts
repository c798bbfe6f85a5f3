import type { ChatMetadata } from '@tod/domain/contracts';
import { fillTemplate, REGION_CONTACTS, REGION_NAMES, type WidgetCatalogue } from '@tod/domain/facts';

export interface Greeting {
  content: string;
  metadata: ChatMetadata;
}

/** Whether the greeting's 'city' names the multi-state region ('Pacific Northwest') rather than a town. */
function isWideRegion(city: string): boolean {
  const needle = city.trim().toLowerCase();
  return [...REGION_NAMES.nationwide, REGION_CONTACTS.nationwide.city].some((name) => name.toLowerCase() === needle);
}

/**
 * The welcome message (SPEC §4): one of the five templates, picked by `random` in [0, 1), then the
 * 5,000+ jobs line and the local phone. Without a city, templates that address the visitor
 * ('Hey {city}!') say 'neighbor'; the others say 'your area'. A region instead of a city is said
 * with its article after a preposition ('around the Pacific Northwest').
 */
export function welcomeGreeting(
  copy: WidgetCatalogue,
  city: string | undefined,
  phone: string | undefined,
  regionName: string,
  random: number,
): Greeting {
  const { templates, cityFallback, neighborFallback, wideRegion, jobsLine, phoneLine } = copy.greeting;
  const index = Math.min(templates.length - 1, Math.max(0, Math.floor(random * templates.length)));
  const template = templates[index] ?? templates[0] ?? '';
  const wide = city !== undefined && isWideRegion(city);
  const values = {
    city: wide ? wideRegion.address : (city ?? neighborFallback),
    place: wide ? wideRegion.place : (city ?? cityFallback),
  };
  const lines = [fillTemplate(template, values), fillTemplate(jobsLine, values)];
  if (phone) lines.push(fillTemplate(phoneLine, { phone }));
  return {
    content: lines.join('\n\n'),
    metadata: { confidence: 1, region: regionName, responseType: 'greeting', templateUsed: `greeting_${index + 1}` },
  };
}
