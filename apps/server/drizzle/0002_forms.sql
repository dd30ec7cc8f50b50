CREATE TABLE "form_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_access_one_subject" CHECK (num_nonnulls("form_access"."user_id", "form_access"."group_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "form_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"content" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"schema" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"webhook_integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"registration_name_token" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"registration_phase" text,
	"guest_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "forms_type_known" CHECK ("forms"."type" = any(ARRAY['default', 'workflow']::text[])),
	CONSTRAINT "forms_revision_positive" CHECK ("forms"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "form_access" ADD CONSTRAINT "form_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_access" ADD CONSTRAINT "form_access_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_access" ADD CONSTRAINT "form_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_access" ADD CONSTRAINT "form_access_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_revisions" ADD CONSTRAINT "form_revisions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_revisions" ADD CONSTRAINT "form_revisions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_revisions" ADD CONSTRAINT "form_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_access_form_user_key" ON "form_access" USING btree ("form_id","user_id") WHERE "form_access"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "form_access_form_group_key" ON "form_access" USING btree ("form_id","group_id") WHERE "form_access"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "form_access_form_id_idx" ON "form_access" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_access_user_id_idx" ON "form_access" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_access_group_id_idx" ON "form_access" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "form_access_client_id_idx" ON "form_access" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_revisions_form_revision_key" ON "form_revisions" USING btree ("form_id","revision");--> statement-breakpoint
CREATE INDEX "form_revisions_client_id_idx" ON "form_revisions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "forms_client_folder_name_idx" ON "forms" USING btree ("client_id","folder_id","name");--> statement-breakpoint
CREATE INDEX "forms_client_name_idx" ON "forms" USING btree ("client_id","name");--> statement-breakpoint
CREATE INDEX "forms_client_published_idx" ON "forms" USING btree ("client_id","folder_id") WHERE "forms"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "forms_folder_id_idx" ON "forms" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_guest_id_key" ON "forms" USING btree ("guest_id");