// @vitest-environment happy-dom
import { LOCAL_STORAGE_KEYS } from '@tod/domain/facts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyClick } from './classifyClick.ts';
import { observeComponentVisibility } from './componentVisibility.ts';
import { newMarks, scrollPercent, trackScrollDepth } from './scrollDepth.ts';
import { ctaClick, formSubmitSuccess, userJourney, zipLookup } from './siteEvents.ts';
import { throttle } from './throttle.ts';
import { trackEvent } from './trackEvent.ts';
import { journeyStage, nextDepth } from './userJourney.ts';

afterEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('trackEvent', () => {
  it('pushes to window.dataLayer only with analytics consent', () => {
    expect(trackEvent(ctaClick('phone', 'header'))).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'denied');
    expect(trackEvent(ctaClick('phone', 'header'))).toBe(false);
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'granted');
    expect(trackEvent(ctaClick('phone', 'header'))).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'cta_click', cta_type: 'phone', cta_location: 'header', value: 10 }]);
  });
});

describe('site events', () => {
  it('carries the SPEC values: phone 10, schedule 8, other 5; contact form 25, callback 20, other 15', () => {
    expect([ctaClick('phone', 'x').value, ctaClick('schedule', 'x').value, ctaClick('other', 'x').value]).toEqual([10, 8, 5]);
    const form = (type: 'contactForm' | 'callback' | 'other') =>
      formSubmitSuccess(type, { requestType: 'Billing', serviceType: 'other', isEmergency: false, region: 'salem' });
    expect([form('contactForm'), form('callback'), form('other')].map((event) => event.value)).toEqual([25, 20, 15]);
  });

  it('reports a ZIP lookup without the ZIP', () => {
    expect(zipLookup('idaho')).toEqual({ event: 'zip_lookup', found: true, region: 'idaho' });
    expect(zipLookup(undefined)).toEqual({ event: 'zip_lookup', found: false, region: 'none' });
  });

  it('caps the journey depth at 10', () => {
    expect(userJourney('intent', 42, '/contact')).toEqual({ event: 'user_journey', stage: 'intent', depth: 10, page_path: '/contact' });
    expect(nextDepth(9)).toBe(10);
    expect(nextDepth(10)).toBe(10);
    expect(nextDepth(0)).toBe(1);
  });
});

describe('journeyStage', () => {
  it.each([
    ['/', false, 'awareness'],
    ['/terms', false, 'awareness'],
    ['/services/spring-replacement', false, 'consideration'],
    ['/locations/oregon/salem', false, 'consideration'],
    ['/contact', false, 'intent'],
    ['/get-estimate', false, 'intent'],
    ['/confirmation', false, 'action'],
    ['/services', true, 'retention'],
  ] as const)('%s (action taken: %s) → %s', (pathname, actionTaken, stage) => {
    expect(journeyStage(pathname, actionTaken)).toBe(stage);
  });
});

describe('scroll depth', () => {
  it('measures the bottom of the viewport and reports each mark once', () => {
    expect(scrollPercent(0, 800, 800)).toBe(100);
    expect(scrollPercent(0, 500, 2000)).toBe(25);
    expect(newMarks(60, new Set())).toEqual([25, 50]);
    expect(newMarks(100, new Set([25, 50]))).toEqual([75, 100]);
  });

  it('reads the position at most every 250 ms and reports marks in order', () => {
    vi.useFakeTimers();
    const marks: number[] = [];
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const stop = trackScrollDepth(window, (mark) => marks.push(mark));
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(1000);
    expect(marks).toEqual([25, 50]);
    scrollTo(3000);
    expect(marks).toEqual([25, 50]);
    vi.advanceTimersByTime(250);
    expect(marks).toEqual([25, 50, 75, 100]);
    stop();
  });
});

describe('throttle', () => {
  it('runs at once, then once at the end of the interval', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const throttled = throttle(action, 250);
    throttled.call();
    throttled.call();
    throttled.call();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(250);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(250);
    expect(action).toHaveBeenCalledTimes(2);
  });
});

describe('component visibility', () => {
  it('reports a component after 2 s at 50 % visibility, and not when it leaves sooner', () => {
    vi.useFakeTimers();
    let callback: IntersectionObserverCallback = () => {};
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    const stays = document.createElement('section');
    stays.setAttribute('data-track-visibility', 'pricing-table');
    const leaves = document.createElement('section');
    leaves.setAttribute('data-track-visibility', 'reviews');
    const seen: string[] = [];
    observeComponentVisibility([stays, leaves], (name) => seen.push(name), FakeObserver as unknown as typeof IntersectionObserver);
    const entry = (target: Element, ratio: number) =>
      ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry;
    callback([entry(stays, 0.6), entry(leaves, 0.5)], {} as IntersectionObserver);
    vi.advanceTimersByTime(1999);
    callback([entry(leaves, 0.2)], {} as IntersectionObserver);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['pricing-table']);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual(['pricing-table']);
  });
});

describe('classifyClick', () => {
  const origin = 'https://www.doorlogic.example';
  const link = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('a, button') as Element;
  };

  it('classifies phone, booking, estimate and service links with their place on the page', () => {
    expect(classifyClick(link('<header><a href="tel:+15035550142">Call</a></header>'), origin)).toEqual(ctaClick('phone', 'header'));
    expect(classifyClick(link('<footer><a href="https://book.doorlogic.example/salem">Book</a></footer>'), origin)).toEqual(
      ctaClick('schedule', 'footer'),
    );
    expect(classifyClick(link('<main><a href="/get-estimate">Estimate</a></main>'), origin)).toEqual(ctaClick('other', 'main'));
    expect(classifyClick(link('<div data-cta-location="mobile-menu"><button data-cta="schedule">Go</button></div>'), origin)).toEqual(
      ctaClick('schedule', 'mobile-menu'),
    );
    expect(classifyClick(link('<a href="/services/spring-replacement">Springs</a>'), origin)).toEqual({
      event: 'service_interaction',
      service: 'spring-replacement',
      action: 'open',
    });
  });

  it('ignores other links', () => {
    expect(classifyClick(link('<a href="/about">About</a>'), origin)).toBeNull();
    expect(classifyClick(link('<a href="https://elsewhere.example/get-estimate">x</a>'), origin)).toBeNull();
    expect(classifyClick(link('<button>Menu</button>'), origin)).toBeNull();
  });
});
