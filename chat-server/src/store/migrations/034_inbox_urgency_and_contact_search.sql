-- Issue 34: the inbox filters by urgency in words (11), and search finds a contact request by its email, ZIP and
-- confirmation reference (9).

-- Each item's urgency as the visitor's lead gave it: emergency, urgent, routine, or unknown (no urgency yet, or
-- a contact request that is not an emergency: the form asks only emergency or not).
ALTER TABLE admin_items ADD COLUMN urgency text NOT NULL DEFAULT 'unknown'
  CHECK (urgency IN ('emergency', 'urgent', 'routine', 'unknown'));

CREATE FUNCTION admin_urgency(value text, emergency boolean) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN emergency OR value = 'emergency' THEN 'emergency' WHEN value IN ('urgent', 'routine') THEN value ELSE 'unknown' END
$$;

UPDATE admin_items i SET urgency = admin_urgency(l.urgency, i.emergency) FROM leads l WHERE i.kind = 'chat_lead' AND l.session_id = i.ref;
UPDATE admin_items i SET urgency = admin_urgency(e.lead ->> 'urgency', i.emergency) FROM escalations e WHERE i.kind = 'handoff' AND e.id = i.ref;
UPDATE admin_items SET urgency = 'emergency' WHERE kind = 'contact' AND emergency;

-- The kept counts gain the urgency, so a filter on it still sums a few hundred rows (decision 0130).
DROP TRIGGER admin_items_count ON admin_items;
DROP TRIGGER admin_items_recount ON admin_items;
DROP TABLE admin_item_counts;
CREATE TABLE admin_item_counts (
  region text NOT NULL,
  kind text NOT NULL,
  emergency boolean NOT NULL,
  urgency text NOT NULL,
  status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (region, kind, emergency, urgency, status)
);
INSERT INTO admin_item_counts (region, kind, emergency, urgency, status, n)
SELECT region, kind, emergency, urgency, status, count(*) FROM admin_items GROUP BY region, kind, emergency, urgency, status;

CREATE OR REPLACE FUNCTION admin_item_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE admin_item_counts SET n = n - 1
    WHERE region = OLD.region AND kind = OLD.kind AND emergency = OLD.emergency AND urgency = OLD.urgency AND status = OLD.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO admin_item_counts AS c (region, kind, emergency, urgency, status, n)
    VALUES (NEW.region, NEW.kind, NEW.emergency, NEW.urgency, NEW.status, 1)
    ON CONFLICT (region, kind, emergency, urgency, status) DO UPDATE SET n = c.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER admin_items_count AFTER INSERT OR DELETE ON admin_items FOR EACH ROW EXECUTE FUNCTION admin_item_counts_track();
CREATE TRIGGER admin_items_recount AFTER UPDATE OF region, kind, emergency, urgency, status ON admin_items FOR EACH ROW
  WHEN ((OLD.region, OLD.kind, OLD.emergency, OLD.urgency, OLD.status) IS DISTINCT FROM (NEW.region, NEW.kind, NEW.emergency, NEW.urgency, NEW.status))
  EXECUTE FUNCTION admin_item_counts_track();

-- The urgency filters walk the list's order within one urgency (emergencies have their own index, migration 013).
CREATE INDEX admin_items_urgency_order_idx ON admin_items (urgency, pinned DESC, created_at DESC, id DESC);

CREATE OR REPLACE FUNCTION admin_index_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, urgency, created_at, phone_digits, search, transcript_search)
  SELECT 'chat_lead', NEW.session_id, NEW.session_id, s.region, coalesce(NEW.urgency = 'emergency', false),
         admin_urgency(NEW.urgency, false), NEW.created_at,
         admin_phone_digits(NEW.phone), admin_search_vector(NEW.name, NEW.phone, NEW.city, NEW.issue),
         admin_transcript_vector(NEW.session_id)
  FROM chat_sessions s WHERE s.session_id = NEW.session_id
  ON CONFLICT (kind, ref) DO UPDATE SET
    region = CASE WHEN admin_items.status = 'new' THEN EXCLUDED.region ELSE admin_items.region END,
    emergency = EXCLUDED.emergency,
    urgency = EXCLUDED.urgency,
    phone_digits = EXCLUDED.phone_digits,
    search = EXCLUDED.search;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION admin_index_escalation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, urgency, created_at, phone_digits, search, transcript_search)
  VALUES ('handoff', NEW.id, NEW.session_id, NEW.region, coalesce(NEW.lead ->> 'urgency' = 'emergency', false),
          admin_urgency(NEW.lead ->> 'urgency', false), NEW.created_at,
          admin_phone_digits(NEW.lead ->> 'phone'),
          admin_search_vector(NEW.lead ->> 'name', NEW.lead ->> 'phone', NEW.lead ->> 'city', NEW.lead ->> 'issue'),
          admin_transcript_vector(NEW.session_id))
  ON CONFLICT (kind, ref) DO NOTHING;
  RETURN NULL;
END;
$$;

-- A contact request is also found by its email (whole, or its name and domain), its ZIP and its confirmation
-- reference ('DL-…', or its digits).
CREATE FUNCTION admin_contact_search_vector(payload jsonb, submission_id text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT admin_search_vector(payload ->> 'name', payload ->> 'phone', payload ->> 'city', payload ->> 'message')
    || to_tsvector('simple', concat_ws(' ', lower(payload ->> 'email'), replace(lower(payload ->> 'email'), '@', ' '),
         payload ->> 'postalCode', lower(submission_id), regexp_replace(submission_id, '\D', '', 'g')))
$$;

CREATE OR REPLACE FUNCTION admin_index_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, region, emergency, urgency, created_at, phone_digits, search)
  VALUES ('contact', NEW.submission_id, coalesce(NEW.payload ->> 'region', 'nationwide'), coalesce(NEW.payload ->> 'isEmergency' = 'Yes', false),
          CASE WHEN NEW.payload ->> 'isEmergency' = 'Yes' THEN 'emergency' ELSE 'unknown' END,
          NEW.created_at, admin_phone_digits(NEW.payload ->> 'phone'), admin_contact_search_vector(NEW.payload, NEW.submission_id))
  ON CONFLICT (kind, ref) DO NOTHING;
  RETURN NULL;
END;
$$;

UPDATE admin_items i SET search = admin_contact_search_vector(c.payload, c.submission_id)
FROM contact_submissions c WHERE i.kind = 'contact' AND c.submission_id = i.ref;

-- The list sorted by urgency: emergencies, then urgent, routine and unknown, each newest first.
ALTER TABLE admin_items ADD COLUMN urgency_weight smallint GENERATED ALWAYS AS (
  CASE urgency WHEN 'emergency' THEN 3 WHEN 'urgent' THEN 2 WHEN 'routine' THEN 1 ELSE 0 END
) STORED;
CREATE INDEX admin_items_urgency_weight_order_idx ON admin_items (urgency_weight DESC, created_at DESC, id DESC);
CREATE INDEX admin_items_region_urgency_weight_order_idx ON admin_items (region, urgency_weight DESC, created_at DESC, id DESC);

-- Issue 34.10: when a ringing visitor's stream closed (decision 0425); cleared when they are seen again.
ALTER TABLE live_chats ADD COLUMN visitor_left_at timestamptz;
