import { SERVICE_REGION_KEYS, type ServiceRegionKey } from '@tod/domain';
import type { StaffRole } from '@tod/domain/contracts';
import type { Queryable } from '../store/database.ts';

export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  regions: ServiceRegionKey[];
  passwordHash: string;
  disabled: boolean;
  createdAt: Date;
}

interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
  regions: string[];
  password_hash: string;
  disabled_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, email, role, regions, password_hash, disabled_at, created_at';

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

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export async function addStaff(
  database: Queryable,
  input: { email: string; role: StaffRole; regions: ServiceRegionKey[]; passwordHash: string },
  now: Date,
): Promise<StaffAccount> {
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email)) throw new StaffInputError(`Not an email address: ${input.email}`);
  const result = await database.query<StaffRow>(
    `INSERT INTO staff_accounts (email, role, regions, password_hash, created_at, password_changed_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [email, input.role, input.regions, input.passwordHash, now],
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

function accountOf(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    regions: row.regions as ServiceRegionKey[],
    passwordHash: row.password_hash,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at),
  };
}
