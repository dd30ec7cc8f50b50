CREATE TABLE "datasource_items" (
	"client_id" integer NOT NULL,
	"datasource_id" integer NOT NULL,
	"generation" integer NOT NULL,
	"line" integer NOT NULL,
	"item_id" text,
	"name" text NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"invisible" boolean DEFAULT false NOT NULL,
	"lon" double precision,
	"lat" double precision,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"object" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "datasource_items_client_id_datasource_id_generation_line_pk" PRIMARY KEY("client_id","datasource_id","generation","line")
);
--> statement-breakpoint
CREATE TABLE "datasources" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"field_crs" text,
	"file_id" bigint,
	"items_count" integer DEFAULT 0 NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"import_state" text DEFAULT 'pending' NOT NULL,
	"import_error" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"generations_started" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasources_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "datasources_type_known" CHECK ("datasources"."type" in ('search', 'map_features'))
);
--> statement-breakpoint
ALTER TABLE "datasource_items" ADD CONSTRAINT "datasource_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasource_items" ADD CONSTRAINT "datasource_items_datasource_id_datasources_id_fk" FOREIGN KEY ("datasource_id") REFERENCES "public"."datasources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasources" ADD CONSTRAINT "datasources_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasource_items_extent_idx" ON "datasource_items" USING btree ("datasource_id","generation","lat","lon") WHERE "datasource_items"."lat" is not null;--> statement-breakpoint
CREATE INDEX "datasource_items_name_idx" ON "datasource_items" USING btree ("datasource_id","generation","name");--> statement-breakpoint
CREATE INDEX "datasources_client_type_name_idx" ON "datasources" USING btree ("client_id","type","name");--> statement-breakpoint
CREATE INDEX "datasources_file_idx" ON "datasources" USING btree ("client_id","file_id");