-- Issue 34.4 and "one conversation per visitor" (decision 0427): a chat is ONE inbox item, whatever it became. A
-- hand-off ("Talk to Human") of a chat that already has an item (its lead) turns that item into the hand-off
-- instead of filing a second one; a lead given after a hand-off updates the hand-off's item. Contacting,
-- assigning or closing it covers the whole chat. Items filed as pairs before this migration stay as they are.
--
-- Issue 34.3 (decision 0429): an item that becomes an emergency is announced with `emergencyAlert`, the event the
-- inbox sounds its alert on, as a new emergency is.

-- The hand-off of a chat with an item: that item becomes the hand-off (its status, assignee, notes and history
-- stay). A closed item is open again, at the hand-off's time: the visitor is back and asks for a person.
CREATE OR REPLACE FUNCTION admin_index_escalation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  existing bigint;
  asked text := admin_urgency(NEW.lead ->> 'urgency', false);
BEGIN
  SELECT id INTO existing FROM admin_items
  WHERE session_id = NEW.session_id AND kind IN ('chat_lead', 'handoff') ORDER BY id DESC LIMIT 1 FOR UPDATE;
  IF existing IS NOT NULL THEN
    UPDATE admin_items i SET
      kind = 'handoff',
      ref = NEW.id,
      region = CASE WHEN i.status IN ('new', 'closed') THEN NEW.region ELSE i.region END,
      emergency = i.emergency OR asked = 'emergency',
      urgency = CASE WHEN admin_urgency_weight(asked) > admin_urgency_weight(i.urgency) THEN asked ELSE i.urgency END,
      status = CASE WHEN i.status = 'closed' THEN 'new' ELSE i.status END,
      created_at = CASE WHEN i.status = 'closed' THEN NEW.created_at ELSE i.created_at END,
      phone_digits = coalesce(admin_phone_digits(NEW.lead ->> 'phone'), i.phone_digits),
      search = i.search || admin_search_vector(NEW.lead ->> 'name', NEW.lead ->> 'phone', NEW.lead ->> 'city', NEW.lead ->> 'issue')
    WHERE i.id = existing;
    RETURN NULL;
  END IF;
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, urgency, created_at, phone_digits, search, transcript_search)
  VALUES ('handoff', NEW.id, NEW.session_id, NEW.region, asked = 'emergency', asked, NEW.created_at,
          admin_phone_digits(NEW.lead ->> 'phone'),
          admin_search_vector(NEW.lead ->> 'name', NEW.lead ->> 'phone', NEW.lead ->> 'city', NEW.lead ->> 'issue'),
          admin_transcript_vector(NEW.session_id))
  ON CONFLICT (kind, ref) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE FUNCTION admin_urgency_weight(urgency text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE urgency WHEN 'emergency' THEN 3 WHEN 'urgent' THEN 2 WHEN 'routine' THEN 1 ELSE 0 END)::smallint
$$;

-- A lead of a chat whose item is its hand-off updates that item: it never lowers what the hand-off said, and its
-- search keeps the hand-off's words beside the lead's.
CREATE OR REPLACE FUNCTION admin_index_lead() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  told text := admin_urgency(NEW.urgency, false);
BEGIN
  UPDATE admin_items i SET
    region = CASE WHEN i.status = 'new' THEN s.region ELSE i.region END,
    emergency = i.emergency OR told = 'emergency',
    urgency = CASE WHEN admin_urgency_weight(told) > admin_urgency_weight(i.urgency) THEN told ELSE i.urgency END,
    phone_digits = coalesce(admin_phone_digits(NEW.phone), i.phone_digits),
    search = admin_search_vector(NEW.name, NEW.phone, NEW.city, NEW.issue)
      || coalesce((SELECT admin_search_vector(e.lead ->> 'name', e.lead ->> 'phone', e.lead ->> 'city', e.lead ->> 'issue')
                   FROM escalations e WHERE e.id = i.ref), ''::tsvector)
  FROM chat_sessions s
  WHERE s.session_id = NEW.session_id
    AND i.id = (SELECT id FROM admin_items WHERE session_id = NEW.session_id AND kind = 'handoff' ORDER BY id DESC LIMIT 1);
  IF FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, urgency, created_at, phone_digits, search, transcript_search)
  SELECT 'chat_lead', NEW.session_id, NEW.session_id, s.region, told = 'emergency', told, NEW.created_at,
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

-- The announcement says when an item is a new emergency: filed as one, or one it was not before.
CREATE OR REPLACE FUNCTION admin_items_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tod_admin_items', json_build_object(
    'schema', current_schema(),
    'op', CASE WHEN TG_OP = 'INSERT' THEN 'created' ELSE 'updated' END,
    'id', NEW.id,
    'kind', NEW.kind,
    'region', NEW.region,
    'emergency', NEW.emergency,
    'emergencyAlert', NEW.emergency AND (TG_OP = 'INSERT' OR NOT OLD.emergency)
  )::text);
  RETURN NULL;
END;
$$;
