// @vitest-environment happy-dom

import { act, cleanup, render } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, TIMINGS } from '@tod/domain/facts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteAnalytics } from './SiteAnalytics.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteAnalytics />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
});

describe('SiteAnalytics user journey', () => {
  it('stores nothing about the journey without analytics consent', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'denied');
    renderAt('/confirmation');
    await act(async () => vi.advanceTimersByTimeAsync(TIMINGS.journeyTrackingStartMs));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.journeyDepth)).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.journeyActionTaken)).toBeNull();
  });

  it('counts the page and records the action under the policy keys with consent', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'granted');
    renderAt('/confirmation');
    await act(async () => vi.advanceTimersByTimeAsync(TIMINGS.journeyTrackingStartMs));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.journeyDepth)).toBe('1');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.journeyActionTaken)).toBe('true');
  });
});
