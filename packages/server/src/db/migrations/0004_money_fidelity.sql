ALTER TABLE "clubs" ADD COLUMN "privacy_notice" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jump_lines" ADD COLUMN "tandem_price_cents" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "load_ref" jsonb;--> statement-breakpoint
UPDATE "transactions" AS t SET "load_ref" = jsonb_build_object('loadId', l."id", 'number', l."number", 'date', l."date", 'altitude', j."altitude") FROM "load_jumpers" AS j JOIN "loads" AS l ON l."id" = j."load_id" WHERE t."source_type" = 'loadJumper' AND t."source_id" = j."id";
