import { describe, expect, it } from 'vitest';
import { receivedRequestNamed, receivedRequestState } from './receivedRequest.ts';

const request = {
  submissionId: 'DL-1732200000000123',
  region: 'salem',
  name: 'Ana',
  requestType: 'Other',
  city: 'Salem',
  state: 'OR',
  isEmergency: 'No',
} as const;

describe('receivedRequestNamed', () => {
  it("gives the site frame the request's region only for the submission id the address names", () => {
    const state = receivedRequestState(request);
    expect(receivedRequestNamed(state, 'DL-1732200000000123')).toEqual({ submissionId: 'DL-1732200000000123', region: 'salem' });
    expect(receivedRequestNamed(state, 'DL-1732200000000999')).toBeNull();
    expect(receivedRequestNamed(state, null)).toBeNull();
  });

  it('finds nothing in a state without a request or with a malformed one', () => {
    for (const state of [null, undefined, {}, { receivedRequest: 'DL-1732200000000123' }])
      expect(receivedRequestNamed(state, 'DL-1732200000000123')).toBeNull();
    expect(receivedRequestNamed({ receivedRequest: { ...request, region: 'mars' } }, 'DL-1732200000000123')).toBeNull();
  });
});
