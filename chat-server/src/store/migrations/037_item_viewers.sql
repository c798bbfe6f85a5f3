-- Who has an item's page open (issue 34, ownership; decision 0433): one row per member of staff and item, renewed by
-- the page's heartbeat and removed when the page is left. A row older than the viewing TTL is nobody; the heartbeat
-- sweeps those. No visitor data here.
CREATE TABLE item_viewers (
  item_id bigint NOT NULL REFERENCES admin_items (id) ON DELETE CASCADE,
  staff_id integer NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (item_id, staff_id)
);
CREATE INDEX item_viewers_seen_idx ON item_viewers (seen_at);
