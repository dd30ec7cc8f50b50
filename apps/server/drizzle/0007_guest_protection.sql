CREATE TABLE "guest_challenge_uses" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_submit_windows" ADD COLUMN "kind" text DEFAULT 'submit' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_submit_windows" DROP CONSTRAINT "guest_submit_windows_client_id_form_id_ip_window_start_pk";--> statement-breakpoint
ALTER TABLE "guest_submit_windows" ADD CONSTRAINT "guest_submit_windows_client_id_form_id_kind_ip_window_start_pk" PRIMARY KEY("client_id","form_id","kind","ip","window_start");--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "guest_limit_hit_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "guest_challenge_uses_expires_idx" ON "guest_challenge_uses" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "guest_submit_windows" ADD CONSTRAINT "guest_submit_windows_kind_known" CHECK ("guest_submit_windows"."kind" = any(ARRAY['submit', 'search', 'hour']::text[]));