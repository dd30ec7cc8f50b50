CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"user_name" text,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"registration_uuid" uuid,
	"form_id" integer,
	"address" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_client_at_idx" ON "audit_log" USING btree ("client_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_client_registration_idx" ON "audit_log" USING btree ("client_id","registration_uuid","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_client_user_idx" ON "audit_log" USING btree ("client_id","user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_client_action_idx" ON "audit_log" USING btree ("client_id","action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Append-only (issue 34), for whatever role the app connects as: the embedded PostgreSQL
-- connects as a superuser, whom REVOKE does not bind, so triggers refuse every UPDATE and
-- TRUNCATE, and every DELETE of a row younger than the hard floor (AUDIT_LOG_RETENTION_MIN_DAYS,
-- 30 days): only the retention purge of expired rows gets through. Nested IFs: a statement
-- trigger (TRUNCATE) has no OLD row to look at.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.at < now() - interval '30 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_delete" BEFORE DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM PUBLIC;
