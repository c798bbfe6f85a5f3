-- The name a visitor sees for a member of staff in a live chat (issue 17): set with
-- `npm run staff -- add … --name` or `set-name`. NULL: the first word of the email's local part, as before.
ALTER TABLE staff_accounts ADD COLUMN display_name text;
