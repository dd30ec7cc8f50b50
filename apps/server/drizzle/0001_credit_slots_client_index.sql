DROP INDEX "credit_slots_available_idx";--> statement-breakpoint
CREATE INDEX "credit_slots_client_id_idx" ON "credit_slots" USING btree ("client_id");