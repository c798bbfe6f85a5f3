-- A chat turn cost time in proportion to the whole inbox (issue 19, decision 0209): the statement trigger of
-- migration 010 joined the turn's new messages to admin_items, and without fresh statistics (PGlite runs no
-- autovacuum) the planner scanned every item to find the one or two of the turn's sessions (10.6 ms a turn at
-- 1,500 items, and growing). Each session's words now update its items through admin_items_session_idx.
CREATE OR REPLACE FUNCTION admin_index_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  said record;
BEGIN
  FOR said IN
    SELECT session_id, to_tsvector('simple', string_agg(content, ' ' ORDER BY id)) AS words
    FROM added WHERE role = 'user' GROUP BY session_id
  LOOP
    UPDATE admin_items SET transcript_search = transcript_search || said.words WHERE session_id = said.session_id;
  END LOOP;
  RETURN NULL;
END;
$$;

-- The same for a deletion (retention, erasure): the sessions it touched, each through the index.
CREATE OR REPLACE FUNCTION admin_unindex_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  FOR touched IN SELECT DISTINCT session_id FROM gone WHERE role = 'user' LOOP
    UPDATE admin_items SET transcript_search = admin_transcript_vector(session_id) WHERE session_id = touched;
  END LOOP;
  RETURN NULL;
END;
$$;
