import { describe, expect, it } from 'vitest';
import { readConfirmation } from './readConfirmation.ts';
import { receivedRequestFor, receivedRequestNamed, receivedRequestState } from './receivedRequest.ts';

const query = readConfirmation(new URLSearchParams('submissionId=DL-1732200000000123&name=Ana&city=Portland&state=OR'));

describe('receivedRequestFor', () => {
  it('accepts the state the contact form set for the request the query names', () => {
    const state = receivedRequestState({ submissionId: 'DL-1732200000000123', region: 'portland-metro' });
    expect(receivedRequestFor(state, query)).toEqual({ submissionId: 'DL-1732200000000123', region: 'portland-metro' });
  });

  it('finds nothing received for a link without state (typed, shared or forged)', () => {
    expect(receivedRequestFor(null, query)).toBeNull();
    expect(receivedRequestFor(undefined, query)).toBeNull();
    expect(receivedRequestFor({}, query)).toBeNull();
  });

  it('finds nothing received when the state is about another request or is malformed', () => {
    expect(receivedRequestFor(receivedRequestState({ submissionId: 'DL-1732200000000999', region: 'salem' }), query)).toBeNull();
    expect(receivedRequestFor({ receivedRequest: { submissionId: 'DL-1732200000000123', region: 'mars' } }, query)).toBeNull();
    expect(receivedRequestFor({ receivedRequest: 'DL-1732200000000123' }, query)).toBeNull();
  });

  it('finds nothing received without a readable query', () => {
    expect(receivedRequestFor(receivedRequestState({ submissionId: 'DL-1732200000000123', region: 'salem' }), null)).toBeNull();
  });
});

describe('receivedRequestNamed', () => {
  it("gives the site frame the request's region only for the submission id the address names", () => {
    const state = receivedRequestState({ submissionId: 'DL-1732200000000123', region: 'salem' });
    expect(receivedRequestNamed(state, 'DL-1732200000000123')?.region).toBe('salem');
    expect(receivedRequestNamed(state, 'DL-1732200000000999')).toBeNull();
    expect(receivedRequestNamed(state, null)).toBeNull();
  });
});
