CREATE TABLE "job_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"starts" integer DEFAULT 1 NOT NULL,
	"first_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_attempts_starts_positive" CHECK ("job_attempts"."starts" > 0)
);
