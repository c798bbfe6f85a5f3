import { SESSION_ID_PATTERN } from '@tod/domain/facts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMessage } from './conversation.ts';
import { emptySession, loadSession, newSessionId, parseSession, saveSession } from './session.ts';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session persistence', () => {
  it('makes session ids the API accepts', () => {
    expect(newSessionId()).toMatch(SESSION_ID_PATTERN);
    expect(newSessionId()).not.toBe(newSessionId());
  });

  it('round-trips a session through sessionStorage', () => {
    const session = {
      ...emptySession(),
      open: true,
      messages: [createMessage('user', 'Hi', 1)],
      leadCaptured: true,
      localInsight: 'Wet winters rust springs',
      escalated: true,
    };
    saveSession(session);
    expect(loadSession()).toEqual(session);
  });

  it('treats malformed or tampered data as no session', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession(JSON.stringify({ sessionId: 'x', messages: [] }))).toBeNull();
    expect(parseSession(JSON.stringify({ sessionId: 'abcdefgh12', messages: [{ id: 1 }] }))).toBeNull();
  });

  it('accepts only the session ids the API accepts: 22 to 64 base64url characters (issue 21.13)', () => {
    const messages: unknown[] = [];
    expect(parseSession(JSON.stringify({ sessionId: 'abcdefgh', messages }))).toBeNull();
    expect(parseSession(JSON.stringify({ sessionId: 'a'.repeat(21), messages }))).toBeNull();
    expect(parseSession(JSON.stringify({ sessionId: 'a'.repeat(65), messages }))).toBeNull();
    expect(parseSession(JSON.stringify({ sessionId: 'a'.repeat(22), messages }))?.sessionId).toBe('a'.repeat(22));
  });

  it('keeps a well-formed session token and drops a malformed one', () => {
    const session = { ...emptySession(), sessionToken: 'AAECAwQFBgcICQoLDA0ODw' };
    expect(parseSession(JSON.stringify(session))?.sessionToken).toBe('AAECAwQFBgcICQoLDA0ODw');
    expect(parseSession(JSON.stringify({ ...session, sessionToken: 'short' }))?.sessionToken).toBeUndefined();
    expect(parseSession(JSON.stringify({ ...session, sessionToken: 42 }))?.sessionToken).toBeUndefined();
  });

  it('swallows a storage failure on save and load', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(throwing as unknown as Storage);
    expect(() => saveSession(emptySession())).not.toThrow();
    expect(loadSession()).toBeNull();
  });
});
