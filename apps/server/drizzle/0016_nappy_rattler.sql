CREATE TABLE "saved_registrations" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"fill_token" text NOT NULL,
	"form_id" integer NOT NULL,
	"form_name" text DEFAULT '' NOT NULL,
	"form_summary" text DEFAULT '' NOT NULL,
	"schema" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"registration_updated_at" timestamp with time zone NOT NULL,
	"registration_saved_deleted_at" timestamp with time zone,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_registrations_user_id_client_id_fill_token_pk" PRIMARY KEY("user_id","client_id","fill_token")
);
--> statement-breakpoint
ALTER TABLE "saved_registrations" ADD CONSTRAINT "saved_registrations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_registrations" ADD CONSTRAINT "saved_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_registrations" ADD CONSTRAINT "saved_registrations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_registrations_form_id_idx" ON "saved_registrations" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "saved_registrations_client_id_idx" ON "saved_registrations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "saved_registrations_updated_at_idx" ON "saved_registrations" USING btree ("registration_updated_at");