CREATE TABLE "dashboard_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_date" date NOT NULL,
	"disk_free" bigint NOT NULL,
	"disk_total" bigint NOT NULL,
	"disk_available" double precision NOT NULL,
	"credit_usage_per_client" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_count_per_client" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_reports_report_date_unique" UNIQUE("report_date")
);
