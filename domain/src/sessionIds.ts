/**
 * A chat session id is the only key to a conversation and its lead, so it must be unguessable: 22 to 64
 * base64url characters (22 are the fewest that carry 128 random bits; the widget sends 'tod_' + 32 hex
 * digits). The session token the server issues with a session's first reply has the same form
 * (docs/decisions/0140). No zod here: the widget checks what it stored with these too.
 */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const SESSION_TOKEN_PATTERN = SESSION_ID_PATTERN;
