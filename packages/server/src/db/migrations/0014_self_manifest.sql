ALTER TABLE "clubs" ADD COLUMN "self_manifest_cutoff_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "credit_limit_cents" integer DEFAULT 0 NOT NULL;