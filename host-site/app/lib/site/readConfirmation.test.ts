import { describe, expect, it } from 'vitest';
import { readConfirmation } from './readConfirmation.ts';
import { receivedRequestState } from './receivedRequest.ts';

const REFERENCE = 'DL-1732200000000123';
const address = new URLSearchParams({ submissionId: REFERENCE });
const request = {
  submissionId: REFERENCE,
  region: 'salem',
  name: 'Ana',
  requestType: 'Service/Estimate',
  city: 'Salem',
  state: 'OR',
  isEmergency: 'Yes',
} as const;

describe('readConfirmation', () => {
  it('reads the request the contact form left in the history state, for the reference the address names', () => {
    expect(readConfirmation(address, receivedRequestState(request))).toEqual(request);
  });

  it('fills defaults for the fields a request left empty', () => {
    const state = { receivedRequest: { submissionId: REFERENCE, region: 'idaho' } };
    expect(readConfirmation(address, state)).toEqual({
      submissionId: REFERENCE,
      region: 'idaho',
      name: '',
      requestType: '',
      city: '',
      state: '',
      isEmergency: 'No',
    });
  });

  it('finds nothing for a link without state (typed, shared or forged), whatever its query says', () => {
    const forged = new URLSearchParams({ submissionId: REFERENCE, name: 'Ana', city: 'Salem', isEmergency: 'Yes' });
    for (const state of [null, undefined, {}, { receivedRequest: REFERENCE }]) expect(readConfirmation(forged, state)).toBeNull();
  });

  it('finds nothing when the state is about another request', () => {
    expect(readConfirmation(address, receivedRequestState({ ...request, submissionId: 'DL-1732200000000999' }))).toBeNull();
  });

  it('finds nothing for a malformed state: an unknown region, an isEmergency other than Yes or No, an overlong name', () => {
    for (const change of [{ region: 'mars' }, { isEmergency: 'maybe' }, { name: 'A'.repeat(5000) }])
      expect(readConfirmation(address, { receivedRequest: { ...request, ...change } })).toBeNull();
  });

  it('finds nothing without a submission id that follows the DL- pattern in the address', () => {
    const state = receivedRequestState(request);
    expect(readConfirmation(new URLSearchParams(), state)).toBeNull();
    expect(readConfirmation(new URLSearchParams({ submissionId: '<script>' }), state)).toBeNull();
  });
});
