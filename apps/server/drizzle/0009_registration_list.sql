CREATE TABLE "registration_counts" (
	"client_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"status" text NOT NULL,
	"trashed" boolean NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "registration_counts_client_id_form_id_status_trashed_pk" PRIMARY KEY("client_id","form_id","status","trashed")
);
--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_counts" ADD CONSTRAINT "registration_counts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_counts_form_id_idx" ON "registration_counts" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "registrations_list_date_idx" ON "registrations" USING btree ("client_id","form_id","status","registered_at","id") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_list_serial_idx" ON "registrations" USING btree ("client_id","form_id","status","serial_number","id") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_list_updated_idx" ON "registrations" USING btree ("client_id","form_id","status","updated_at","id") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_list_name_idx" ON "registrations" USING btree ("client_id","form_id","status",left("name", 200),"id") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_trash_idx" ON "registrations" USING btree ("client_id","form_id","deleted_at","id") WHERE "registrations"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "registrations_trashed_at_idx" ON "registrations" USING btree ("deleted_at") WHERE "registrations"."deleted_at" is not null;--> statement-breakpoint
-- registration_counts is kept by statement-level triggers (one upsert per form and group per
-- statement, in key order so concurrent statements lock the rows the same way).
CREATE FUNCTION "registration_counts_add"(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "registration_counts" AS c ("client_id", "form_id", "status", "trashed", "count", "stamp")
  SELECT (d->>'client_id')::int, (d->>'form_id')::int, d->>'status', (d->>'trashed')::boolean,
    (d->>'n')::bigint, 1
  FROM jsonb_array_elements(delta) d
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("client_id", "form_id", "status", "trashed")
  DO UPDATE SET "count" = c."count" + excluded."count", "stamp" = c."stamp" + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "registration_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "registration_counts_add"(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT client_id, form_id, status, deleted_at IS NOT NULL AS trashed, count(*) AS n
      FROM new_rows GROUP BY 1, 2, 3, 4) g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "registration_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "registration_counts_add"(coalesce((
    SELECT jsonb_agg(g) FROM (
      SELECT client_id, form_id, status, trashed, sum(n) AS n FROM (
        SELECT client_id, form_id, status, deleted_at IS NOT NULL AS trashed, 1 AS n FROM new_rows
        UNION ALL
        SELECT client_id, form_id, status, deleted_at IS NOT NULL, -1 FROM old_rows) u
      GROUP BY 1, 2, 3, 4) g), '[]'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deletes only update rows that exist: a client's or form's deletion may have removed them
-- already (its cascade), and inserting one then would name a form that is gone.
CREATE FUNCTION "registration_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT client_id, form_id, status, deleted_at IS NOT NULL AS trashed, count(*) AS n
    FROM old_rows GROUP BY 1, 2, 3, 4),
  locked AS (
    SELECT c.client_id, c.form_id, c.status, c.trashed, d.n
    FROM "registration_counts" c JOIN d USING (client_id, form_id, status, trashed)
    ORDER BY 1, 2, 3, 4 FOR UPDATE OF c)
  UPDATE "registration_counts" c SET "count" = c."count" - locked.n, "stamp" = c."stamp" + 1
  FROM locked
  WHERE (c.client_id, c.form_id, c.status, c.trashed)
    = (locked.client_id, locked.form_id, locked.status, locked.trashed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registration_counts_insert" AFTER INSERT ON "registrations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "registration_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "registration_counts_update" AFTER UPDATE ON "registrations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "registration_counts_on_update"();
--> statement-breakpoint
CREATE TRIGGER "registration_counts_delete" AFTER DELETE ON "registrations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "registration_counts_on_delete"();
--> statement-breakpoint
INSERT INTO "registration_counts" ("client_id", "form_id", "status", "trashed", "count", "stamp")
SELECT client_id, form_id, status, deleted_at IS NOT NULL, count(*), 1
FROM "registrations" GROUP BY 1, 2, 3, 4;
