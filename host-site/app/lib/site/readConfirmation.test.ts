import { describe, expect, it } from 'vitest';
import { readConfirmation } from './readConfirmation.ts';

const query = (values: Record<string, string>) => new URLSearchParams(values);

describe('readConfirmation', () => {
  it('reads every SPEC parameter of a confirmation link', () => {
    const result = readConfirmation(
      query({
        submissionId: 'DL-1732200000000123',
        name: 'Ana',
        requestType: 'Service/Estimate',
        city: 'Salem',
        state: 'OR',
        isEmergency: 'Yes',
      }),
    );
    expect(result).toEqual({
      submissionId: 'DL-1732200000000123',
      name: 'Ana',
      requestType: 'Service/Estimate',
      city: 'Salem',
      state: 'OR',
      isEmergency: 'Yes',
    });
  });

  it('fills defaults for the optional parameters', () => {
    expect(readConfirmation(query({ submissionId: 'DL-17322000000007' }))).toEqual({
      submissionId: 'DL-17322000000007',
      name: '',
      requestType: '',
      city: '',
      state: '',
      isEmergency: 'No',
    });
  });

  it('answers null without a submission id', () => {
    expect(readConfirmation(query({ name: 'Ana' }))).toBeNull();
  });

  it('answers null for a submission id that does not follow the DL- pattern', () => {
    expect(readConfirmation(query({ submissionId: '<script>' }))).toBeNull();
  });

  it('answers null for an isEmergency value other than Yes or No', () => {
    expect(readConfirmation(query({ submissionId: 'DL-17322000000007', isEmergency: 'maybe' }))).toBeNull();
  });
});
