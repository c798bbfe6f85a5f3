// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_ESTIMATOR_SITE_URL, ESTIMATES, formatRange } from '@tod/domain/facts';
import { afterEach, describe, expect, it } from 'vitest';
import { InstantEstimator } from './InstantEstimator.tsx';

describe('InstantEstimator', () => {
  afterEach(cleanup);

  it('asks for a choice before showing any price', () => {
    render(<InstantEstimator />);
    expect(screen.getByText('Choose an option to see its typical price range.')).toBeTruthy();
    expect(screen.queryByText(/Typical price:/)).toBeNull();
  });

  it('shows the domain range, its price factors and the service-call rule for a spring', () => {
    render(<InstantEstimator />);
    fireEvent.click(screen.getByLabelText('Broken spring'));
    expect(screen.getByText(formatRange(ESTIMATES.spring.range))).toBeTruthy();
    for (const factor of ESTIMATES.spring.priceFactors) expect(screen.getByText(factor)).toBeTruthy();
    expect(screen.getByText(/\$89 service call/)).toBeTruthy();
  });

  it('says new-door estimates are free instead of the service-call rule', () => {
    render(<InstantEstimator />);
    fireEvent.click(screen.getByLabelText('New garage door'));
    expect(screen.getByText(formatRange(ESTIMATES.installation.range))).toBeTruthy();
    expect(screen.getByText(/Estimates for new doors are free/)).toBeTruthy();
    expect(screen.queryByText(/\$89 service call/)).toBeNull();
  });

  it('offers booking in a new tab and links the external estimator site', () => {
    render(<InstantEstimator />);
    fireEvent.click(screen.getByLabelText('New opener'));
    const book = screen.getByRole('link', { name: /Book this service/ });
    expect(book.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /AI estimator/ }).getAttribute('href')).toBe(DEFAULT_ESTIMATOR_SITE_URL);
  });
});
