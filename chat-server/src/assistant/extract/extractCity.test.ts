import { describe, expect, it } from 'vitest';
import { extractCity } from './extractCity.ts';

describe('extractCity', () => {
  it.each([
    ["I'm in Beaverton", 'Beaverton', 'portland-metro'],
    ['My name is Albany Jones, 541-555-0111, I live in Lebanon', 'Lebanon', 'salem'],
    ['we live in lake oswego', 'Lake Oswego', 'portland-metro'],
    ['house is in Battle Ground WA', 'Battle Ground', 'sw-washington'],
    ['meridian, idaho', 'Meridian', 'idaho'],
    ['Corvallis', 'Corvallis', 'salem'],
    ['out in Star near Boise', 'Star', 'idaho'],
    ['Vancouver or Camas, either works', 'Vancouver', 'sw-washington'],
    ['we are in Sherwood', 'Sherwood', 'portland-metro'],
    ['Ontario, Oregon', 'Ontario', 'idaho'],
  ])('finds %j → %s in %s', (text, name, region) => {
    const city = extractCity(text);
    expect(city?.name).toBe(name);
    expect(city?.region).toBe(region);
  });

  it('marks the 27 service cities and nothing else as service cities', () => {
    expect(extractCity('Tigard')?.serviceCity?.slug).toBe('tigard');
    expect(extractCity('near Sherwood')?.serviceCity).toBeUndefined();
  });

  it.each([
    ['I live in Seattle', 'Seattle'],
    ['moving from Dallas, TX', 'Dallas'],
    ['my place in Bend', 'Bend'],
    ['we are in Pleasantville', 'Pleasantville'],
    ['Portland, Maine', 'Portland'],
  ])('places %j outside the service area', (text, name) => {
    expect(extractCity(text)).toEqual({ name, region: 'nationwide' });
  });

  it('does not read common words as cities', () => {
    expect(extractCity('the star on my remote is blinking')).toBeUndefined();
    expect(extractCity('my spring broke in the morning')).toBeUndefined();
    expect(extractCity('door is stuck halfway')).toBeUndefined();
  });

  it('takes a bare answer as a city only when the assistant asked for it', () => {
    expect(extractCity('springfield')).toBeUndefined();
    expect(extractCity('pleasantville', { askedForCity: true })).toEqual({ name: 'Pleasantville', region: 'nationwide' });
    expect(extractCity('yes', { askedForCity: true })).toBeUndefined();
  });
});
