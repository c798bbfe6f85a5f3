import { describe, expect, it } from 'vitest';
import { isStorageUnavailable, StorageUnavailableError } from './storageUnavailable.ts';

describe('isStorageUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a closed database', new Error('The database is closed')],
    ['a stopped database thread', new Error('The embedded database thread stopped (exit code 1)')],
    ['a pool that was ended', new Error('Cannot use a pool after calling end on the pool')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['Postgres shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too many connections (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    [
      'a statement over statement_timeout (57014)',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ["a statement pg's query_timeout gave up on", new Error('Query read timeout')],
    ['a connection that timed out', new Error('Connection terminated due to connection timeout')],
    ['the open database breaker', new StorageUnavailableError()],
  ])('recognises %s', (_name, error) => {
    expect(isStorageUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
  ])('does not mistake %s for an outage', (_name, error) => {
    expect(isStorageUnavailable(error)).toBe(false);
  });
});
