/** For tests only: staff accounts with a cheap hash, visitor rows written as the chat and the contact form write them, and a cookie-keeping client. */
import type { ServiceRegionKey } from '@tod/domain';
import type { StaffRole } from '@tod/domain/contracts';
import type { Express } from 'express';
import request from 'supertest';
import type { Queryable } from '../store/database.ts';
import { hashPassword } from './password.ts';
import { addStaff, type StaffAccount } from './staffAccounts.ts';

/** scrypt parameters tests use: the format and code path of the real ones, a thousandth of the work. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;
export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_HOST = 'inbox.test';
export const TEST_ORIGIN = `http://${TEST_HOST}`;

export async function addTestStaff(
  database: Queryable,
  email: string,
  role: StaffRole,
  regions: ServiceRegionKey[],
  password = TEST_PASSWORD,
): Promise<StaffAccount> {
  return addStaff(database, { email, role, regions, passwordHash: await hashPassword(password, TEST_SCRYPT) }, new Date());
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36).padStart(4, '0')}`;

/** A chat with a lead, as the turn path stores them (session, messages, lead). @returns the session id */
export async function insertChatLead(
  database: Queryable,
  lead: {
    region: ServiceRegionKey;
    name?: string;
    phone?: string;
    city?: string;
    issue?: string;
    urgency?: string;
    submitted?: boolean;
    messages?: string[];
    at?: Date;
  },
): Promise<string> {
  const sessionId = nextId('sess');
  const at = lead.at ?? new Date();
  await database.query(
    'INSERT INTO chat_sessions (session_id, region, conversation_count, lead_complete, created_at, updated_at) VALUES ($1, $2, 1, $3, $4, $4)',
    [sessionId, lead.region, lead.submitted ?? false, at],
  );
  for (const message of lead.messages ?? []) {
    await database.query(`INSERT INTO chat_messages (session_id, role, content, created_at) VALUES ($1, 'user', $2, $3)`, [
      sessionId,
      message,
      at,
    ]);
    await database.query(
      `INSERT INTO chat_messages (session_id, role, content, created_at) VALUES ($1, 'assistant', 'Thanks, noted.', $2)`,
      [sessionId, at],
    );
  }
  await database.query(
    'INSERT INTO leads (session_id, name, phone, city, issue, urgency, submitted, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)',
    [
      sessionId,
      lead.name ?? null,
      lead.phone ?? null,
      lead.city ?? null,
      lead.issue ?? null,
      lead.urgency ?? null,
      lead.submitted ?? false,
      at,
    ],
  );
  if (lead.submitted) {
    await database.query(
      `INSERT INTO mail_outbox (idempotency_key, to_address, subject, text_body) VALUES ($1, 'office@example.com', 'Chat lead', $2)`,
      [`lead:${sessionId}`, `Lead: ${lead.name ?? ''} ${lead.phone ?? ''}`],
    );
  }
  return sessionId;
}

/** A contact request as the contact form stores it. @returns the submission id */
export async function insertContactRequest(
  database: Queryable,
  request: {
    region: ServiceRegionKey;
    name: string;
    phone: string;
    city: string;
    message: string;
    emergency?: boolean;
    email?: string;
    postalCode?: string;
    submissionId?: string;
    /** The form's placement ('contact-page', 'footer'), as the site sends it beside the page's path. */
    sourcePage?: string;
    pathname?: string;
  },
): Promise<string> {
  const submissionId = request.submissionId ?? nextId('sub-');
  const payload = {
    submissionId,
    name: request.name,
    email: request.email ?? 'visitor@example.com',
    phone: request.phone,
    message: request.message,
    city: request.city,
    region: request.region,
    isEmergency: request.emergency ? 'Yes' : 'No',
    sourcePage: request.sourcePage ?? '/contact',
    ...(request.postalCode ? { postalCode: request.postalCode } : {}),
    ...(request.pathname ? { pathname: request.pathname } : {}),
  };
  await database.query('INSERT INTO contact_submissions (submission_id, payload) VALUES ($1, $2)', [submissionId, JSON.stringify(payload)]);
  await database.query(
    `INSERT INTO mail_outbox (idempotency_key, to_address, subject, text_body) VALUES ($1, 'office@example.com', 'Contact', $2)`,
    [`contact:${submissionId}`, `Contact: ${request.name}`],
  );
  return submissionId;
}

export async function itemIdOf(database: Queryable, ref: string): Promise<number> {
  const result = await database.query<{ id: string }>('SELECT id FROM admin_items WHERE ref = $1', [ref]);
  if (!result.rows[0]) throw new Error(`No item for ${ref}`);
  return Number(result.rows[0].id);
}

/** A browser-like client of the inbox: keeps the session cookie, sends the Origin and the CSRF token. */
export class InboxClient {
  cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(
    readonly app: Express,
    readonly host = TEST_HOST,
  ) {}

  get origin(): string {
    return `http://${this.host}`;
  }

  async signIn(email: string, password = TEST_PASSWORD) {
    const response = await this.send('post', '/api/admin/session').send({ email, password });
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = setCookie.find((line) => line.startsWith('tod_admin='));
    if (session) this.cookie = session.split(';')[0];
    if (response.status === 200) this.csrfToken = response.body.csrfToken;
    return response;
  }

  /** A request with the session cookie, Origin and CSRF token (each can be changed on the returned test). */
  send(method: 'get' | 'post' | 'patch' | 'delete', path: string) {
    let test = request(this.app)[method](path).set('Host', this.host).set('Origin', this.origin);
    if (this.cookie) test = test.set('Cookie', this.cookie);
    if (this.csrfToken) test = test.set('X-CSRF-Token', this.csrfToken);
    return test;
  }
}
