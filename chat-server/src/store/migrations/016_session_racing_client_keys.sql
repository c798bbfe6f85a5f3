-- Issue 37.6: the SHA-256 (hex) of the tokens issued to first requests of a session that raced the one whose
-- key is client_key (two first messages at once). Each of those requests saw no stored session, so each
-- reply's token must work; a few at most (docs/decisions/0362).
ALTER TABLE chat_sessions ADD COLUMN client_keys text[] NOT NULL DEFAULT '{}';
