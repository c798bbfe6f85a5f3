import type { ChatMetadata } from '@tod/domain/contracts';
import {
  fillTemplate,
  GREETING_CITY_FALLBACK,
  GREETING_JOBS_LINE,
  GREETING_NEIGHBOR_FALLBACK,
  GREETING_PHONE_LINE,
  GREETING_TEMPLATES,
} from '@tod/domain/facts';

export interface Greeting {
  content: string;
  metadata: ChatMetadata;
}

/**
 * The welcome message (SPEC §4): one of the five templates, picked by `random` in [0, 1), then the
 * 5,000+ jobs line and the local phone. Without a city, templates that address the visitor
 * ('Hey {city}!') say 'neighbor'; the others say 'your area'.
 */
export function welcomeGreeting(city: string | undefined, phone: string | undefined, regionName: string, random: number): Greeting {
  const index = Math.min(GREETING_TEMPLATES.length - 1, Math.max(0, Math.floor(random * GREETING_TEMPLATES.length)));
  const template = GREETING_TEMPLATES[index] ?? GREETING_TEMPLATES[0];
  const addressesVisitor = /(Hey|Hello,) \{city\}/.test(template);
  const greetingCity = city ?? (addressesVisitor ? GREETING_NEIGHBOR_FALLBACK : GREETING_CITY_FALLBACK);
  const lines = [
    fillTemplate(template, { city: greetingCity }),
    fillTemplate(GREETING_JOBS_LINE, { city: city ?? GREETING_CITY_FALLBACK }),
  ];
  if (phone) lines.push(fillTemplate(GREETING_PHONE_LINE, { phone }));
  return {
    content: lines.join('\n\n'),
    metadata: { confidence: 1, region: regionName, responseType: 'greeting', templateUsed: `greeting_${index + 1}` },
  };
}
