import { describe, expect, it } from 'vitest';
import { isBarePath } from './isBarePath.ts';

describe('isBarePath', () => {
  it('treats /admin and every path below it as bare', () => {
    expect(isBarePath('/admin')).toBe(true);
    expect(isBarePath('/admin/')).toBe(true);
    expect(isBarePath('/admin/leads/42')).toBe(true);
  });

  it('keeps the site frame on public paths, including ones that only start with the letters admin', () => {
    expect(isBarePath('/')).toBe(false);
    expect(isBarePath('/about')).toBe(false);
    expect(isBarePath('/administrator')).toBe(false);
  });
});
