ALTER TABLE "users" ADD COLUMN "can_manifest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- whoever has already run the manifest (created a load) keeps doing it after the upgrade; admins grant the rest
UPDATE "users" SET "can_manifest" = true WHERE "id" IN (SELECT DISTINCT "created_by" FROM "loads" WHERE "created_by" IS NOT NULL);
