CREATE TABLE "batches" (
	"name" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"client_id" integer,
	"created_by" integer,
	"total_items" integer NOT NULL,
	"items_in_queue" integer NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batches_items_not_negative" CHECK ("batches"."items_in_queue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_client_id_idx" ON "batches" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "batches_created_by_idx" ON "batches" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "batches_unfinished_idx" ON "batches" USING btree ("updated_at") WHERE "batches"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "credit_usages_used_at_idx" ON "credit_usages" USING btree ("used_at");