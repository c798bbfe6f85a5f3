-- A dispatcher's status link ("New", "Spam" in Salem) walks exactly its items in the list's order
-- (decision 0190); the (region, status) index is a prefix of this one.
CREATE INDEX admin_items_region_status_order_idx ON admin_items (region, status, emergency DESC, created_at DESC, id DESC);
DROP INDEX admin_items_region_status_idx;
ANALYZE admin_items;
