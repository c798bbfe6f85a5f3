import type { ChatMetadata } from '@tod/domain/contracts';
import { fillTemplate, namesWideRegion, type WidgetCatalogue } from '@tod/domain/facts';

export interface Greeting {
  content: string;
  metadata: ChatMetadata;
}

/**
 * The welcome message (SPEC §4): one of the five templates, picked by `random` in [0, 1), then the
 * 5,000+ jobs line and the local phone. Without a city, templates that address the visitor
 * ('Hey {city}!') say 'neighbor'; the others say 'your area'. A region instead of a city is not a name to
 * greet ('Hey neighbor!'), and is said with its article after a preposition ('around the Pacific Northwest').
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
  const wide = city !== undefined && namesWideRegion(city);
  const values = {
    city: wide ? neighborFallback : (city ?? neighborFallback),
    place: wide ? wideRegion.place : (city ?? cityFallback),
  };
  const lines = [fillTemplate(template, values), fillTemplate(jobsLine, values)];
  if (phone) lines.push(fillTemplate(phoneLine, { phone }));
  return {
    content: lines.join('\n\n'),
    // `locale` and `templateUsed` let the same greeting be said again in the chat's language (issue 33.9).
    metadata: { confidence: 1, region: regionName, responseType: 'greeting', templateUsed: `greeting_${index + 1}`, locale: copy.locale },
  };
}
