import { SERVICE_REGION_KEYS } from '@tod/domain';
import { INBOX_COUNT_CAP, ITEM_STATUSES } from '@tod/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../store/database.ts';
import { testDatabaseFactories } from '../store/testDatabases.ts';
import { eraseVisitors, phoneDigits } from './erasure.ts';
import { exportItems, findItem, type ItemScope, itemDetail, listItems, searchQuery } from './inboxQueries.ts';
import { addNote, patchItem } from './itemActions.ts';
import { purgeExpired, refreshStatistics } from './retention.ts';
import { addTestStaff, insertChatLead, insertContactRequest, itemIdOf } from './testing.ts';

const everywhere: ItemScope = { regions: [...SERVICE_REGION_KEYS], allRegions: true };
const salemOnly: ItemScope = { regions: ['salem'], allRegions: false };

describe.each(testDatabaseFactories().filter((factory) => factory.name !== 'pglite-thread'))('the inbox on $name', (factory) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await factory.open());
  });
  afterAll(async () => dispose());

  it('lists chat leads, hand-offs and contact requests as items, emergencies first, then newest first', async () => {
    const old = await insertChatLead(database, {
      region: 'salem',
      name: 'Old Emergency',
      urgency: 'emergency',
      at: new Date('2026-01-01T00:00:00Z'),
    });
    const recent = await insertChatLead(database, {
      region: 'salem',
      name: 'Recent Routine',
      urgency: 'routine',
      submitted: true,
      phone: '503-555-0111',
      city: 'Salem',
      issue: 'Noisy',
    });
    const contact = await insertContactRequest(database, {
      region: 'salem',
      name: 'Form Person',
      phone: '503-555-0112',
      city: 'Keizer',
      message: 'Please call me back',
      emergency: true,
    });
    await database.query(
      `INSERT INTO escalations (id, session_id, region, transcript, lead) VALUES ('ESC-1', $1, 'salem', '[{"role":"user","content":"human please"}]', '{"name":"Recent Routine","phone":"503-555-0111"}')`,
      [recent],
    );
    const page = await listItems(database, salemOnly, {});
    const order = page.items.map((item) => item.name);
    expect(order.indexOf('Form Person')).toBeLessThan(order.indexOf('Recent Routine'));
    expect(order.indexOf('Old Emergency')).toBeLessThan(order.indexOf('Recent Routine'));
    const byKind = Object.fromEntries(page.items.map((item) => [item.kind, item]));
    // The lead's chat asked for a human: its one item is the hand-off now (decision 0427), with the lead's fields.
    expect(byKind.handoff).toMatchObject({ name: 'Recent Routine', region: 'salem', complete: true, status: 'new', phone: '503-555-0111' });
    expect(byKind.handoff?.issue).toBe('Noisy');
    expect(byKind.contact).toMatchObject({ emergency: true, urgency: 'emergency', source: '/contact', delivery: 'queued' });
    expect(page.items.filter((item) => item.name === 'Recent Routine')).toHaveLength(1);
    expect(page.items.find((item) => item.name === 'Old Emergency')).toMatchObject({ complete: false, delivery: null, emergency: true });
    expect(page.counts.new).toBeGreaterThanOrEqual(3);
    expect(await itemIdOf(database, old)).toBeGreaterThan(0);
    expect(await itemIdOf(database, contact)).toBeGreaterThan(0);
  });

  it('marks a lead an emergency as soon as the chat learns it is one', async () => {
    const session = await insertChatLead(database, { region: 'idaho', name: 'Late Emergency' });
    const id = await itemIdOf(database, session);
    expect((await findItem(database, everywhere, id))?.emergency).toBe(false);
    await database.query(`UPDATE leads SET urgency = 'emergency' WHERE session_id = $1`, [session]);
    expect((await findItem(database, everywhere, id))?.emergency).toBe(true);
  });

  it('pages with a keyset cursor without repeating or skipping an item', async () => {
    for (let index = 0; index < 7; index += 1) {
      await insertChatLead(database, {
        region: 'nationwide',
        name: `Pager ${index}`,
        urgency: index % 3 === 0 ? 'emergency' : 'routine',
        at: new Date(Date.UTC(2026, 5, 1, 0, 0, index % 2)),
      });
    }
    const scope: ItemScope = { regions: ['nationwide'], allRegions: false };
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listItems(database, scope, { limit: 3, cursor, q: 'pager' });
      seen.push(...page.items.map((item) => item.name ?? ''));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const all = await listItems(database, scope, { q: 'pager' });
    expect(all.items.map((item) => item.name)).toEqual(seen);
  });

  it('pages a dispatcher of two regions through both in the list’s order, and never another region’s item', async () => {
    for (let index = 0; index < 6; index += 1) {
      await insertChatLead(database, {
        region: index % 2 === 0 ? 'idaho' : 'sw-washington',
        name: `Two ${index}`,
        urgency: index === 3 ? 'emergency' : 'routine',
        at: new Date(Date.UTC(2026, 6, 1, 0, index)),
      });
    }
    await insertChatLead(database, { region: 'salem', name: 'Not Theirs', at: new Date(Date.UTC(2026, 6, 1, 0, 2)) });
    const scope: ItemScope = { regions: ['idaho', 'sw-washington'], allRegions: false };
    const seen: { name: string; region: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await listItems(database, scope, { limit: 2, cursor });
      seen.push(...page.items.map((item) => ({ name: item.name ?? '', region: item.region })));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    // Earlier tests may have left items in these regions; the six of this one come in the list's order.
    const mine = (names: string[]) => names.filter((name) => name.startsWith('Two '));
    expect(mine(seen.map((item) => item.name))).toEqual(['Two 3', 'Two 5', 'Two 4', 'Two 2', 'Two 1', 'Two 0']);
    expect(new Set(seen.map((item) => item.region))).toEqual(new Set(['idaho', 'sw-washington']));
    expect((await listItems(database, scope, { region: 'salem' })).items).toEqual([]);
    const idaho = await listItems(database, scope, { region: 'idaho' });
    expect(mine(idaho.items.map((item) => item.name ?? ''))).toEqual(['Two 4', 'Two 2', 'Two 0']);
    expect(idaho.items.every((item) => item.region === 'idaho')).toBe(true);
  });

  it('pins an emergency first only while it is new; a handled one sorts with the rest by time, on every list path', async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 7, 1, 0, minute));
    const open = await insertChatLead(database, { region: 'salem', name: 'Pin Open', urgency: 'emergency', at: at(0) });
    const closed = await insertChatLead(database, { region: 'salem', name: 'Pin Closed', urgency: 'emergency', at: at(1) });
    await insertChatLead(database, { region: 'salem', name: 'Pin Routine', urgency: 'routine', at: at(2) });
    const contacted = await insertChatLead(database, { region: 'salem', name: 'Pin Contacted', urgency: 'emergency', at: at(3) });
    const staff = await addTestStaff(database, `pin-${Date.now()}@example.com`, 'dispatcher', ['salem']);
    await patchItem(database, staff, await itemIdOf(database, closed), { status: 'closed' }, new Date());
    await patchItem(database, staff, await itemIdOf(database, contacted), { status: 'contacted' }, new Date());
    const pins = (items: readonly { name: string | null }[]) =>
      items.map((item) => item.name ?? '').filter((name) => name.startsWith('Pin '));
    const everyPage = async (scope: ItemScope, query: Parameters<typeof listItems>[2]) => {
      const names: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await listItems(database, scope, { ...query, limit: 2, cursor });
        names.push(...pins(page.items));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return names;
    };

    const expected = ['Pin Open', 'Pin Contacted', 'Pin Routine', 'Pin Closed'];
    for (const scope of [everywhere, salemOnly]) {
      expect(await everyPage(scope, {})).toEqual(expected);
      expect(await everyPage(scope, { q: 'pin' })).toEqual(expected);
      expect(await everyPage(scope, { urgency: 'emergency' })).toEqual(['Pin Open', 'Pin Contacted', 'Pin Closed']);
      expect(await everyPage(scope, { status: 'closed' })).toEqual(['Pin Closed']);
    }
    expect((await listItems(database, salemOnly, { q: 'pin', status: 'new' })).items[0]?.id).toBe(await itemIdOf(database, open));
  });

  it('filters by kind, status, urgency and date range, and counts per status under the same filters', async () => {
    const session = await insertChatLead(database, {
      region: 'sw-washington',
      name: 'Filter Me',
      urgency: 'urgent',
      at: new Date('2026-03-03T12:00:00Z'),
    });
    const id = await itemIdOf(database, session);
    const staff = await addTestStaff(database, `filter-${Date.now()}@example.com`, 'dispatcher', ['sw-washington']);
    await patchItem(database, staff, id, { status: 'booked' }, new Date());
    const scope: ItemScope = { regions: ['sw-washington'], allRegions: false };
    const booked = await listItems(database, scope, { status: 'booked', kind: 'chat_lead', urgency: 'other' });
    expect(booked.items.map((item) => item.id)).toEqual([id]);
    expect(booked.counts.booked).toBe(1);
    expect((await listItems(database, scope, { status: 'booked', urgency: 'emergency' })).items).toEqual([]);
    expect((await listItems(database, scope, { from: '2026-03-04T00:00:00Z' })).items.map((item) => item.id)).not.toContain(id);
    expect(
      (await listItems(database, scope, { from: '2026-03-03T00:00:00Z', to: '2026-03-04T00:00:00Z' })).items.map((item) => item.id),
    ).toEqual([id]);
    expect((await listItems(database, scope, { kind: 'contact' })).items).toEqual([]);
  });

  it('searches names, phone numbers (any format, last four digits), cities, issues and what the visitor typed', async () => {
    const session = await insertChatLead(database, {
      region: 'salem',
      name: 'Zelda Quint',
      phone: '(971) 555-0177',
      city: 'Woodburn',
      issue: 'Cable snapped',
      messages: ['my hamster chewed the remote'],
    });
    const id = await itemIdOf(database, session);
    for (const q of ['zelda', 'QUINT', '971-555-0177', '9715550177', '0177', 'woodburn', 'cable snap', 'hamster', 'Zel Woo']) {
      const found = await listItems(database, salemOnly, { q });
      expect({ q, ids: found.items.map((item) => item.id) }).toEqual({ q, ids: [id] });
    }
    // The assistant's own words are not searched; tsquery syntax typed by the office is just text.
    expect((await listItems(database, salemOnly, { q: 'noted' })).items).toEqual([]);
    expect((await listItems(database, salemOnly, { q: "!&|:*()'" })).items).toEqual([]);
    expect(searchQuery('a & b | c:*')).toBe('a:* & b:* & c:*');
  });

  it('finds a contact request by its phone in any format, its email, its ZIP and its confirmation reference', async () => {
    const reference = `DL-${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    await insertContactRequest(database, {
      region: 'idaho',
      name: 'Any Format',
      phone: '2085550137',
      city: 'Nampa',
      message: 'The opener hums but nothing moves',
      email: 'any.format+door@mail.example',
      postalCode: '83651',
      submissionId: reference,
    });
    const id = await itemIdOf(database, reference);
    const idaho: ItemScope = { regions: ['idaho'], allRegions: false };
    const typed = ['+1 208 555 0137', '208-555-0137', '208.555.0137', '(208) 555-0137', '12085550137', '2085550137', '0137'];
    const others = [
      'any.format+door@mail.example',
      'ANY.FORMAT+DOOR@MAIL.EXAMPLE',
      'any.format+door@',
      '83651',
      reference,
      reference.slice(3),
    ];
    for (const q of [...typed, ...others]) {
      const found = await listItems(database, idaho, { q });
      expect({ q, ids: found.items.map((item) => item.id) }).toEqual({ q, ids: [id] });
    }
    expect((await listItems(database, idaho, { q: '208-555-0138' })).items).toEqual([]);
  });

  it('finds a chat lead’s phone typed with +1, dashes or dots, however the visitor wrote it', async () => {
    const session = await insertChatLead(database, { region: 'idaho', name: 'Dots Person', phone: '208.555.0163' });
    const id = await itemIdOf(database, session);
    for (const q of ['+1 208 555 0163', '208-555-0163', '2085550163', 'Dots 0163']) {
      const found = await listItems(database, everywhere, { q });
      expect({ q, ids: found.items.map((item) => item.id) }).toEqual({ q, ids: [id] });
    }
  });

  it('turns what the office typed into digits, an email and words, and never into tsquery syntax', () => {
    expect(searchQuery('+1 (503) 555-0142')).toBe('5035550142:*');
    expect(searchQuery('Nora 503.555.0142')).toBe('5035550142:* & nora:*');
    expect(searchQuery('dl-1764300000000123')).toBe('1764300000000123:*');
    expect(searchQuery("o'hara@example.com")).toBe("'hara@example.com':* & o:*");
    expect(searchQuery("x@y.z' | !a")).toBe("'x@y.z':* & a:*");
  });

  it('filters by each urgency in words and sorts most urgent first, counting and paging under both', async () => {
    const scope: ItemScope = { regions: ['portland-metro'], allRegions: false };
    const made: Record<string, number> = {};
    for (const [index, urgency] of (['routine', 'urgent', undefined, 'emergency', 'urgent', 'routine'] as const).entries()) {
      const session = await insertChatLead(database, {
        region: 'portland-metro',
        name: `Sorter ${index} ${urgency ?? 'unknown'}`,
        ...(urgency ? { urgency } : {}),
        at: new Date(Date.UTC(2026, 6, 1, 0, index)),
      });
      made[`${index}`] = await itemIdOf(database, session);
    }
    const urgent = await listItems(database, scope, { urgency: 'urgent', q: 'sorter' });
    expect(urgent.items.map((item) => item.urgency)).toEqual(['urgent', 'urgent']);
    const kept = await listItems(database, scope, { urgency: 'routine' });
    expect(kept.items.every((item) => item.urgency === 'routine')).toBe(true);
    expect(kept.counts.new).toBe(kept.items.filter((item) => item.status === 'new').length);
    expect((await listItems(database, scope, { urgency: 'unknown', q: 'sorter' })).items.map((item) => item.urgency)).toEqual([null]);

    const sorted = await listItems(database, scope, { sort: 'urgency', q: 'sorter' });
    expect(sorted.items.map((item) => item.urgency)).toEqual(['emergency', 'urgent', 'urgent', 'routine', 'routine', null]);
    // Within one urgency, newest first.
    expect(sorted.items.slice(1, 3).map((item) => item.id)).toEqual([made['4'], made['1']]);
    const paged: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await listItems(database, scope, { sort: 'urgency', limit: 2, cursor });
      paged.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const whole = await listItems(database, scope, { sort: 'urgency', limit: 200 });
    expect(paged).toEqual(whole.items.map((item) => item.id));
    expect(whole.items.map((item) => item.id).filter((id) => Object.values(made).includes(id))).toEqual(
      sorted.items.map((item) => item.id),
    );
  });

  it('says a mail is failing only once a send failed, not while it is being sent', async () => {
    const reference = await insertContactRequest(database, {
      region: 'nationwide',
      name: 'Mail State',
      phone: '503-555-0100',
      city: 'Salem',
      message: 'Please call me back',
    });
    const id = await itemIdOf(database, reference);
    const delivery = async () => (await findItem(database, everywhere, id))?.delivery;
    const outbox = (sql: string) => database.query(`UPDATE mail_outbox SET ${sql} WHERE idempotency_key = $1`, [`contact:${reference}`]);
    expect(await delivery()).toBe('queued');
    await outbox('attempts = 1');
    expect(await delivery()).toBe('queued');
    await outbox(`status = 'sent', sent_at = now()`);
    expect(await delivery()).toBe('sent');
    await outbox(`status = 'pending', attempts = 2, last_error = 'connection refused'`);
    expect(await delivery()).toBe('failing');
    await outbox(`status = 'failed'`);
    expect(await delivery()).toBe('failing');
  });

  it('gives a contact request’s source as the page’s path, not the form’s placement', async () => {
    const reference = await insertContactRequest(database, {
      region: 'nationwide',
      name: 'Source Path',
      phone: '503-555-0101',
      city: 'Salem',
      message: 'Please call me back',
      sourcePage: 'contact-page',
      pathname: '/contact',
    });
    expect((await findItem(database, everywhere, await itemIdOf(database, reference)))?.source).toBe('/contact');
  });

  it('finds words the visitor types after the item exists, and forgets the words of a deleted message', async () => {
    const session = await insertChatLead(database, { region: 'salem', name: 'Later Words', messages: ['first words'] });
    const id = await itemIdOf(database, session);
    await database.query(`INSERT INTO chat_messages (session_id, role, content) VALUES ($1, 'user', 'my platypus got out')`, [session]);
    await database.query(`INSERT INTO chat_messages (session_id, role, content) VALUES ($1, 'assistant', 'walrus')`, [session]);
    expect((await listItems(database, salemOnly, { q: 'platypus' })).items.map((item) => item.id)).toEqual([id]);
    // The assistant's words are never indexed, even when they come after the item.
    expect((await listItems(database, salemOnly, { q: 'walrus' })).items).toEqual([]);
    await database.query(`DELETE FROM chat_messages WHERE session_id = $1 AND content LIKE '%platypus%'`, [session]);
    expect((await listItems(database, salemOnly, { q: 'platypus' })).items).toEqual([]);
    expect((await listItems(database, salemOnly, { q: 'first words' })).items.map((item) => item.id)).toEqual([id]);
  });

  it('keeps the counts per status equal to the items through new items, status changes and erasure', async () => {
    const scope: ItemScope = { regions: ['portland-metro'], allRegions: false };
    const actual = async (query: { kind?: string; urgency?: boolean }) => {
      const result = await database.query<{ status: string; count: string }>(
        `SELECT status, count(*) AS count FROM admin_items WHERE region = 'portland-metro'
         AND ($1::text IS NULL OR kind = $1) AND ($2::boolean IS NULL OR emergency = $2) GROUP BY status`,
        [query.kind ?? null, query.urgency ?? null],
      );
      return Object.fromEntries(
        ITEM_STATUSES.map((status) => [status, Number(result.rows.find((row) => row.status === status)?.count ?? 0)]),
      );
    };
    const staff = await addTestStaff(database, `counts-${Date.now()}@example.com`, 'dispatcher', ['portland-metro']);
    const sessions = [];
    for (let index = 0; index < 4; index += 1) {
      sessions.push(
        await insertChatLead(database, {
          region: 'portland-metro',
          name: `Count ${index}`,
          urgency: index === 0 ? 'emergency' : 'routine',
        }),
      );
    }
    await insertContactRequest(database, {
      region: 'portland-metro',
      name: 'Count Form',
      phone: '503-555-0150',
      city: 'Portland',
      message: 'hi',
    });
    const ids = await Promise.all(sessions.map((session) => itemIdOf(database, session)));
    await patchItem(database, staff, ids[0] as number, { status: 'contacted' }, new Date());
    await patchItem(database, staff, ids[1] as number, { status: 'spam' }, new Date());
    await patchItem(database, staff, ids[1] as number, { status: 'booked' }, new Date());
    // A lead that becomes an emergency moves between urgency counts.
    await database.query(`UPDATE leads SET urgency = 'emergency' WHERE session_id = $1`, [sessions[2]]);
    await database.transaction((tx) => eraseVisitors(tx, { itemIds: [ids[3] as number] }));
    for (const [query, filters] of [
      [{}, {}],
      [{ kind: 'chat_lead' }, { kind: 'chat_lead' as const }],
      [{ kind: 'contact' }, { kind: 'contact' as const }],
      [{ urgency: true }, { urgency: 'emergency' as const }],
      [{ urgency: false }, { urgency: 'other' as const }],
    ] as const) {
      const listed = await listItems(database, scope, filters);
      expect({ filters, counts: listed.counts }).toEqual({ filters, counts: await actual(query) });
      expect(listed.countsAtLeast).toEqual([]);
    }
    expect((await listItems(database, scope, {})).counts).toMatchObject({ contacted: 1, booked: 1, spam: 0 });
  });

  it('counts a search of more than INBOX_COUNT_CAP items as lower bounds, and pages it like any other', async () => {
    await database.query(
      `INSERT INTO contact_submissions (submission_id, payload)
       SELECT 'broad-' || i, jsonb_build_object('name', 'Broad Match', 'phone', '208-555-0100', 'city', 'Boise', 'region', 'idaho', 'message', 'broadword')
       FROM generate_series(1, $1::int) AS i`,
      [INBOX_COUNT_CAP + 5],
    );
    const idaho: ItemScope = { regions: ['idaho'], allRegions: false };
    const broad = await listItems(database, idaho, { q: 'broadword' });
    expect(broad.counts.new).toBe(INBOX_COUNT_CAP);
    expect(broad.countsAtLeast).toEqual([...ITEM_STATUSES]);
    expect(broad.items).toHaveLength(50);
    const next = await listItems(database, idaho, { q: 'broadword', cursor: broad.nextCursor ?? undefined });
    expect(next.items.map((item) => item.id).filter((id) => broad.items.some((item) => item.id === id))).toEqual([]);
    // A narrower search is counted exactly; so is the list without a search.
    const narrow = await listItems(database, idaho, { q: 'broadword', from: new Date(Date.now() + 60_000).toISOString() });
    expect(narrow).toMatchObject({ items: [], countsAtLeast: [], counts: { new: 0 } });
    const all = await listItems(database, idaho, { kind: 'contact' });
    expect(all.counts.new).toBeGreaterThanOrEqual(INBOX_COUNT_CAP + 5);
    expect(all.countsAtLeast).toEqual([]);
  });

  it('keeps the history of status changes, assignments and notes, with the transcript', async () => {
    const session = await insertChatLead(database, { region: 'salem', name: 'History Person', messages: ['door stuck', 'yes please'] });
    const id = await itemIdOf(database, session);
    const staff = await addTestStaff(database, `history-${Date.now()}@example.com`, 'dispatcher', ['salem']);
    await patchItem(database, staff, id, { status: 'contacted', assigneeId: staff.id }, new Date());
    await addNote(database, staff, id, 'Called, left a message', new Date());
    const detail = await itemDetail(database, salemOnly, id);
    expect(detail?.item).toMatchObject({ status: 'contacted', assigneeId: staff.id });
    expect(detail?.history.map((entry) => [entry.action, entry.from, entry.to, entry.note])).toEqual([
      ['status', 'new', 'contacted', null],
      ['assign', null, staff.email, null],
      ['note', null, null, 'Called, left a message'],
    ]);
    expect(detail?.transcript.map((line) => [line.role, line.content])).toEqual([
      ['user', 'door stuck'],
      ['assistant', 'Thanks, noted.'],
      ['user', 'yes please'],
      ['assistant', 'Thanks, noted.'],
    ]);
    expect(detail?.transcript.every((line) => typeof line.at === 'string')).toBe(true);
  });

  it("shows the partner page's context and identified visitor with a chat item, and none without (issue 18.8)", async () => {
    const session = await insertChatLead(database, { region: 'salem', name: 'Partner Visitor', messages: ['door stuck'] });
    const plain = await insertChatLead(database, { region: 'salem', name: 'Plain Visitor', messages: ['door stuck'] });
    await database.query(`UPDATE chat_sessions SET page_context = $2, visitor = $3 WHERE session_id = $1`, [
      session,
      'Showroom: Modern Steel',
      JSON.stringify({ name: 'Ana Ruiz', zip: '97301' }),
    ]);
    const detail = await itemDetail(database, salemOnly, await itemIdOf(database, session));
    expect(detail?.partnerContext).toEqual({ pageContext: 'Showroom: Modern Steel', visitor: { name: 'Ana Ruiz', zip: '97301' } });
    expect((await itemDetail(database, salemOnly, await itemIdOf(database, plain)))?.partnerContext).toBeNull();
  });

  it('lists Mine and Unassigned, each row with its assignee’s name, counted under the view', async () => {
    const maria = await addTestStaff(database, `mine-${Date.now()}@example.com`, 'dispatcher', ['sw-washington']);
    await database.query('UPDATE staff_accounts SET display_name = $2 WHERE id = $1', [maria.id, 'Maria Lopez']);
    const other = await addTestStaff(database, `theirs-${Date.now()}@example.com`, 'dispatcher', ['sw-washington']);
    const scope: ItemScope = { regions: ['sw-washington'], allRegions: false, staffId: maria.id };
    const mine = await itemIdOf(database, await insertChatLead(database, { region: 'sw-washington', name: 'Mine Owned' }));
    const theirs = await itemIdOf(database, await insertChatLead(database, { region: 'sw-washington', name: 'Theirs Owned' }));
    const nobody = await itemIdOf(database, await insertChatLead(database, { region: 'sw-washington', name: 'Nobody Owns' }));
    await patchItem(database, maria, mine, { assigneeId: maria.id, status: 'contacted' }, new Date());
    await patchItem(database, other, theirs, { assigneeId: other.id }, new Date());

    const mineView = await listItems(database, scope, { assignee: 'me' });
    expect(mineView.items.map((item) => [item.id, item.assigneeName])).toEqual([[mine, 'Maria Lopez']]);
    expect(mineView.counts).toMatchObject({ new: 0, contacted: 1 });
    const unassigned = await listItems(database, scope, { assignee: 'none' });
    expect(unassigned.items.map((item) => item.id)).toContain(nobody);
    expect(unassigned.items.map((item) => item.id)).not.toContain(mine);
    expect(unassigned.items.map((item) => item.id)).not.toContain(theirs);
    expect(unassigned.items.every((item) => item.assigneeName === null)).toBe(true);
    // Someone without a name set is named by their email.
    expect((await findItem(database, scope, theirs))?.assigneeName).toBe(other.email);
    // Mine without knowing who asks is nobody's, never everybody's.
    expect((await listItems(database, { regions: ['sw-washington'], allRegions: false }, { assignee: 'me' })).items).toEqual([]);
  });

  it("gives a chat item the time of the visitor's last message, and a contact request none", async () => {
    const session = await insertChatLead(database, {
      region: 'salem',
      name: 'Waiting Visitor',
      messages: ['first'],
      at: new Date('2026-03-01T10:00:00Z'),
    });
    await database.query(`INSERT INTO chat_messages (session_id, role, content, created_at) VALUES ($1, 'user', 'still there?', $2)`, [
      session,
      new Date('2026-03-01T10:07:00Z'),
    ]);
    await database.query(`INSERT INTO chat_messages (session_id, role, content, created_at) VALUES ($1, 'assistant', 'Yes', $2)`, [
      session,
      new Date('2026-03-01T10:08:00Z'),
    ]);
    expect((await findItem(database, salemOnly, await itemIdOf(database, session)))?.lastVisitorAt).toBe('2026-03-01T10:07:00.000Z');
    const contact = await insertContactRequest(database, {
      region: 'salem',
      name: 'Form Waiter',
      phone: '503-555-0190',
      city: 'Salem',
      message: 'Call me',
    });
    expect((await findItem(database, salemOnly, await itemIdOf(database, contact)))?.lastVisitorAt).toBeNull();
  });

  it('exports each item with its email, address, notes and transcript', async () => {
    const staff = await addTestStaff(database, `export-${Date.now()}@example.com`, 'dispatcher', ['idaho']);
    const session = await insertChatLead(database, { region: 'idaho', name: 'Export Chat', messages: ['door stuck'] });
    const chatId = await itemIdOf(database, session);
    await addNote(database, staff, chatId, 'Called once', new Date());
    await addNote(database, staff, chatId, 'Booked Tuesday', new Date());
    const contactId = await itemIdOf(
      database,
      await insertContactRequest(database, {
        region: 'idaho',
        name: 'Export Form',
        phone: '208-555-0190',
        city: 'Boise',
        postalCode: '83702',
        message: 'Call me',
      }),
    );
    const rows = await exportItems(database, { regions: ['idaho'], allRegions: false }, { q: 'Export' }, 100);
    const chat = rows.find((row) => row.id === chatId);
    expect(chat).toMatchObject({ notes: 'Called once\nBooked Tuesday', transcript: 'Visitor: door stuck\nT.O.D.: Thanks, noted.' });
    const contact = rows.find((row) => row.id === contactId);
    expect(contact?.email).toMatch(/@/);
    expect(contact?.address).toBe('Boise, 83702');
    expect(contact?.transcript).toBeNull();
  });

  it('refuses to assign someone who does not work the item’s region', async () => {
    const id = await itemIdOf(database, await insertChatLead(database, { region: 'salem', name: 'Assign Me' }));
    const boise = await addTestStaff(database, `boise-${Date.now()}@example.com`, 'dispatcher', ['idaho']);
    const salem = await addTestStaff(database, `salem-${Date.now()}@example.com`, 'dispatcher', ['salem']);
    await expect(patchItem(database, salem, id, { assigneeId: boise.id }, new Date())).rejects.toThrow(/cannot be assigned/);
    expect((await findItem(database, salemOnly, id))?.assigneeId).toBeNull();
  });

  it('erases a visitor by phone number from every table and from search, whatever the format typed', async () => {
    const session = await insertChatLead(database, {
      region: 'salem',
      name: 'Erase Me',
      phone: '(503) 555-0199',
      submitted: true,
      messages: ['secret words here'],
    });
    await database.query(
      `INSERT INTO escalations (id, session_id, region, transcript, lead) VALUES ('ESC-erase', $1, 'salem', '[]', '{"phone":"503-555-0199"}')`,
      [session],
    );
    await database.query(
      `INSERT INTO mail_outbox (idempotency_key, to_address, subject, text_body) VALUES ('escalation:ESC-erase', 'o@example.com', 's', 'Erase Me')`,
    );
    const contact = await insertContactRequest(database, {
      region: 'idaho',
      name: 'Erase Me Too',
      phone: '+1 503 555 0199',
      city: 'Boise',
      message: 'More secret words',
    });
    const keep = await insertChatLead(database, { region: 'salem', name: 'Keep Me', phone: '503-555-0198' });
    const staff = await addTestStaff(database, `erase-${Date.now()}@example.com`, 'dispatcher', ['salem']);
    const noted = await itemIdOf(database, 'ESC-erase');
    await addNote(database, staff, noted, 'Erase Me said the gate code is 1234', new Date());
    const erased = await database.transaction((tx) => eraseVisitors(tx, { phoneDigits: phoneDigits('503.555.0199') }));
    // The chat's one item (its lead became the hand-off, decision 0427) and the contact request.
    expect(erased).toBe(2);
    const leftovers = await database.query<{ count: string }>(
      `SELECT (SELECT count(*) FROM chat_sessions WHERE session_id = $1) + (SELECT count(*) FROM chat_messages WHERE session_id = $1)
            + (SELECT count(*) FROM leads WHERE session_id = $1) + (SELECT count(*) FROM escalations WHERE session_id = $1)
            + (SELECT count(*) FROM contact_submissions WHERE submission_id = $2)
            + (SELECT count(*) FROM mail_outbox WHERE text_body LIKE '%Erase Me%' OR idempotency_key LIKE '%' || $1 || '%' OR idempotency_key LIKE '%' || $2 || '%')
            + (SELECT count(*) FROM admin_items WHERE ref IN ($1, $2, 'ESC-erase'))
            + (SELECT count(*) FROM admin_item_history WHERE item_id = $3) AS count`,
      [session, contact, noted],
    );
    expect(Number(leftovers.rows[0]?.count)).toBe(0);
    for (const q of ['erase', 'secret', '0199']) expect((await listItems(database, everywhere, { q })).items).toEqual([]);
    expect((await listItems(database, everywhere, { q: 'keep' })).items.map((item) => item.name)).toEqual(['Keep Me']);
    expect(keep).toBeTruthy();
  });

  it('refreshes the statistics of the inbox’s tables on PGlite (no autovacuum), and leaves Postgres to autovacuum', async () => {
    await insertChatLead(database, { region: 'salem', name: 'Counted' });
    const ran = await refreshStatistics(database);
    expect(ran).toBe(database.dialect === 'pglite');
    if (!ran) return;
    const { rows } = await database.query<{ items: number; estimate: number }>(
      `SELECT (SELECT count(*) FROM admin_items)::int AS items, reltuples::int AS estimate FROM pg_class WHERE oid = 'admin_items'::regclass`,
    );
    expect(rows[0]?.estimate).toBe(rows[0]?.items);
  });

  it('purges items and chats older than the retention period, and nothing newer', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const old = await insertChatLead(database, { region: 'idaho', name: 'Ancient Lead', at: new Date('2028-01-01T00:00:00Z') });
    const fresh = await insertChatLead(database, { region: 'idaho', name: 'Fresh Lead', at: new Date('2029-12-01T00:00:00Z') });
    await database.query(
      `INSERT INTO chat_sessions (session_id, region, created_at, updated_at) VALUES ('ancient-chat', 'idaho', '2028-01-01', '2028-01-01')`,
    );
    const purged = await purgeExpired(database, 365, now);
    expect(purged?.items).toBeGreaterThanOrEqual(1);
    const sessions = await database.query<{ session_id: string }>(
      'SELECT session_id FROM chat_sessions WHERE session_id = ANY($1::text[])',
      [[old, fresh, 'ancient-chat']],
    );
    expect(sessions.rows.map((row) => row.session_id)).toEqual([fresh]);
    const audit = await database.query<{ detail: { retentionDays: number } }>(
      `SELECT detail FROM audit_log WHERE action = 'retention_purge'`,
    );
    expect(audit.rows.at(-1)?.detail.retentionDays).toBe(365);
  });
});
