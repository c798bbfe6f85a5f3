-- Mail retries (issue 21.4): transient errors are retried until give_up_at (NULL: created_at + 3 days);
-- `npm run mail -- requeue --failed` sets it anew. The index serves /api/ready's count of unsent mail.
ALTER TABLE mail_outbox ADD COLUMN give_up_at timestamptz;
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (status, created_at) WHERE status <> 'sent';
