CREATE TABLE "favorite_elements" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"element" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_elements_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
ALTER TABLE "favorite_elements" ADD CONSTRAINT "favorite_elements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_elements" ADD CONSTRAINT "favorite_elements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_elements_client_user_idx" ON "favorite_elements" USING btree ("client_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_elements_uuid_idx" ON "favorite_elements" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "favorite_elements_user_id_idx" ON "favorite_elements" USING btree ("user_id");