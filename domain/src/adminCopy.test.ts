import { describe, expect, it } from 'vitest';
import { ADMIN_COPY } from './adminCopy.ts';

describe("the inbox's tab title", () => {
  it('is the inbox name alone when nothing waits', () => {
    expect(ADMIN_COPY.tabTitle({ ringing: 0, emergencies: 0, newItems: 0 })).toBe(ADMIN_COPY.title);
  });

  it('puts rings, then emergencies, then new items before the page, each only when there are some', () => {
    const title = ADMIN_COPY.tabTitle({ ringing: 2, emergencies: 1, newItems: 5 }, 'Ann Lee');
    expect(title.indexOf('2')).toBeLessThan(title.indexOf('1'));
    expect(title.indexOf('1')).toBeLessThan(title.indexOf('5'));
    expect(title.indexOf('5')).toBeLessThan(title.indexOf('Ann Lee'));
    expect(title.endsWith(ADMIN_COPY.title)).toBe(true);
    const ringsOnly = ADMIN_COPY.tabTitle({ ringing: 3, emergencies: 0, newItems: 0 });
    expect(ringsOnly).toMatch(/^\(3 \D+\) /);
  });
});

describe('the mark of an item colleagues have open', () => {
  it('names each colleague once, in the order given, the last after "and"', () => {
    const one = ADMIN_COPY.viewing(['Ann']);
    expect(one).toContain('Ann');
    const three = ADMIN_COPY.viewing(['Ann', 'Ben', 'Cy']);
    for (const name of ['Ann', 'Ben', 'Cy']) expect(three.split(name)).toHaveLength(2);
    expect(three.indexOf('Ann')).toBeLessThan(three.indexOf('Ben'));
    expect(three.slice(three.indexOf('Ben'))).toMatch(/^Ben and Cy /);
  });
});
