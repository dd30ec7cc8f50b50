CREATE TABLE "registration_deliveries" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" bigint NOT NULL,
	"round" uuid NOT NULL,
	"setting_index" integer NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_deliveries_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "registration_deliveries_status_known" CHECK ("registration_deliveries"."status" = any(ARRAY['pending', 'sent', 'failed', 'retrying']::text[]))
);
--> statement-breakpoint
ALTER TABLE "registration_deliveries" ADD CONSTRAINT "registration_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_deliveries" ADD CONSTRAINT "registration_deliveries_registration_fk" FOREIGN KEY ("client_id","registration_id") REFERENCES "public"."registrations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_deliveries_round_key" ON "registration_deliveries" USING btree ("client_id","registration_id","round","setting_index");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_deliveries_client_uuid_key" ON "registration_deliveries" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE INDEX "registration_deliveries_uuid_idx" ON "registration_deliveries" USING btree ("uuid");