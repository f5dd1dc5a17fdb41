DROP INDEX "outbox_emails_due_idx";--> statement-breakpoint
DROP INDEX "outbox_webhooks_due_idx";--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("agency_id","status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_webhooks_due_idx" ON "outbox_webhooks" USING btree ("agency_id","status","next_attempt_at");--> statement-breakpoint
-- Which agencies have emails or webhooks due now (issue 44 item 5): one question for the whole install, asked by
-- the job that gives each such agency a turn in order. Row-level security hides other agencies' rows from the
-- application's role, so the owner's function answers, and it answers agency ids only, never a row.
CREATE OR REPLACE FUNCTION openhouse_agencies_with_due_outbox(kind text) RETURNS SETOF integer
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
AS $$
  SELECT a.id FROM agencies a
  WHERE CASE kind
    WHEN 'emails' THEN EXISTS (
      SELECT 1 FROM outbox_emails o
      WHERE o.agency_id = a.id AND o.status = 'pending' AND o.next_attempt_at <= now())
    WHEN 'webhooks' THEN EXISTS (
      SELECT 1 FROM outbox_webhooks o
      WHERE o.agency_id = a.id AND o.status = 'pending' AND o.next_attempt_at <= now())
    ELSE false
  END
  ORDER BY a.id
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION openhouse_agencies_with_due_outbox(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION openhouse_agencies_with_due_outbox(text) TO openhouse_app;
