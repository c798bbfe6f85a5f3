-- The inbox's "Mine" view (issue 34, decision 0441): the items assigned to one member of staff, newest first,
-- found through their own index instead of a walk over every item of the region.
CREATE INDEX admin_items_assignee_idx ON admin_items (assignee_id, created_at DESC, id DESC) WHERE assignee_id IS NOT NULL;
