import { ERROR_CODES, errorBodySchema, recommendationsResponseSchema } from '@tod/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';

describe('POST /api/recommendations', () => {
  let app: Express;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, dispose } = await createTestApp());
  });
  afterAll(() => dispose());

  it('answers local insights and success patterns within the SPEC limits', async () => {
    const response = await request(app)
      .post('/api/recommendations')
      .send({
        serviceType: 'springRepair',
        urgency: 'urgent',
        location: { city: 'Portland', region: 'Portland Metro' },
        conversationHistory: [],
        sessionId: 'recs_12345_0123456789abcdef',
      });
    expect(response.status).toBe(200);
    const { recommendations } = recommendationsResponseSchema.parse(response.body);
    expect(recommendations.filter((item) => item.type === 'local_insight').length).toBeLessThanOrEqual(3);
    const patterns = recommendations.filter((item) => item.type === 'success_pattern');
    expect(patterns.length).toBeLessThanOrEqual(2);
    expect(patterns.every((item) => item.confidence > 0.7)).toBe(true);
    expect(patterns[0]!.content).toBe('Our team has 15+ years of experience serving Portland.');
  });

  it('answers the SPEC fall-back when the location is unknown', async () => {
    const response = await request(app)
      .post('/api/recommendations')
      .send({ location: {}, conversationHistory: [], sessionId: 'recs_12346_0123456789abcdef' });
    expect(response.body.recommendations).toEqual([
      {
        type: 'success_pattern',
        content: 'Our team has 15+ years of experience serving your area.',
        confidence: 0.9,
        source: 'company_experience',
      },
    ]);
  });

  it.each([
    ['a missing sessionId', { location: {}, conversationHistory: [] }],
    ['an unknown urgency', { location: {}, conversationHistory: [], sessionId: 'recs_12347_0123456789abcdef', urgency: 'whenever' }],
    [
      '21 history items',
      {
        location: {},
        conversationHistory: Array.from({ length: 21 }, () => ({ role: 'user', content: 'x' })),
        sessionId: 'recs_12348_0123456789abcdef',
      },
    ],
  ])('answers 400 with the error shape for %s', async (_label, payload) => {
    const response = await request(app).post('/api/recommendations').send(payload);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.validation);
  });
});
