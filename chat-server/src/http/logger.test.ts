import { Writable } from 'node:stream';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';
import { createLogger } from './logger.ts';

function captureLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: createLogger('trace', destination), lines };
}

describe('request logging', () => {
  it('logs method, path and status of a contact submission but no personal data, body or query string', async () => {
    const { logger, lines } = captureLogger();
    const { app, dispose } = await createTestApp({ logger, config: { rateLimits: { contactPerWindow: 100 } } });
    try {
      const secret = {
        submissionId: 'DL-1763000000000999',
        name: 'Quentin Secretname',
        email: 'quentin.secret@example.com',
        phone: '(503) 555-0199',
        message: 'My very private garage story.',
        streetAddress: '99 Hidden Lane',
        city: 'Portland',
        state: 'OR',
        postalCode: '97201',
        userType: 'homeowner',
        isEmergency: 'No',
        serviceType: 'maintenance',
        preferredTime: 'asap',
        requestType: 'Other',
      };
      expect((await request(app).post('/api/contact-form?email=quentin.secret@example.com').send(secret)).status).toBe(201);
      expect(
        (
          await request(app)
            .post('/api/contact-form')
            .send({ ...secret, email: 'not-valid-quentin' })
        ).status,
      ).toBe(400);
      const output = lines.join('');
      expect(output).toContain('"path":"/api/contact-form"');
      expect(output).toContain('"statusCode":201');
      for (const personal of ['Secretname', 'quentin.secret', 'not-valid-quentin', '555-0199', 'private garage', 'Hidden Lane']) {
        expect(output).not.toContain(personal);
      }
    } finally {
      await dispose();
    }
  });

  it('redacts personal fields even when code passes them to the logger', () => {
    const { logger, lines } = captureLogger();
    logger.info({ message: 'chat text', phone: '5035550100', email: 'a@b.co', lead: { name: 'Ana', phone: '5035550100' } }, 'event');
    const output = lines.join('');
    expect(output).not.toContain('chat text');
    expect(output).not.toContain('5035550100');
    expect(output).not.toContain('a@b.co');
    expect(output).toContain('[redacted]');
  });
});
