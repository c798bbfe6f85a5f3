import { FALLBACK_SUCCESS_PATTERN, fillTemplate, REGIONS, recommendationsResponseSchema } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { recommend } from './recommendations.ts';

const base = { location: {}, conversationHistory: [], sessionId: 'session_rec_1' };

describe('recommend', () => {
  it('gives only the SPEC fall-back when nothing is known', () => {
    expect(recommend(base)).toEqual([
      {
        type: 'success_pattern',
        content: fillTemplate(FALLBACK_SUCCESS_PATTERN, { city: 'your area' }),
        confidence: 0.9,
        source: 'company_experience',
      },
    ]);
  });

  it('gives local insights for a service city and at most 3 of them, patterns above 0.7 and at most 2', () => {
    const recommendations = recommend({
      ...base,
      location: { city: 'Boise', region: 'Idaho & Eastern Oregon' },
      urgency: 'emergency',
      serviceType: 'springRepair',
    });
    expect(recommendationsResponseSchema.parse({ recommendations })).toBeTruthy();
    const insights = recommendations.filter((item) => item.type === 'local_insight');
    const patterns = recommendations.filter((item) => item.type === 'success_pattern');
    expect(insights).toHaveLength(3);
    expect(patterns.length).toBeLessThanOrEqual(2);
    expect(patterns.every((item) => item.confidence > 0.7)).toBe(true);
    expect(insights[0]!.source).toBe('emergency');
    expect(insights.map((item) => item.content).join(' ')).toContain(REGIONS.idaho.phone);
    expect(patterns[0]!.content).toBe('Our team has 15+ years of experience serving Boise.');
    expect(patterns[1]!.content).toContain('$189–$299');
  });

  it('reads the service from the conversation when no service type is given', () => {
    const recommendations = recommend({
      ...base,
      location: { city: 'Tigard' },
      conversationHistory: [{ role: 'user', content: 'my opener hums' }],
    });
    expect(recommendations.some((item) => item.content.includes('$389–$699'))).toBe(true);
  });

  it('warns about the out-of-area minimum for a city outside the service area', () => {
    const recommendations = recommend({ ...base, location: { city: 'Seattle' } });
    expect(recommendations.find((item) => item.type === 'local_insight')?.content).toContain('$289');
  });
});
