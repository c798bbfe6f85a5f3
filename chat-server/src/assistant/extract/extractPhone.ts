import { findPhoneNumbersInText, parsePhoneNumber } from 'libphonenumber-js';
import { digitsFromWords } from './digitsFromWords.ts';

const TEN_DIGITS = /(?:\d\D*){10}/;

/**
 * The first US phone number written in any common form ('503-555-0142', '(503) 555 0142',
 * '+1 503.555.0142', '5035550142'), or read out in words in English or Spanish ('five oh three five
 * five five zero one four two', 'cinco cero tres…', '503 five five five 0142'), in national format:
 * '(503) 555-0142'.
 */
export function extractPhone(text: string): string | undefined {
  // Digits first: "503-555-0142, two doors" must not run into the "two" that follows.
  return phoneInDigits(text) ?? phoneInDigits(digitsFromWords(text));
}

function phoneInDigits(text: string): string | undefined {
  // A US number has 10 digits (11 with the country code): text with fewer holds none, and most
  // messages have none, so the costlier search is skipped for them.
  if (!TEN_DIGITS.test(text)) return undefined;
  for (const found of findPhoneNumbersInText(text, 'US')) {
    if (found.number.country !== 'US' && found.number.countryCallingCode !== '1') continue;
    // "503-555-0201, 1420 NW 23rd Ave": a number after the phone is an extension only when marked as one.
    const marked = /\b(ext|extension|x)\b|#/i.test(text.slice(found.startsAt, found.endsAt));
    return found.number.ext && !marked ? parsePhoneNumber(found.number.number).formatNational() : found.number.formatNational();
  }
  return undefined;
}

/** A phone number normalized to '(503) 555-0142', or undefined when it is not a valid US number. */
export function normalizePhone(phone: string): string | undefined {
  return extractPhone(phone);
}
