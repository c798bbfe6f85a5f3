import { describe, expect, it } from 'vitest';
import { formatUsd, SERVICE_CALL_FEE } from './pricing.ts';
import { REGIONS } from './regions.ts';
import { SAVED_REPLY_IDS, SAVED_REPLY_LANGUAGES, savedReplyText } from './savedReplies.ts';

describe('the saved replies', () => {
  it('exist for every reply in English and Spanish, each language its own text', () => {
    for (const id of SAVED_REPLY_IDS) {
      const [en, es] = SAVED_REPLY_LANGUAGES.map((language) => savedReplyText(id, language, 'salem'));
      expect(en).toBeTruthy();
      expect(es).toBeTruthy();
      expect(en).not.toBe(es);
    }
  });

  it("quote the region's booking link and phone and the service fee from the facts", () => {
    for (const language of SAVED_REPLY_LANGUAGES) {
      expect(savedReplyText('booking', language, 'idaho')).toContain('/boise');
      expect(savedReplyText('booking', language, 'salem', 'https://book.example')).toContain('https://book.example/salem');
      expect(savedReplyText('serviceFee', language, 'salem')).toContain(formatUsd(SERVICE_CALL_FEE));
      expect(savedReplyText('technicianWillCall', language, 'idaho')).toContain(REGIONS.idaho.phone);
    }
  });
});
