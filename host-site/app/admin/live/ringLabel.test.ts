import { LIVE_ADMIN_COPY, REGIONS } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { ringLabel } from './ringLabel.ts';

const asked = '2026-11-28T10:00:00.000Z';
const at = (minutes: number) => Date.parse(asked) + minutes * 60_000;

describe('a ringing visitor’s line in the banner', () => {
  it('names the visitor, their issue, how long they have waited and the region, so two rings read apart', () => {
    const first = ringLabel({ region: 'salem' }, { name: 'Nora Vance', issue: 'Door off track', createdAt: asked }, at(3.5));
    const second = ringLabel({ region: 'salem' }, { name: null, issue: 'Spring broke', createdAt: asked }, at(0.5));
    expect(first).toBe(`Nora Vance · Door off track · ${LIVE_ADMIN_COPY.waitingFor(3)} · ${REGIONS.salem.name}`);
    expect(second).toBe(`${LIVE_ADMIN_COPY.visitor} · Spring broke · ${LIVE_ADMIN_COPY.waitingFor(0)} · ${REGIONS.salem.name}`);
    expect(first).not.toBe(second);
  });

  it('says who and where until the item’s row has loaded, and leaves out an issue not given yet', () => {
    expect(ringLabel({ region: 'idaho' }, undefined, at(1))).toBe(`${LIVE_ADMIN_COPY.visitor} · ${REGIONS.idaho.name}`);
    expect(ringLabel({ region: 'idaho' }, { name: 'Al', issue: null, createdAt: asked }, at(2))).toBe(
      `Al · ${LIVE_ADMIN_COPY.waitingFor(2)} · ${REGIONS.idaho.name}`,
    );
  });
});
