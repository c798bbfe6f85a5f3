-- Issue 18.8: what a partner page told the widget. `page_context` is its short description of the page
-- (`data-context`), `visitor` what `TOD.identify()` said about the visitor. Shown to the office as the
-- partner's words; the assistant never reads them.
ALTER TABLE chat_sessions ADD COLUMN page_context text;
ALTER TABLE chat_sessions ADD COLUMN visitor jsonb;
ALTER TABLE escalations ADD COLUMN page_context text;
