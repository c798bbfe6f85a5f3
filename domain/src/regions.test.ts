import { describe, expect, it } from 'vitest';
import { TOLL_FREE_PHONE, telHref } from './phones.ts';
import { chatRegionData, REGIONS, regionByName, SERVICE_REGION_KEYS } from './regions.ts';

describe('regions', () => {
  it('has the five SPEC regions with their phones and licenses', () => {
    expect(SERVICE_REGION_KEYS).toEqual(['portland-metro', 'salem', 'sw-washington', 'idaho', 'nationwide']);
    expect(REGIONS['portland-metro'].phone).toBe('(503) 555-0142');
    expect(REGIONS.salem.phone).toBe('(503) 555-0175');
    expect(REGIONS['sw-washington'].licenseText).toContain('DLGARGD820CF');
    expect(REGIONS.idaho.licenseText).toContain('42914');
    expect(REGIONS.nationwide.phone).toBe(TOLL_FREE_PHONE);
    expect(REGIONS.nationwide.name).toBe('Pacific Northwest');
  });

  it('gives the chat its region data with the booking link of the region', () => {
    expect(chatRegionData('idaho').bookingLink).toBe('https://book.doorlogic.example/boise');
    expect(chatRegionData('nationwide', 'https://b.test/').bookingLink).toBe('https://b.test/');
    expect(chatRegionData('salem').region).toBe('Salem & Mid-Valley');
  });

  it('finds a region by SPEC name or key', () => {
    expect(regionByName('Portland Metro')?.key).toBe('portland-metro');
    expect(regionByName('sw-washington')?.name).toBe('SW Washington');
    expect(regionByName('Mars')).toBeUndefined();
  });

  it('makes tel: links from display phones', () => {
    expect(telHref('(888) 555-0199')).toBe('tel:+18885550199');
  });
});
