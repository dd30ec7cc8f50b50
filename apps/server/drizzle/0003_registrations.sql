CREATE TABLE "files" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"filename" text NOT NULL,
	"uploaded_by" integer,
	"form_id" integer,
	"registration_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "files_size_not_negative" CHECK ("files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registration_submits" (
	"client_id" integer NOT NULL,
	"fill_token" text NOT NULL,
	"registration_id" bigint NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_submits_client_id_fill_token_pk" PRIMARY KEY("client_id","fill_token")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" integer NOT NULL,
	"form_revision" integer NOT NULL,
	"serial_number" integer NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'completed' NOT NULL,
	"phase" text,
	"assigned_user_id" integer,
	"visible_state_transition" text,
	"values" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "registrations_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "registrations_status_known" CHECK ("registrations"."status" = any(ARRAY['completed', 'draft']::text[]))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_submits" ADD CONSTRAINT "registration_submits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_client_uuid_key" ON "files" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE INDEX "files_uuid_idx" ON "files" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "files_registration_idx" ON "files" USING btree ("client_id","registration_id");--> statement-breakpoint
CREATE INDEX "files_form_id_idx" ON "files" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "registration_submits_registration_idx" ON "registration_submits" USING btree ("client_id","registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_client_uuid_key" ON "registrations" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE INDEX "registrations_uuid_idx" ON "registrations" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_client_form_serial_key" ON "registrations" USING btree ("client_id","form_id","serial_number");--> statement-breakpoint
CREATE INDEX "registrations_form_date_idx" ON "registrations" USING btree ("client_id","form_id","registered_at" DESC NULLS LAST) WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_user_date_idx" ON "registrations" USING btree ("client_id","user_id","registered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registrations_assigned_idx" ON "registrations" USING btree ("assigned_user_id","updated_at" DESC NULLS LAST) WHERE "registrations"."status" = 'draft' and "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_form_id_idx" ON "registrations" USING btree ("form_id");