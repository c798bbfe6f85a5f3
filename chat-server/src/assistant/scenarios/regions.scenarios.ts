import {
  chatRegionData,
  ESTIMATES,
  formatRange,
  formatUsd,
  LICENSES,
  OUT_OF_AREA_MINIMUM,
  REGIONS,
  SERVICE_REGION_KEYS,
} from '@tod/domain';
import type { Scenario } from './scenario.ts';

/** Every region gets its own phone, booking link and license. */
export const REGION_SCENARIOS: Scenario[] = [
  ...SERVICE_REGION_KEYS.map(
    (region): Scenario => ({
      name: `booking in ${region}`,
      category: 'regions',
      region,
      turns: [
        {
          user: 'I need to book a repair for my door',
          expect: { rule: 'booking:missing', includes: [chatRegionData(region).phone, chatRegionData(region).bookingLink] },
        },
      ],
    }),
  ),
  ...SERVICE_REGION_KEYS.map(
    (region): Scenario => ({
      name: `spring diagnosis in ${region}`,
      category: 'regions',
      region,
      turns: [
        {
          user: 'broken spring',
          expect: { rule: 'diagnosis:spring-broken', includes: [REGIONS[region].phone, formatRange(ESTIMATES.spring.range)] },
        },
      ],
    }),
  ),
  {
    name: 'Idaho license',
    category: 'regions',
    region: 'idaho',
    turns: [{ user: 'are you licensed in Idaho?', expect: { rule: 'topic:licenses', includes: [LICENSES.ID.text] } }],
  },
  {
    name: 'Oregon license in Salem',
    category: 'regions',
    region: 'salem',
    turns: [{ user: 'licensed?', expect: { rule: 'topic:licenses', includes: [LICENSES.OR.text] } }],
  },
  {
    name: 'city named switches the region phone',
    category: 'regions',
    region: 'portland-metro',
    turns: [
      { user: 'I live in Nampa and my opener is dead', expect: { rule: 'diagnosis:opener-problem', includes: [REGIONS.idaho.phone] } },
    ],
  },
  {
    name: 'Vancouver visitor on the default page',
    category: 'regions',
    region: 'nationwide',
    turns: [
      {
        user: 'do you come to Vancouver?',
        expect: { rule: 'coverage:inside', includes: ['Vancouver', REGIONS['sw-washington'].phone], says: ['reply.coverageServiceCity'] },
      },
    ],
  },
  {
    name: 'outside the service area',
    category: 'regions',
    region: 'nationwide',
    turns: [
      {
        user: 'Do you serve Seattle?',
        expect: { rule: 'coverage:outside', includes: ['Seattle', formatUsd(OUT_OF_AREA_MINIMUM)], says: ['reply.coverageOutside'] },
      },
    ],
  },
  {
    name: 'covered suburb not in the list',
    category: 'regions',
    region: 'portland-metro',
    turns: [
      {
        user: 'do you cover Wilsonville?',
        expect: { rule: 'coverage:inside', includes: ['Wilsonville'], says: ['reply.coverageInRegion'] },
      },
    ],
  },
];
