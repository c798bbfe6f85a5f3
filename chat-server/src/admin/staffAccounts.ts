import { SERVICE_REGION_KEYS, type ServiceRegionKey } from '@tod/domain';
import type { StaffRole } from '@tod/domain/contracts';
import type { Queryable } from '../store/database.ts';

export interface StaffAccount {
  id: number;
  email: string;
  /** The name the visitor sees in a live chat (its first word); null: taken from the email. */
  displayName: string | null;
  role: StaffRole;
  regions: ServiceRegionKey[];
  passwordHash: string;
  disabled: boolean;
  createdAt: Date;
}

interface StaffRow {
  id: number;
  email: string;
  display_name: string | null;
  role: StaffRole;
  regions: string[];
  password_hash: string;
  disabled_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, email, display_name, role, regions, password_hash, disabled_at, created_at';

export class StaffInputError extends Error {
  override name = 'StaffInputError';
}

/** 'all' or a comma-separated list of region keys; an owner always has every region. */
export function parseRegions(value: string, role: StaffRole): ServiceRegionKey[] {
  if (role === 'owner' || value.trim() === 'all') return [...SERVICE_REGION_KEYS];
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const unknown = keys.filter((key) => !(SERVICE_REGION_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new StaffInputError(`Unknown region: ${unknown.join(', ')}. Use all or ${SERVICE_REGION_KEYS.join(', ')}`);
  if (keys.length === 0) throw new StaffInputError('Give at least one region, or all');
  return [...new Set(keys)] as ServiceRegionKey[];
}

/** The most of a display name that is kept. */
const DISPLAY_NAME_MAX = 60;

/** A display name as stored: trimmed, inner white space folded; refused when empty, too long or with control characters. */
export function normalizeDisplayName(name: string): string {
  const folded = name.trim().replace(/\s+/g, ' ');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!folded || folded.length > DISPLAY_NAME_MAX || /[\u0000-\u001f\u007f]/.test(folded)) {
    throw new StaffInputError(`Give a name of 1 to ${DISPLAY_NAME_MAX} characters`);
  }
  return folded;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export async function addStaff(
  database: Queryable,
  input: { email: string; displayName?: string | undefined; role: StaffRole; regions: ServiceRegionKey[]; passwordHash: string },
  now: Date,
): Promise<StaffAccount> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) throw new StaffInputError(`Not an email address: ${input.email}`);
  const displayName = input.displayName === undefined ? null : normalizeDisplayName(input.displayName);
  const result = await database.query<StaffRow>(
    `INSERT INTO staff_accounts (email, display_name, role, regions, password_hash, created_at, password_changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [email, displayName, input.role, input.regions, input.passwordHash, now],
  );
  const row = result.rows[0];
  if (!row) throw new StaffInputError(`An account with the email ${email} exists already`);
  return accountOf(row);
}

export async function findStaffByEmail(database: Queryable, email: string): Promise<StaffAccount | undefined> {
  const result = await database.query<StaffRow>(`SELECT ${COLUMNS} FROM staff_accounts WHERE email = $1`, [normalizeEmail(email)]);
  return result.rows[0] ? accountOf(result.rows[0]) : undefined;
}

export async function listStaff(database: Queryable): Promise<StaffAccount[]> {
  const result = await database.query<StaffRow>(`SELECT ${COLUMNS} FROM staff_accounts ORDER BY id`);
  return result.rows.map(accountOf);
}

/** Disables an account and ends its sessions. @returns false when no such account exists */
export async function disableStaff(database: Queryable, email: string, now: Date): Promise<StaffAccount | undefined> {
  const result = await database.query<StaffRow>(
    `WITH disabled AS (
       UPDATE staff_accounts SET disabled_at = coalesce(disabled_at, $2) WHERE email = $1 RETURNING ${COLUMNS}
     ), ended AS (
       UPDATE staff_sessions SET revoked_at = $2 WHERE revoked_at IS NULL AND staff_id IN (SELECT id FROM disabled) RETURNING 1
     )
     SELECT ${COLUMNS} FROM disabled`,
    [normalizeEmail(email), now],
  );
  return result.rows[0] ? accountOf(result.rows[0]) : undefined;
}

/** Sets a new password, enables the account again and ends its sessions. */
export async function resetStaffPassword(
  database: Queryable,
  email: string,
  passwordHash: string,
  now: Date,
): Promise<StaffAccount | undefined> {
  const result = await database.query<StaffRow>(
    `WITH changed AS (
       UPDATE staff_accounts SET password_hash = $2, password_changed_at = $3, disabled_at = NULL WHERE email = $1 RETURNING ${COLUMNS}
     ), ended AS (
       UPDATE staff_sessions SET revoked_at = $3 WHERE revoked_at IS NULL AND staff_id IN (SELECT id FROM changed) RETURNING 1
     )
     SELECT ${COLUMNS} FROM changed`,
    [normalizeEmail(email), passwordHash, now],
  );
  return result.rows[0] ? accountOf(result.rows[0]) : undefined;
}

/** Sets (or with null, clears) the name a visitor sees. @returns the account, or undefined for an unknown email */
export async function setStaffDisplayName(database: Queryable, email: string, name: string | null): Promise<StaffAccount | undefined> {
  const displayName = name === null ? null : normalizeDisplayName(name);
  const result = await database.query<StaffRow>(`UPDATE staff_accounts SET display_name = $2 WHERE email = $1 RETURNING ${COLUMNS}`, [
    normalizeEmail(email),
    displayName,
  ]);
  return result.rows[0] ? accountOf(result.rows[0]) : undefined;
}

function accountOf(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    role: row.role,
    regions: row.regions as ServiceRegionKey[],
    passwordHash: row.password_hash,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at),
  };
}
