-- A chat lead's inbox item moves to the office of the visitor's city when the city arrives after the item was
-- filed (decision 0208's open end): a visitor who gave a name on the home page and "Salem" a turn later was left
-- under the page's region, where Salem's dispatchers never looked. Only an item nobody has worked (status
-- 'new') moves; one a dispatcher has touched stays where they are working it.
CREATE OR REPLACE FUNCTION admin_index_lead() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_items (kind, ref, session_id, region, emergency, created_at, phone_digits, search, transcript_search)
  SELECT 'chat_lead', NEW.session_id, NEW.session_id, s.region, coalesce(NEW.urgency = 'emergency', false), NEW.created_at,
         admin_phone_digits(NEW.phone), admin_search_vector(NEW.name, NEW.phone, NEW.city, NEW.issue),
         admin_transcript_vector(NEW.session_id)
  FROM chat_sessions s WHERE s.session_id = NEW.session_id
  ON CONFLICT (kind, ref) DO UPDATE SET
    region = CASE WHEN admin_items.status = 'new' THEN EXCLUDED.region ELSE admin_items.region END,
    emergency = EXCLUDED.emergency,
    phone_digits = EXCLUDED.phone_digits,
    search = EXCLUDED.search;
  RETURN NULL;
END;
$$;
