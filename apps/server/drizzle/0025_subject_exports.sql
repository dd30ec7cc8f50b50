CREATE TABLE "subject_exports" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"registration_ids" bigint[] NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file_key" text,
	"file_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subject_exports_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "subject_exports_state_known" CHECK ("subject_exports"."state" = any(ARRAY['queued', 'running', 'done', 'failed']::text[]))
);
--> statement-breakpoint
ALTER TABLE "subject_exports" ADD CONSTRAINT "subject_exports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_exports" ADD CONSTRAINT "subject_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subject_exports_client_uuid_key" ON "subject_exports" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE INDEX "subject_exports_expires_idx" ON "subject_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "subject_exports_user_id_idx" ON "subject_exports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subject_exports_file_key_idx" ON "subject_exports" USING btree ("file_key");