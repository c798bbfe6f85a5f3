import { citiesInRegion, SERVICE_REGION_KEYS } from '@tod/domain';
import type { Database } from '../store/database.ts';

const FIRST_NAMES = [
  'Ann',
  'Bo',
  'Carla',
  'Dev',
  'Elena',
  'Frank',
  'Grace',
  'Hiro',
  'Imani',
  'Jon',
  'Kara',
  'Luis',
  'Maya',
  'Nate',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tess',
  'Umar',
  'Vera',
  'Wes',
  'Xena',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Lee',
  'Ray',
  'Nguyen',
  'Patel',
  'Garcia',
  'Olsen',
  'Kim',
  'Brown',
  'Silva',
  'Novak',
  'Haddad',
  'Ito',
  'Moreau',
  'Walsh',
  'Okafor',
  'Jensen',
  'Reyes',
  'Fischer',
  'Cohen',
  'Park',
];
const ISSUES: [issue: string, said: string, urgency: string][] = [
  ['Broken spring', 'I heard a loud bang and now the door will not lift, I think the spring snapped', 'urgent'],
  ['Door off track', 'the door came off its track on one side and is hanging crooked', 'urgent'],
  ['Opener not working', 'my opener hums but the door does not move', 'routine'],
  ['Noisy door', 'the door squeaks and grinds every time it opens', 'routine'],
  ['Remote not working', 'none of our remotes work since the power cut', 'routine'],
  ['Door stuck open', 'the door is stuck open and I cannot leave the house unlocked', 'urgent'],
  ['Cable snapped', 'a cable snapped and is dangling by the door', 'urgent'],
  ['New door estimate', 'I want a quote for a new insulated double door', 'routine'],
  // The last two are the emergencies (see issue_index below).
  ['Someone hurt by the door', 'the door came down on my arm, I am hurt', 'emergency'],
  ['Car trapped inside', 'my car is trapped inside and I have to get to the hospital', 'emergency'],
];

/** Cities of a region, for realistic addresses (falls back to the region's main city). */
function citiesByRegion(): string[][] {
  return SERVICE_REGION_KEYS.map((region) => {
    const names = citiesInRegion(region).map((city) => city.name);
    return names.length > 0 ? names.slice(0, 40) : ['Portland'];
  });
}

export interface SeedOptions {
  items: number;
  /** The newest item's time; items go back about one every 5 minutes. */
  now: Date;
  /** Rows written per statement group. */
  chunk?: number;
  onProgress?: (done: number) => void;
}

/**
 * Fills a database with fake but realistic visitors, as the chat, the hand-off and the contact form write
 * them: 80 % chat leads (with a four-line transcript), 10 % hand-offs, 10 % contact requests, one in twenty an
 * emergency, and statuses spread over the office's workflow. The triggers of migration 003 index them.
 * Every row's id starts with 'seed', so seeded data is easy to tell apart.
 */
