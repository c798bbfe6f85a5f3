-- Contact form submissions (SPEC §3). The unique submission_id makes a repeat a no-op.
CREATE TABLE contact_submissions (
  id serial PRIMARY KEY,
  submission_id text NOT NULL UNIQUE,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per chat conversation (SPEC §3 session data).
CREATE TABLE chat_sessions (
  session_id text PRIMARY KEY,
  region text NOT NULL,
  conversation_count integer NOT NULL DEFAULT 0,
  lead_complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  session_id text NOT NULL REFERENCES chat_sessions (session_id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, id);

-- At most one lead per session, filled in as the conversation reveals it.
CREATE TABLE leads (
  session_id text PRIMARY KEY REFERENCES chat_sessions (session_id) ON DELETE CASCADE,
  name text,
  phone text,
  city text,
  issue text,
  urgency text,
  submitted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Hand-offs to the human team (Talk to Human).
CREATE TABLE escalations (
  id text PRIMARY KEY,
  session_id text NOT NULL,
  region text NOT NULL,
  transcript jsonb NOT NULL,
  lead jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX escalations_session_idx ON escalations (session_id, created_at);

-- Transactional outbox: written with the thing it announces, sent by the worker.
CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  claimed_by text,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
