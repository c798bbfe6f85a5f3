import type { QueryClient } from '@tanstack/react-query';
import { ADMIN_COPY } from '@tod/domain/facts';
import { setCsrfToken } from './adminApi.ts';

export const SESSION_KEY = ['session'] as const;

/** The channel every inbox tab of this browser listens on: a sign-out in one ends the view in all. */
const CHANNEL = 'tod-admin-session';
const SIGNED_OUT = 'signed-out';

/**
 * Ends the signed-in view at once (decision 0420): the session is gone, so the sign-in page replaces the
 * inbox in this render, and every other cached answer (names, phones, transcripts) is dropped from memory.
 * The session is set to null before the rest is removed, so its observer re-renders (a cleared cache alone
 * would leave the page on screen).
 */
export function forgetSignedIn(client: QueryClient): void {
  client.setQueryData(SESSION_KEY, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  setCsrfToken(undefined);
  if (typeof document !== 'undefined') document.title = ADMIN_COPY.title;
}

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
}

/** Tells the other inbox tabs of this browser that the session ended (they share its cookie). */
export function announceSignOut(): void {
  const sender = channel();
  sender?.postMessage(SIGNED_OUT);
  sender?.close();
}

/** Calls `onSignOut` when another tab of this browser signs out. @returns stop listening */
export function listenForSignOut(onSignOut: () => void): () => void {
  const receiver = channel();
  if (!receiver) return () => undefined;
  receiver.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === SIGNED_OUT) onSignOut();
  };
  return () => receiver.close();
}
