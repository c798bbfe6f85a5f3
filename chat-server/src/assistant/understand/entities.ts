import type { AskedLast, Understanding } from '@tod/domain';
import { extractCity } from '../extract/extractCity.ts';
import { extractName } from '../extract/extractName.ts';
import { extractPhone } from '../extract/extractPhone.ts';

export type Entities = Understanding['entities'];

/** Door and opener brands visitors name, as each brand writes itself. */
export const BRANDS = [
  'LiftMaster',
  'Chamberlain',
  'Genie',
  'Craftsman',
  'Clopay',
  'Amarr',
  'Wayne Dalton',
  'Overhead Door',
  'Linear',
  'Marantec',
  'CHI',
  'Raynor',
  'Sommer',
  'Skylink',
  'Ryobi',
] as const;
const BRAND_PATTERNS = BRANDS.map((brand) => ({ brand, pattern: new RegExp(`\\b${brand.replace(' ', '[ -]?')}\\b`, 'i') }));
const DOOR_SIZE = /\b(\d{1,2})\s*(?:'|ft|feet)?\s*(?:x|by|por)\s*(\d{1,2})\b/i;
const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
/** "not Portland", "no en Hillsboro": the place a correction rules out, which is not the visitor's city. */
const RULED_OUT = /\b(?:not|no|instead of|en vez de|y no)\s+(?:in\s+|en\s+)?\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*)?/gu;

/**
 * The entities of one message: the name as given (any script), the phone in national format
 * (libphonenumber-js), the city, the ZIP, a brand and a door size. `askedLast` lets a bare answer
 * count ("Salem" after "Which city are you in?").
 */
export function extractEntities(text: string, askedLast: AskedLast): Entities {
  const entities: Entities = {};
  const phone = extractPhone(text);
  if (phone) entities.phone = phone;
  const withoutRuledOut = text.replace(RULED_OUT, ' ');
  const name = extractName(withoutRuledOut, { askedForName: askedLast === 'name' || askedLast === 'lead_details' });
  if (name) entities.name = name;
  const city = extractCity(withoutRuledOut, { askedForCity: (askedLast === 'city' || askedLast === 'lead_details') && !name && !phone });
  if (city && city.name !== name) entities.city = city.name;
  const zip = ZIP.exec(text.replace(/\+?\d[\d\s().-]{8,}\d/g, ' '));
  if (zip) entities.zip = zip[1]!;
  const brand = BRAND_PATTERNS.find(({ pattern }) => pattern.test(text));
  if (brand) entities.brand = brand.brand;
  const size = DOOR_SIZE.exec(text);
  if (size) entities.doorSize = `${size[1]}x${size[2]}`;
  return entities;
}
