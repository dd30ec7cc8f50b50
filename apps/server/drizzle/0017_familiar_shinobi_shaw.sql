ALTER TABLE "saved_registrations" ALTER COLUMN "schema" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "saved_registrations" ALTER COLUMN "values" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "saved_registrations" ALTER COLUMN "schema" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "saved_registrations" ALTER COLUMN "values" SET STORAGE EXTERNAL;
