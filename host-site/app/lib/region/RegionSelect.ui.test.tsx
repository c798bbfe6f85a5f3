// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { REGIONS, SESSION_STORAGE_KEYS } from '@tod/domain/facts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LookedUpPlace } from './detectedLocation.ts';
import { type PageRegion, pageRegionFor } from './pageRegion.ts';
import { RegionAnnouncer } from './RegionAnnouncer.tsx';
import { type DetectorFactory, RegionProvider, useRegion } from './RegionProvider.tsx';
import { RegionSelect } from './RegionSelect.tsx';
import { createRegionDetector } from './regionDetector.ts';
import { wrapStorage } from './safeStorage.ts';

function detectorFactory(place: LookedUpPlace | null = null): { factory: DetectorFactory; finishLookup: () => Promise<void> } {
  let resolveLookup: (place: LookedUpPlace | null) => void = () => {};
  const factory: DetectorFactory = (onChange) =>
    createRegionDetector({
      session: wrapStorage(() => sessionStorage),
      local: wrapStorage(() => localStorage),
      readMeta: () => ({}),
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 43.6, longitude: -116.2 } } as GeolocationPosition),
      } as Geolocation,
      queryPermission: async () => 'granted',
      lookupPlace: () => new Promise((resolve) => (resolveLookup = resolve)),
      onChange,
    });
  return {
    factory,
    finishLookup: async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(400);
        resolveLookup(place);
        await vi.advanceTimersByTimeAsync(0);
      });
    },
  };
}

function Probe() {
  const { region, bookingUrl } = useRegion();
  return (
    <p data-testid="probe">
      {region.phone} {bookingUrl}
    </p>
  );
}

function renderSite(factory: DetectorFactory, pageRegion: PageRegion | null = null) {
  return render(
    <RegionProvider createDetector={factory} pageRegion={pageRegion}>
      <RegionSelect />
      <RegionAnnouncer />
      <Probe />
    </RegionProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.useRealTimers();
  delete window.TOD;
});

describe('RegionSelect', () => {
  it('offers the four regions and starts on the Pacific Northwest default with the toll-free phone', () => {
    vi.useFakeTimers();
    renderSite(detectorFactory().factory);
    const select = screen.getByLabelText('Your region') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Pacific Northwest',
      'Portland OR',
      'Salem OR',
      'Vancouver WA',
      'Boise ID',
    ]);
    expect(select.value).toBe('nationwide');
    expect(screen.getByTestId('probe').textContent).toContain(REGIONS.nationwide.phone);
  });

  it('switches region by hand, announces it, offers the detected location and tells the widget', () => {
    vi.useFakeTimers();
    const configure = vi.fn();
    window.TOD = { configure } as unknown as Window['TOD'];
    renderSite(detectorFactory().factory);
    fireEvent.change(screen.getByLabelText('Your region'), { target: { value: 'salem' } });
    expect(screen.getByTestId('probe').textContent).toBe(`${REGIONS.salem.phone} https://book.doorlogic.example/salem`);
    expect(screen.getByRole('status').textContent).toBe('Region changed to Salem & Mid-Valley');
    expect(screen.getByRole('option', { name: 'Use my detected location' })).toBeTruthy();
    expect(configure).toHaveBeenLastCalledWith({
      region: 'salem',
      city: 'Salem',
      phone: REGIONS.salem.phone,
      bookingUrl: 'https://book.doorlogic.example/salem',
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEYS.location) ?? '{}')).toMatchObject({
      serviceRegion: 'salem',
      isLocationOverridden: true,
    });
  });

  it('returns to the detected location, shows the OpenStreetMap credit and hides the reset option', async () => {
    vi.useFakeTimers();
    const { factory, finishLookup } = detectorFactory({ city: 'Meridian', state: 'Idaho', county: 'Ada County', countryCode: 'US' });
    renderSite(factory);
    await finishLookup();
    expect((screen.getByLabelText('Your region') as HTMLSelectElement).value).toBe('idaho');
    expect(screen.getByRole('status').textContent).toBe('Region changed to Idaho & Eastern Oregon');
    expect(screen.getByText('© OpenStreetMap contributors')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Your region'), { target: { value: 'portland-metro' } });
    expect(screen.queryByText('© OpenStreetMap contributors')).toBeNull();
    fireEvent.change(screen.getByLabelText('Your region'), { target: { value: 'detected' } });
    expect((screen.getByLabelText('Your region') as HTMLSelectElement).value).toBe('idaho');
    expect(screen.queryByRole('option', { name: 'Use my detected location' })).toBeNull();
    expect(screen.getByText(/Meridian, Idaho/)).toBeTruthy();
  });

  it("on a city page shows the page's region and tells the widget its city, until the visitor picks another", () => {
    vi.useFakeTimers();
    const configure = vi.fn();
    window.TOD = { configure } as unknown as Window['TOD'];
    renderSite(detectorFactory().factory, pageRegionFor('/locations/oregon/keizer'));
    expect((screen.getByLabelText('Your region') as HTMLSelectElement).value).toBe('salem');
    expect(screen.getByTestId('probe').textContent).toBe(`${REGIONS.salem.phone} https://book.doorlogic.example/salem`);
    expect(configure).toHaveBeenLastCalledWith(expect.objectContaining({ region: 'salem', city: 'Keizer', phone: REGIONS.salem.phone }));
    fireEvent.change(screen.getByLabelText('Your region'), { target: { value: 'idaho' } });
    expect(screen.getByTestId('probe').textContent).toContain(REGIONS.idaho.phone);
    expect(configure).toHaveBeenLastCalledWith(expect.objectContaining({ region: 'idaho', city: 'Boise' }));
  });

  it('writes the region onto a widget script that has not started yet', () => {
    vi.useFakeTimers();
    const script = document.createElement('script');
    script.setAttribute('data-tod', '');
    document.body.append(script);
    renderSite(detectorFactory().factory);
    fireEvent.change(screen.getByLabelText('Your region'), { target: { value: 'sw-washington' } });
    expect(script.getAttribute('data-region')).toBe('sw-washington');
    expect(script.getAttribute('data-phone')).toBe(REGIONS['sw-washington'].phone);
    expect(script.getAttribute('data-booking-url')).toBe('https://book.doorlogic.example/vancouver');
    script.remove();
  });

  it('fails loudly when useRegion is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useRegion() must be used inside <RegionProvider>');
  });
});

describe('configureWidget', () => {
  it('appends to a queue the page made before the widget loaded', async () => {
    const { configureWidget } = await import('./configureWidget.ts');
    const queue: unknown[][] = [['open']];
    window.TOD = queue;
    configureWidget({ region: 'idaho', city: 'Boise', phone: REGIONS.idaho.phone, bookingUrl: 'https://book.doorlogic.example/boise' });
    expect(queue).toEqual([
      ['open'],
      ['configure', { region: 'idaho', city: 'Boise', phone: REGIONS.idaho.phone, bookingUrl: 'https://book.doorlogic.example/boise' }],
    ]);
  });

  it('never lets a failing widget break the page', async () => {
    const { configureWidget } = await import('./configureWidget.ts');
    window.TOD = {
      configure: () => {
        throw new Error('widget bug');
      },
    } as unknown as Window['TOD'];
    expect(() => configureWidget({ region: 'salem', city: 'Salem', phone: REGIONS.salem.phone, bookingUrl: 'x' })).not.toThrow();
  });
});
