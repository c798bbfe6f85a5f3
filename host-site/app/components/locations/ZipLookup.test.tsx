// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS, REGIONS } from '@tod/domain/facts';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ZIP_FORMAT_MESSAGE, ZipLookup } from './ZipLookup.tsx';

function setup() {
  const Stub = createRoutesStub([{ path: '/', Component: ZipLookup }]);
  render(<Stub initialEntries={['/']} />);
  const input = screen.getByLabelText('ZIP code');
  const check = (zip: string) => {
    fireEvent.change(input, { target: { value: zip } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my ZIP' }));
  };
  return { input, check };
}

describe('ZipLookup', () => {
  afterEach(cleanup);

  it('links the city page and shows the region phone for a served ZIP', () => {
    const { check } = setup();
    check('97338');
    expect(screen.getByRole('link', { name: 'Dallas, OR' }).getAttribute('href')).toBe('/locations/oregon/dallas');
    expect(screen.getByText(REGIONS.salem.phone)).toBeTruthy();
  });

  it('shows the format message and marks the field invalid for a 4-digit ZIP', () => {
    const { input, check } = setup();
    check('9720');
    expect(screen.getByText(ZIP_FORMAT_MESSAGE)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('explains the out-of-area minimum for a ZIP elsewhere in our states', () => {
    const { check } = setup();
    check('97701');
    expect(screen.getByText(/outside our listed cities/)).toBeTruthy();
  });

  it('sends zip_lookup with the region but never the ZIP, and only with analytics consent', () => {
    const { check } = setup();
    window.dataLayer = [];
    check('97338');
    expect(window.dataLayer).toEqual([]);
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'granted');
    check('97338');
    expect(window.dataLayer).toEqual([{ event: 'zip_lookup', found: true, region: 'salem' }]);
    expect(JSON.stringify(window.dataLayer)).not.toContain('97338');
    localStorage.clear();
  });

  it('says when a ZIP is outside the three states', () => {
    const { check } = setup();
    check('10001');
    expect(screen.getByText(/outside Oregon, Washington and Idaho/)).toBeTruthy();
  });
});
