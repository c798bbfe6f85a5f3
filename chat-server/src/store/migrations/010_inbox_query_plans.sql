-- The office inbox's queries at 100,000 items (issue 16, decision 0190): plans that do not depend on fresh
-- statistics (PGlite runs no autovacuum), and a visitor's words indexed once per statement.

-- A status filter (the counts' links: "Spam", "Booked", …) walks this index in the list's order instead of
-- filtering the whole order index.
CREATE INDEX admin_items_status_order_idx ON admin_items (status, emergency DESC, created_at DESC, id DESC);

-- Each visitor message was indexed by a row trigger: one UPDATE of admin_items per message. Now one UPDATE
-- per INSERT statement, of the sessions it wrote to (a chat turn writes one; `npm run seed` thousands).
CREATE FUNCTION admin_index_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE admin_items a SET transcript_search = a.transcript_search || n.words
  FROM (
    SELECT session_id, to_tsvector('simple', string_agg(content, ' ' ORDER BY id)) AS words
    FROM added WHERE role = 'user' GROUP BY session_id
  ) n
  WHERE a.session_id = n.session_id;
  RETURN NULL;
END;
$$;
DROP TRIGGER chat_messages_index ON chat_messages;
DROP FUNCTION admin_index_message();
CREATE TRIGGER chat_messages_index AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION admin_index_messages();

ANALYZE admin_items;
