CREATE TABLE "guest_submit_windows" (
	"client_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"ip" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_submit_windows_client_id_form_id_ip_window_start_pk" PRIMARY KEY("client_id","form_id","ip","window_start")
);
--> statement-breakpoint
ALTER TABLE "guest_submit_windows" ADD CONSTRAINT "guest_submit_windows_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_submit_windows" ADD CONSTRAINT "guest_submit_windows_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_submit_windows_start_idx" ON "guest_submit_windows" USING btree ("window_start");