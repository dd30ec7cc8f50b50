CREATE TABLE "periodic_mails" (
	"client_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"registrations" integer,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodic_mails_client_id_form_id_period_start_pk" PRIMARY KEY("client_id","form_id","period_start"),
	CONSTRAINT "periodic_mails_period_known" CHECK ("periodic_mails"."period" = any(ARRAY['weekly', 'monthly']::text[])),
	CONSTRAINT "periodic_mails_status_known" CHECK ("periodic_mails"."status" = any(ARRAY['pending', 'sent', 'failed']::text[]))
);
--> statement-breakpoint
ALTER TABLE "periodic_mails" ADD CONSTRAINT "periodic_mails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodic_mails" ADD CONSTRAINT "periodic_mails_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "periodic_mails_form_id_idx" ON "periodic_mails" USING btree ("form_id");