export async function seedInbox(database: Database, options: SeedOptions): Promise<void> {
  const chunk = options.chunk ?? 5000;
  const run = `${options.now.getTime().toString(36)}`;
  const cities = citiesByRegion();
  const params = {
    regions: [...SERVICE_REGION_KEYS],
    first: FIRST_NAMES,
    last: LAST_NAMES,
    issues: ISSUES.map(([issue]) => issue),
    said: ISSUES.map(([, said]) => said),
    urgency: ISSUES.map(([, , urgency]) => urgency),
    // A two-dimensional array must be rectangular: every region's list padded to the same length.
    cities: cities.map((list) => Array.from({ length: 40 }, (_, index) => list[index % list.length] as string)),
  };
  for (let start = 1; start <= options.items; start += chunk) {
    const end = Math.min(options.items, start + chunk - 1);
    await database.transaction(async (tx) => {
      const before = await tx.query<{ last: string }>('SELECT coalesce(max(id), 0) AS last FROM admin_items');
      const common = [
        start,
        end,
        run,
        options.now,
        params.regions,
        params.first,
        params.last,
        params.issues,
        params.said,
        params.urgency,
        JSON.stringify(params.cities),
      ];
      // $1 start, $2 end, $3 run, $4 now, $5 regions, $6 first, $7 last, $8 issues, $9 said, $10 urgency, $11 cities (json)
      const rows = `
        SELECT i,
          $5::text[] AS regions,
          ($5::text[])[1 + r.region_index] AS region,
          -- Multipliers coprime with the list lengths, so every name occurs (and emergencies, i % 20 = 7, get many).
          ($6::text[])[1 + (i * 11) % array_length($6::text[], 1)] || ' ' || ($7::text[])[1 + ((i / 7) * 17) % array_length($7::text[], 1)] AS name,
          '(' || (ARRAY['503','971','360','208','541'])[1 + r.region_index] || ') 555-' || lpad(((i * 7919) % 10000)::text, 4, '0') AS phone,
          ($11::jsonb -> r.region_index ->> ((i * 3) % 40)) AS city,
          -- One in twenty is an emergency (the last two issues); the rest spread over the other eight.
          CASE WHEN i % 20 = 7 THEN 9 + (i / 20) % 2 ELSE 1 + (i * 11) % 8 END AS issue_index,
          $4::timestamptz - (i * interval '5 minutes') AS at,
          'seed' || $3 || '-' || i AS ref,
          -- Every parameter is typed here, as each statement uses only some of them.
          cardinality($8::text[]) + cardinality($9::text[]) + cardinality($10::text[]) AS typed
        FROM generate_series($1::int, $2::int) AS i
        -- The region turns every 20 items too, so emergencies (i % 20 = 7) fall in every region.
        CROSS JOIN LATERAL (SELECT (i * 7 + i / 20) % 5 AS region_index) r`;
      await tx.query(
        `INSERT INTO chat_sessions (session_id, region, conversation_count, lead_complete, created_at, updated_at)
         SELECT ref, region, 2, true, at, at FROM (${rows}) r WHERE i % 10 <> 0`,
        common,
      );
      await tx.query(
        `INSERT INTO chat_messages (session_id, role, content, created_at)
         SELECT ref, m.role, m.content, at FROM (${rows}) r
         CROSS JOIN LATERAL (VALUES
           (1, 'user', 'Hi, ' || ($9::text[])[issue_index]),
           (2, 'assistant', 'I am sorry to hear that. Could you share your name, phone number and city so a technician can help?'),
           (3, 'user', 'I am ' || name || ', call me at ' || phone || ', I live in ' || city),
           (4, 'assistant', 'Thanks, ' || split_part(name, ' ', 1) || '! Someone from our office will call you shortly.')
         ) AS m (seq, role, content)
         WHERE i % 10 <> 0 ORDER BY i, m.seq`,
        common,
      );
      await tx.query(
        `INSERT INTO leads (session_id, name, phone, city, issue, urgency, submitted, created_at, updated_at)
         SELECT ref, name, phone, city, ($8::text[])[issue_index], ($10::text[])[issue_index], i % 7 <> 0, at, at
         FROM (${rows}) r WHERE i % 10 NOT IN (0, 1)`,
        common,
      );
      await tx.query(
        `INSERT INTO escalations (id, session_id, region, transcript, lead, created_at)
         SELECT 'ESC-' || ref, ref, region, '[]'::jsonb,
           jsonb_build_object('name', name, 'phone', phone, 'city', city, 'issue', ($8::text[])[issue_index], 'urgency', ($10::text[])[issue_index]), at
         FROM (${rows}) r WHERE i % 10 = 1`,
        common,
      );
      await tx.query(
        `INSERT INTO contact_submissions (submission_id, payload, created_at)
         SELECT ref, jsonb_build_object('submissionId', ref, 'name', name, 'email', lower(replace(name, ' ', '.')) || '@example.com',
           'phone', phone, 'city', city, 'region', region, 'message', 'Hello, ' || ($9::text[])[issue_index] || '. Please call me.',
           'isEmergency', CASE WHEN ($10::text[])[issue_index] = 'emergency' THEN 'Yes' ELSE 'No' END, 'sourcePage', '/contact'), at
         FROM (${rows}) r WHERE i % 10 = 0`,
        common,
      );
      // The office's work so far: older items are further along.
      await tx.query(
        `UPDATE admin_items SET status = CASE
           WHEN (id * 31) % 50 = 0 THEN 'spam'
           WHEN created_at > $2::timestamptz - interval '2 days' THEN 'new'
           ELSE (ARRAY['contacted', 'booked', 'closed', 'closed', 'new'])[1 + (id * 7) % 5] END
         WHERE id > $1`,
        [before.rows[0]?.last ?? 0, options.now],
      );
    });
    options.onProgress?.(end);
  }
  // The status pass above left a dead copy of every item, and each item one of its counts row: compact
  // them, and give the planner statistics (PGlite runs no autovacuum). VACUUM cannot run in a transaction.
  await database.query('VACUUM (FULL, ANALYZE) admin_items');
  await database.query('VACUUM (FULL, ANALYZE) admin_item_counts');
  await database.query('ANALYZE');
}
