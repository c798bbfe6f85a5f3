-- The office inbox at 100,000 items (issue 16, decision 0130): counts per status kept by triggers, the
-- visitor's own words of a chat indexed on its items (one GIN lookup instead of a join through every
-- message), and an index for date ranges. The same SQL runs on PGlite and Postgres (no extension).

-- Items per region × kind × urgency × status. The list's counts sum at most 150 rows of it instead of
-- counting every item on every page.
CREATE TABLE admin_item_counts (
  region text NOT NULL,
  kind text NOT NULL,
  emergency boolean NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (region, kind, emergency, status)
);
INSERT INTO admin_item_counts (region, kind, emergency, status, n)
SELECT region, kind, emergency, status, count(*) FROM admin_items GROUP BY region, kind, emergency, status;

CREATE FUNCTION admin_item_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE admin_item_counts SET n = n - 1
    WHERE region = OLD.region AND kind = OLD.kind AND emergency = OLD.emergency AND status = OLD.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO admin_item_counts AS c (region, kind, emergency, status, n)
    VALUES (NEW.region, NEW.kind, NEW.emergency, NEW.status, 1)
    ON CONFLICT (region, kind, emergency, status) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER admin_items_count AFTER INSERT OR DELETE ON admin_items FOR EACH ROW EXECUTE FUNCTION admin_item_counts_track();
CREATE TRIGGER admin_items_recount AFTER UPDATE OF region, kind, emergency, status ON admin_items FOR EACH ROW
  WHEN ((OLD.region, OLD.kind, OLD.emergency, OLD.status) IS DISTINCT FROM (NEW.region, NEW.kind, NEW.emergency, NEW.status))
  EXECUTE FUNCTION admin_item_counts_track();

-- What the visitor typed in a chat, as a search vector (the assistant's own words would match every item).
CREATE FUNCTION admin_transcript_vector(chat_session text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT coalesce(to_tsvector('simple', string_agg(content, ' ' ORDER BY id)), ''::tsvector)
  FROM chat_messages WHERE session_id = chat_session AND role = 'user'
$$;

ALTER TABLE admin_items ADD COLUMN transcript_search tsvector NOT NULL DEFAULT ''::tsvector;
-- The backfill changes no item the office sees: open inboxes are not told.
ALTER TABLE admin_items DISABLE TRIGGER admin_items_announce;
UPDATE admin_items SET transcript_search = admin_transcript_vector(session_id) WHERE session_id IS NOT NULL;
ALTER TABLE admin_items ENABLE TRIGGER admin_items_announce;
CREATE INDEX admin_items_transcript_search_idx ON admin_items USING gin (transcript_search);
-- Replaced by the column above.
DROP INDEX chat_messages_user_search_idx;
-- Date ranges without an urgency filter.
CREATE INDEX admin_items_created_idx ON admin_items (created_at);

-- An item is born with its chat's words so far; each later visitor message is added to every item of the
-- session (a chat lead and its hand-off), and announced as an update to open inboxes.
CREATE OR REPLACE FUNCTION admin_index_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, created_at, phone_digits, search, transcript_search)
  SELECT 'chat_lead', NEW.session_id, NEW.session_id, s.region, coalesce(NEW.urgency = 'emergency', false), NEW.created_at,
         admin_phone_digits(NEW.phone), admin_search_vector(NEW.name, NEW.phone, NEW.city, NEW.issue),
         admin_transcript_vector(NEW.session_id)
  FROM chat_sessions s WHERE s.session_id = NEW.session_id
  ON CONFLICT (kind, ref) DO UPDATE SET
    emergency = EXCLUDED.emergency,
    phone_digits = EXCLUDED.phone_digits,
    search = EXCLUDED.search;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION admin_index_escalation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, created_at, phone_digits, search, transcript_search)
  VALUES ('handoff', NEW.id, NEW.session_id, NEW.region, coalesce(NEW.lead ->> 'urgency' = 'emergency', false), NEW.created_at,
          admin_phone_digits(NEW.lead ->> 'phone'),
          admin_search_vector(NEW.lead ->> 'name', NEW.lead ->> 'phone', NEW.lead ->> 'city', NEW.lead ->> 'issue'),
          admin_transcript_vector(NEW.session_id))
  ON CONFLICT (kind, ref) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE FUNCTION admin_index_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_items SET transcript_search = transcript_search || to_tsvector('simple', NEW.content) WHERE session_id = NEW.session_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER chat_messages_index AFTER INSERT ON chat_messages FOR EACH ROW WHEN (NEW.role = 'user')
  EXECUTE FUNCTION admin_index_message();

-- A deleted message leaves no word behind in search.
CREATE FUNCTION admin_unindex_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_items SET transcript_search = admin_transcript_vector(session_id)
  WHERE session_id IN (SELECT session_id FROM gone WHERE role = 'user');
  RETURN NULL;
END;
$$;
CREATE TRIGGER chat_messages_unindex AFTER DELETE ON chat_messages REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION admin_unindex_messages();

-- Where a chat happened (its first turn's page, or the partner origin, and the page's description), shown
-- as the source of its items.
ALTER TABLE chat_sessions ADD COLUMN source text;

-- PGlite runs no autovacuum: the planner needs these statistics to pick the indexes above.
ANALYZE admin_items;
ANALYZE admin_item_counts;
