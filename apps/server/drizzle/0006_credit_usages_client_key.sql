ALTER TABLE "credit_usages" DROP CONSTRAINT "credit_usages_pkey";--> statement-breakpoint
ALTER TABLE "credit_usages" ALTER COLUMN "registration_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_usages" ADD CONSTRAINT "credit_usages_client_id_id_pk" PRIMARY KEY("client_id","id");
