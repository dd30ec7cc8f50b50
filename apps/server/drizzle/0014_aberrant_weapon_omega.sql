CREATE TABLE "email_word_files" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"form_id" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unknown_tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "email_word_files_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "email_word_files_status_known" CHECK ("email_word_files"."status" = any(ARRAY['pending', 'processed', 'failed']::text[]))
);
--> statement-breakpoint
CREATE TABLE "credit_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"credits" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bundles_price_positive" CHECK ("credit_bundles"."price" >= 0),
	CONSTRAINT "credit_bundles_credits_positive" CHECK ("credit_bundles"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "low_credit_alerts" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "module_offers" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"type" text NOT NULL,
	"modules" text[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_offers_price_positive" CHECK ("module_offers"."price" >= 0),
	CONSTRAINT "module_offers_type_known" CHECK ("module_offers"."type" in ('module', 'package')),
	CONSTRAINT "module_offers_modules_known" CHECK ("module_offers"."modules" <@ ARRAY['word', 'map_element', 'location', 'tracking']::text[])
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_name" text NOT NULL,
	"price" integer NOT NULL,
	"credits" integer,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact" jsonb NOT NULL,
	"status" text NOT NULL,
	"credit_id" integer,
	"created_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_kind_known" CHECK ("orders"."kind" in ('credits', 'module')),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "email_word_files" ADD CONSTRAINT "email_word_files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_word_files" ADD CONSTRAINT "email_word_files_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_word_files" ADD CONSTRAINT "email_word_files_file_fk" FOREIGN KEY ("client_id","file_id") REFERENCES "public"."files"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_credit_alerts" ADD CONSTRAINT "low_credit_alerts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_word_files_form_file_key" ON "email_word_files" USING btree ("client_id","form_id","file_id");--> statement-breakpoint
CREATE INDEX "email_word_files_form_idx" ON "email_word_files" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "orders_client_id_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_by_idx" ON "orders" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "orders_credit_id_idx" ON "orders" USING btree ("credit_id");