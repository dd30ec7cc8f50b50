CREATE TABLE "registration_exports" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"query" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_size" bigint,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_exports_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "registration_exports_format_known" CHECK ("registration_exports"."format" = any(ARRAY['csv', 'csv-with-attachments', 'xlsx']::text[])),
	CONSTRAINT "registration_exports_state_known" CHECK ("registration_exports"."state" = any(ARRAY['queued', 'running', 'done', 'failed', 'cancelled']::text[])),
	CONSTRAINT "registration_exports_processed_range" CHECK ("registration_exports"."processed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "registration_exports" ADD CONSTRAINT "registration_exports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_exports" ADD CONSTRAINT "registration_exports_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_exports" ADD CONSTRAINT "registration_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_exports_client_uuid_key" ON "registration_exports" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE INDEX "registration_exports_uuid_idx" ON "registration_exports" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "registration_exports_expires_idx" ON "registration_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registration_exports_form_id_idx" ON "registration_exports" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "registration_exports_user_id_idx" ON "registration_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registration_exports_file_key_idx" ON "registration_exports" USING btree ("file_key");