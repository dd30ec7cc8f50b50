CREATE TABLE "hook_attempts" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"delivery_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"response_excerpt" text DEFAULT '' NOT NULL,
	"error" text,
	CONSTRAINT "hook_attempts_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "hook_deliveries" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"form_id" integer NOT NULL,
	"registration_id" bigint NOT NULL,
	"hook_id" text NOT NULL,
	"round" uuid NOT NULL,
	"hook_name" text NOT NULL,
	"hook_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"first_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"signal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hook_deliveries_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "hook_deliveries_status_known" CHECK ("hook_deliveries"."status" = any(ARRAY['pending', 'error', 'success']::text[])),
	CONSTRAINT "hook_deliveries_type_known" CHECK ("hook_deliveries"."hook_type" = any(ARRAY['post-to-url', 'sia-signal-create', 'schouten-merge-registrations']::text[]))
);
--> statement-breakpoint
CREATE TABLE "hook_secrets" (
	"client_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"hook_id" text NOT NULL,
	"signing_secret" text,
	"sia_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hook_secrets_client_id_form_id_hook_id_pk" PRIMARY KEY("client_id","form_id","hook_id")
);
--> statement-breakpoint
ALTER TABLE "hook_attempts" ADD CONSTRAINT "hook_attempts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hook_attempts" ADD CONSTRAINT "hook_attempts_delivery_fk" FOREIGN KEY ("client_id","delivery_id") REFERENCES "public"."hook_deliveries"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hook_deliveries" ADD CONSTRAINT "hook_deliveries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hook_deliveries" ADD CONSTRAINT "hook_deliveries_registration_fk" FOREIGN KEY ("client_id","registration_id") REFERENCES "public"."registrations"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hook_secrets" ADD CONSTRAINT "hook_secrets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hook_secrets" ADD CONSTRAINT "hook_secrets_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hook_attempts_delivery_idx" ON "hook_attempts" USING btree ("client_id","delivery_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "hook_deliveries_round_key" ON "hook_deliveries" USING btree ("client_id","registration_id","hook_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "hook_deliveries_client_uuid_key" ON "hook_deliveries" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE INDEX "hook_deliveries_latest_idx" ON "hook_deliveries" USING btree ("client_id","registration_id","hook_id","id");--> statement-breakpoint
CREATE INDEX "hook_deliveries_form_status_idx" ON "hook_deliveries" USING btree ("client_id","form_id","status","registration_id");--> statement-breakpoint
CREATE INDEX "hook_secrets_form_id_idx" ON "hook_secrets" USING btree ("form_id");