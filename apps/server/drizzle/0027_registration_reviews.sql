CREATE TABLE "registration_reviews" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"registration_id" bigint NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_reviews_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "registration_reviews_state_known" CHECK ("registration_reviews"."state" = any(ARRAY['approved', 'has_issues', 'rejected']::text[]))
);
--> statement-breakpoint
CREATE TABLE "registration_versions" (
	"client_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"registration_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"user_id" integer,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_versions_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "registration_versions_version_positive" CHECK ("registration_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "registration_reviews" ADD CONSTRAINT "registration_reviews_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_reviews" ADD CONSTRAINT "registration_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_versions" ADD CONSTRAINT "registration_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_versions" ADD CONSTRAINT "registration_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_reviews_registration_idx" ON "registration_reviews" USING btree ("client_id","registration_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "registration_reviews_user_idx" ON "registration_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_versions_version_key" ON "registration_versions" USING btree ("client_id","registration_id","version");--> statement-breakpoint
CREATE INDEX "registration_versions_user_idx" ON "registration_versions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_review_idx" ON "registrations" USING btree ("client_id","form_id","status","review_state","registered_at") WHERE "registrations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "registrations_reviewed_by_idx" ON "registrations" USING btree ("reviewed_by");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_review_state_known" CHECK ("registrations"."review_state" is null or "registrations"."review_state" = any(ARRAY['approved', 'has_issues', 'rejected']::text[]));