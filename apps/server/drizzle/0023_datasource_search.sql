-- Search on the server (issue 32): a search list's names are matched with ILIKE '%q%', served by a
-- trigram index. pg_trgm is a contrib extension PostgreSQL ships and marks trusted (the database's
-- owner may create it); the embedded PostgreSQL has it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "datasource_items_name_idx";--> statement-breakpoint
CREATE INDEX "datasource_items_name_trgm_idx" ON "datasource_items" USING gin ("name" gin_trgm_ops) WHERE "datasource_items"."lat" is null;--> statement-breakpoint
CREATE INDEX "datasource_items_name_idx" ON "datasource_items" USING btree ("client_id","datasource_id","generation","name","line");