-- The live hand-off (issue 17, docs/decisions/0200–0204): a person from the office joins the visitor's chat.
-- Numbered 009, two above the highest on main (007), as another branch may add 008.

-- What the office writes is part of the transcript, with the account that wrote it.
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_role_check;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_role_check CHECK (role IN ('user', 'assistant', 'staff'));
ALTER TABLE chat_messages ADD COLUMN staff_id integer REFERENCES staff_accounts (id) ON DELETE SET NULL;

-- "Visitor active in the last 5 minutes" is read by time across the sessions of a region (and the retention
-- purge deletes by it).
CREATE INDEX chat_sessions_updated_idx ON chat_sessions (updated_at);

-- One row per chat that has had a live part: who has it, whether it rings, and its event counter. Every event
-- of the chat takes the next `last_seq` under this row's lock, so within a chat the event order is the commit
-- order (a reader that has seen seq n has seen every event before it).
CREATE TABLE live_chats (
  session_id text PRIMARY KEY REFERENCES chat_sessions (session_id) ON DELETE CASCADE,
  region text NOT NULL,
  last_seq bigint NOT NULL DEFAULT 0,
  -- The member of staff in the chat (at most one: a join is a conditional update of this column).
  staff_id integer REFERENCES staff_accounts (id) ON DELETE SET NULL,
  joined_at timestamptz,
  -- The seq of the current stint's staff_joined event: its office mail starts there.
  join_seq bigint,
  -- Set while the hand-off rings in the region's inboxes; cleared by a join or the timeout.
  ringing_until timestamptz,
  ring_item_id bigint,
  emergency boolean NOT NULL DEFAULT false,
  -- The visitor's event stream was open, or they wrote, at this time.
  visitor_seen_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX live_chats_ringing_idx ON live_chats (ringing_until) WHERE ringing_until IS NOT NULL;
CREATE INDEX live_chats_joined_idx ON live_chats (staff_id) WHERE staff_id IS NOT NULL;
CREATE INDEX live_chats_seen_idx ON live_chats (visitor_seen_at);

-- The events of a live chat in their order (the visitor's stream replays them after Last-Event-ID). Message
-- text is not copied here: a message event points at its transcript line.
CREATE TABLE live_events (
  session_id text NOT NULL REFERENCES live_chats (session_id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  type text NOT NULL CHECK (type IN ('waiting', 'staff_joined', 'staff_message', 'visitor_message', 'staff_left', 'handed_back', 'nobody_joined', 'ended')),
  at timestamptz NOT NULL,
  staff_id integer REFERENCES staff_accounts (id) ON DELETE SET NULL,
  message_id integer REFERENCES chat_messages (id) ON DELETE CASCADE,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (session_id, seq)
);
CREATE INDEX live_events_message_idx ON live_events (message_id) WHERE message_id IS NOT NULL;

-- An inbox tab's heartbeat: its member of staff is online until last_seen_at + the presence TTL.
CREATE TABLE staff_presence (
  staff_id integer PRIMARY KEY REFERENCES staff_accounts (id) ON DELETE CASCADE,
  last_seen_at timestamptz NOT NULL
);

-- The office closes an item (closed or spam): its chat's live part ends too, as the last event of the visitor's
-- stream, in the same transaction, whoever wrote the status. A chat a person is in is left to them: they
-- leave or hand back (their stint's office mail is written then).
CREATE FUNCTION live_end_on_item_closed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
  ended timestamptz := now();
BEGIN
  UPDATE live_chats SET last_seq = last_seq + 1, ended_at = ended, ringing_until = NULL
  WHERE session_id = NEW.session_id AND ended_at IS NULL AND staff_id IS NULL
  RETURNING last_seq INTO next_seq;
  IF next_seq IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_events (session_id, seq, type, at, data)
  VALUES (NEW.session_id, next_seq, 'ended', ended, '{"reason": "item_closed"}'::jsonb);
  PERFORM pg_notify('tod_live', json_build_object('schema', current_schema(), 'sessionId', NEW.session_id, 'seq', next_seq)::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER admin_items_live_end AFTER UPDATE OF status ON admin_items FOR EACH ROW
  WHEN (NEW.session_id IS NOT NULL AND NEW.status IN ('closed', 'spam') AND OLD.status NOT IN ('closed', 'spam'))
  EXECUTE FUNCTION live_end_on_item_closed();
