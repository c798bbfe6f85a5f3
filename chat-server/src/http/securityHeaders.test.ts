import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.ts';
import { openMemoryTestDatabase } from '../store/testDatabases.ts';
import { createTestApp } from '../testApp.ts';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';

/** The directives of a CSP header as name → sources. */
function directives(csp: string | undefined): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed.set(name, values);
  }
  return parsed;
}

describe('security headers', () => {
  let siteDir: string;
  let database: Database;
  let closeDatabase: () => Promise<void>;
  beforeAll(async () => {
    siteDir = await mkdtemp(join(tmpdir(), 'tod-headers-'));
    await writeFile(join(siteDir, 'index.html'), '<!doctype html><html><head><script>window.x=1</script></head><body>home</body></html>');
    ({ database, dispose: closeDatabase } = await openMemoryTestDatabase());
  });
  afterAll(async () => {
    await closeDatabase();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('gives a site page a CSP without unsafe-inline or unsafe-eval scripts, no inline handlers, no plugins, and no framing by others', async () => {
    const { app, dispose } = await createTestApp({ database, config: { siteDir } });
    try {
      const response = await request(app).get('/');
      expect(response.status).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      const scriptSources = csp.get('script-src') ?? [];
      expect(scriptSources).toContain("'self'");
      expect(scriptSources.some((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(scriptSources).not.toContain("'unsafe-inline'");
      expect(scriptSources).not.toContain("'unsafe-eval'");
      expect(scriptSources).not.toContain('*');
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    } finally {
      await dispose();
    }
  });

  it('sends nosniff, a referrer policy that keeps only the origin cross-site, and a Permissions-Policy allowing geolocation for the site itself only', async () => {
    const { app, dispose } = await createTestApp({ database, config: { siteDir } });
    try {
      for (const path of ['/', '/api/health', '/api/nope']) {
        const response = await request(app).get(path);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      }
      const features = new Map(PERMISSIONS_POLICY.split(',').map((entry) => entry.trim().split('=') as [string, string]));
      expect(features.get('geolocation')).toBe('(self)');
      for (const [feature, allow] of features) if (feature !== 'geolocation') expect(allow).toBe('()');
    } finally {
      await dispose();
    }
  });

  it('sends HSTS only over TLS: behind a trusted proxy saying https, never over plain http', async () => {
    const trusted = await createTestApp({ database, config: { trustProxy: true } });
    const untrusted = await createTestApp({ database, config: { trustProxy: false } });
    try {
      const overTls = await request(trusted.app).get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(overTls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      expect(STRICT_TRANSPORT_SECURITY).toMatch(/max-age=(\d{8,})/);
      const plain = await request(trusted.app).get('/api/health');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY anyone could claim https: the header is ignored.
      const spoofed = await request(untrusted.app).get('/api/health').set('X-Forwarded-Proto', 'https');
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await trusted.dispose();
      await untrusted.dispose();
    }
  });
});
