-- An emergency is pinned first in the list only while it is open (status 'new'); once the office has handled
-- it, it sorts with the rest by time (issue 16, decision 0240). The list's order keys become (pinned,
-- created_at, id): each order index of migrations 003, 010 and 011 is rebuilt on `pinned`, so every list
-- query still walks an index in the list's order (decision 0190).
ALTER TABLE admin_items ADD COLUMN pinned boolean GENERATED ALWAYS AS (emergency AND status = 'new') STORED;

CREATE INDEX admin_items_pinned_order_idx ON admin_items (pinned DESC, created_at DESC, id DESC);
CREATE INDEX admin_items_region_pinned_order_idx ON admin_items (region, pinned DESC, created_at DESC, id DESC);
CREATE INDEX admin_items_status_pinned_order_idx ON admin_items (status, pinned DESC, created_at DESC, id DESC);
CREATE INDEX admin_items_region_status_pinned_order_idx ON admin_items (region, status, pinned DESC, created_at DESC, id DESC);
-- The urgency filter ("Emergency"): emergencies are few, handled ones no longer sit in one range of the order.
CREATE INDEX admin_items_emergency_order_idx ON admin_items (pinned DESC, created_at DESC, id DESC) WHERE emergency;

DROP INDEX admin_items_order_idx;
DROP INDEX admin_items_region_order_idx;
DROP INDEX admin_items_status_order_idx;
DROP INDEX admin_items_region_status_order_idx;
ANALYZE admin_items;
