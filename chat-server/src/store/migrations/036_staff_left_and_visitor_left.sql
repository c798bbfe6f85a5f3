-- Issue 34.1 (decision 0430): a member of staff whose inbox tabs all closed while they were in a chat (no Leave)
-- leaves it within seconds: their last stream's close is recorded here, and cleared by any sign of them since
-- (a heartbeat, a stream opening again).
ALTER TABLE staff_presence ADD COLUMN left_at timestamptz;
