import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteStaticRoutes } from '../routes/siteStatic.ts';
import { geoFromHeaders, geoMetaTags, geoMetaTransform, injectGeoMeta } from './geoMeta.ts';

const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];

describe('geoFromHeaders', () => {
  it('reads CloudFront viewer headers', () => {
    expect(
      geoFromHeaders(
        headers({
          'cloudfront-viewer-country': 'US',
          'cloudfront-viewer-city': 'Beaverton',
          'cloudfront-viewer-country-region': 'OR',
          'cloudfront-viewer-country-region-name': 'Oregon',
          'cloudfront-viewer-latitude': '45.4871',
          'cloudfront-viewer-longitude': '-122.8037',
        }),
      ),
    ).toEqual({ city: 'Beaverton', region: 'Oregon', country: 'US', lat: '45.4871', lon: '-122.8037' });
  });

  it('reads Cloudflare visitor location headers and names a US state from its code', () => {
    expect(geoFromHeaders(headers({ 'cf-ipcountry': 'us', 'cf-ipcity': 'Nampa', 'cf-region-code': 'ID' }))).toEqual({
      city: 'Nampa',
      region: 'Idaho',
      country: 'US',
      lat: undefined,
      lon: undefined,
    });
  });

  it('decodes the URI-encoded Vercel city', () => {
    expect(
      geoFromHeaders(headers({ 'x-vercel-ip-country': 'US', 'x-vercel-ip-city': 'Lake%20Oswego', 'x-vercel-ip-country-region': 'OR' }))
        ?.city,
    ).toBe('Lake Oswego');
  });

  it('drops unknown countries, bad coordinates and overlong values', () => {
    expect(geoFromHeaders(headers({ 'cf-ipcountry': 'XX' }))).toBeUndefined();
    expect(
      geoFromHeaders(headers({ 'cf-ipcountry': 'DE', 'cf-iplatitude': '123', 'cf-iplongitude': 'east', 'cf-ipcity': 'x'.repeat(101) })),
    ).toEqual({ country: 'DE', city: undefined, region: undefined, lat: undefined, lon: undefined });
  });

  it('answers nothing without a CDN country header', () => {
    expect(geoFromHeaders(headers({ 'cloudfront-viewer-city': 'Portland' }))).toBeUndefined();
  });
});

describe('geoMetaTags', () => {
  it('derives the service region for a US place and escapes every value', () => {
    const html = geoMetaTags({ city: 'Camas"><script>', region: 'Washington', country: 'US', lat: '45.58', lon: '-122.39' });
    expect(html).toBe(
      '<meta name="geo-city" content="Camas&quot;&gt;&lt;script&gt;">' +
        '<meta name="geo-region" content="Washington">' +
        '<meta name="geo-country" content="US">' +
        '<meta name="geo-service-region" content="nationwide">' +
        '<meta name="geo-lat" content="45.58"><meta name="geo-lon" content="-122.39">',
    );
    expect(geoMetaTags({ city: 'Camas', region: 'Washington', country: 'US' })).toContain('content="sw-washington"');
  });

  it('never derives a service region outside the US', () => {
    expect(geoMetaTags({ city: 'Salem', region: 'Oregon', country: 'CA' })).toContain(
      '<meta name="geo-service-region" content="nationwide">',
    );
  });

  it('sends only the country when that is all the CDN knows', () => {
    expect(geoMetaTags({ country: 'FR' })).toBe('<meta name="geo-country" content="FR">');
  });
});

describe('injectGeoMeta', () => {
  it('puts the tags just before </head> and leaves pages without a head alone', () => {
    expect(injectGeoMeta('<html><head><title>x</title></head><body></body></html>', { country: 'US' })).toBe(
      '<html><head><title>x</title><meta name="geo-country" content="US"></head><body></body></html>',
    );
    expect(injectGeoMeta('plain', { country: 'US' })).toBe('plain');
    expect(injectGeoMeta('<head></head>', undefined)).toBe('<head></head>');
  });
});

describe('geoMetaTransform', () => {
  it('is off unless TRUST_PROXY is set, so clients cannot claim a location', () => {
    expect(geoMetaTransform(false)).toBeUndefined();
    expect(geoMetaTransform(1)).toBeTypeOf('function');
  });

  it('injects the tags into the pages the server sends', async () => {
    const siteDir = await mkdtemp(join(tmpdir(), 'geo-meta-'));
    await writeFile(join(siteDir, 'index.html'), '<!doctype html><html><head><title>Home</title></head><body></body></html>');
    const app = express().use(siteStaticRoutes({ siteDir, htmlTransform: geoMetaTransform(1) }));
    try {
      const response = await request(app)
        .get('/')
        .set('CloudFront-Viewer-Country', 'US')
        .set('CloudFront-Viewer-City', 'Boise')
        .set('CloudFront-Viewer-Country-Region', 'ID')
        .expect(200);
      expect(response.text).toContain(
        '<meta name="geo-city" content="Boise"><meta name="geo-region" content="Idaho"><meta name="geo-country" content="US"><meta name="geo-service-region" content="idaho">',
      );
      const plain = await request(app).get('/').expect(200);
      expect(plain.text).not.toContain('geo-city');
    } finally {
      await rm(siteDir, { recursive: true, force: true });
    }
  });
});
