-- The office inbox (issue 16): staff accounts, their sessions, an append-only audit log, and the work
-- state of each item (status, assignee, notes). Items are indexed by triggers on the tables the chat and
-- the contact form write; those writes are unchanged, and the visitor's data stays in its own tables.

CREATE TABLE staff_accounts (
  id serial PRIMARY KEY,
  -- Stored lower-cased: one account per address, however it is typed.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('owner', 'dispatcher')),
  regions text[] NOT NULL,
  password_hash text NOT NULL,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz NOT NULL DEFAULT now()
);

-- Server-side sessions: the cookie holds a random token, the table only its SHA-256.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Who did what, when. Never holds a visitor's name, phone or message text.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id integer,
  actor text NOT NULL,
  action text NOT NULL,
  item_id bigint,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- One row per work item: a chat lead (per session), a hand-off (per escalation) or a contact request.
-- It holds the office's own state and a search index; the visitor's fields are read from the source rows.
CREATE TABLE admin_items (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('chat_lead', 'handoff', 'contact')),
  -- The source row: leads.session_id, escalations.id or contact_submissions.submission_id.
  ref text NOT NULL,
  session_id text,
  region text NOT NULL,
  emergency boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'booked', 'closed', 'spam')),
  assignee_id integer REFERENCES staff_accounts (id) ON DELETE SET NULL,
  phone_digits text,
  search tsvector NOT NULL DEFAULT ''::tsvector,
  UNIQUE (kind, ref)
);
CREATE INDEX admin_items_order_idx ON admin_items (emergency DESC, created_at DESC, id DESC);
CREATE INDEX admin_items_region_order_idx ON admin_items (region, emergency DESC, created_at DESC, id DESC);
CREATE INDEX admin_items_region_status_idx ON admin_items (region, status);
CREATE INDEX admin_items_session_idx ON admin_items (session_id);
CREATE INDEX admin_items_phone_idx ON admin_items (phone_digits);
CREATE INDEX admin_items_search_idx ON admin_items USING gin (search);

-- Status changes, assignments and notes, in order.
CREATE TABLE admin_item_history (
  id bigserial PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES admin_items (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id integer REFERENCES staff_accounts (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('status', 'assign', 'note')),
  from_value text,
  to_value text,
  note text
);
CREATE INDEX admin_item_history_item_idx ON admin_item_history (item_id, id);

-- What the visitor typed is searchable (the assistant's own words would match every item).
CREATE INDEX chat_messages_user_search_idx ON chat_messages USING gin (to_tsvector('simple', content)) WHERE role = 'user';

CREATE FUNCTION admin_phone_digits(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT NULLIF(regexp_replace(regexp_replace(coalesce(phone, ''), '\D', '', 'g'), '^1(\d{10})$', '\1'), '')
$$;

CREATE FUNCTION admin_search_vector(name text, phone text, city text, issue text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT to_tsvector('simple', concat_ws(' ', name, phone, admin_phone_digits(phone), right(admin_phone_digits(phone), 4), city, issue))
$$;

-- Every new or changed item is announced to open inboxes of every server process (LISTEN tod_admin_items).
CREATE FUNCTION admin_items_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tod_admin_items', json_build_object(
    'schema', current_schema(),
    'op', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'updated' END,
    'id', NEW.id,
    'kind', NEW.kind,
    'region', NEW.region,
    'emergency', NEW.emergency
  )::text);
  RETURN NULL;
END;
$$;
CREATE TRIGGER admin_items_announce AFTER INSERT OR UPDATE ON admin_items FOR EACH ROW EXECUTE FUNCTION admin_items_notify();

CREATE FUNCTION admin_index_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, created_at, phone_digits, search)
  SELECT 'chat_lead', NEW.session_id, NEW.session_id, s.region, coalesce(NEW.urgency = 'emergency', false), NEW.created_at,
         admin_phone_digits(NEW.phone), admin_search_vector(NEW.name, NEW.phone, NEW.city, NEW.issue)
  FROM chat_sessions s WHERE s.session_id = NEW.session_id
  ON CONFLICT (kind, ref) DO UPDATE SET
    emergency = EXCLUDED.emergency,
    phone_digits = EXCLUDED.phone_digits,
    search = EXCLUDED.search;
  RETURN NULL;
END;
$$;
CREATE TRIGGER leads_index_insert AFTER INSERT ON leads FOR EACH ROW EXECUTE FUNCTION admin_index_lead();
-- A turn that changes none of the indexed fields costs nothing more.
CREATE TRIGGER leads_index_update AFTER UPDATE ON leads FOR EACH ROW
  WHEN ((OLD.name, OLD.phone, OLD.city, OLD.issue, OLD.urgency, OLD.submitted)
        IS DISTINCT FROM (NEW.name, NEW.phone, NEW.city, NEW.issue, NEW.urgency, NEW.submitted))
  EXECUTE FUNCTION admin_index_lead();

CREATE FUNCTION admin_index_escalation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, created_at, phone_digits, search)
  VALUES ('handoff', NEW.id, NEW.session_id, NEW.region, coalesce(NEW.lead ->> 'urgency' = 'emergency', false), NEW.created_at,
          admin_phone_digits(NEW.lead ->> 'phone'),
          admin_search_vector(NEW.lead ->> 'name', NEW.lead ->> 'phone', NEW.lead ->> 'city', NEW.lead ->> 'issue'))
  ON CONFLICT (kind, ref) DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER escalations_index AFTER INSERT ON escalations FOR EACH ROW EXECUTE FUNCTION admin_index_escalation();

CREATE FUNCTION admin_index_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, region, emergency, created_at, phone_digits, search)
  VALUES ('contact', NEW.submission_id, coalesce(NEW.payload ->> 'region', 'nationwide'), coalesce(NEW.payload ->> 'isEmergency' = 'Yes', false),
          NEW.created_at, admin_phone_digits(NEW.payload ->> 'phone'),
          admin_search_vector(NEW.payload ->> 'name', NEW.payload ->> 'phone', NEW.payload ->> 'city', NEW.payload ->> 'message'))
  ON CONFLICT (kind, ref) DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER contact_submissions_index AFTER INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION admin_index_contact();
