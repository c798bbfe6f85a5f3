-- Issue 21.13: the SHA-256 (hex) of the token issued with a session's first reply. A request for the session
-- without that token is from a new client and gets nothing stored echoed (docs/decisions/0140). NULL for
-- sessions begun before this column: no client can prove it began them.
ALTER TABLE chat_sessions ADD COLUMN client_key text;
