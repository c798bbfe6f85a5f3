import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../loader/config.ts';
import { browserName, eventContext } from './analytics.ts';
import { regionView } from './regionView.ts';

describe('analytics context', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36', 'chrome'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0', 'edge'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', 'safari'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0', 'firefox'],
    ['curl/8', 'other'],
  ])('names the browser family of %s', (userAgent, name) => {
    expect(browserName(userAgent)).toBe(name);
  });

  it('carries device type, browser, region name and city only', () => {
    const region = regionView(resolveConfig({ region: 'idaho' }, 'https://x.example/tod.js', () => undefined));
    expect(eventContext(region, 390, 'curl/8')).toEqual({
      deviceType: 'mobile',
      browser: 'other',
      region: 'Idaho & Eastern Oregon',
      city: 'Boise',
    });
    expect(eventContext(region, 1000, '').deviceType).toBe('tablet');
  });
});
