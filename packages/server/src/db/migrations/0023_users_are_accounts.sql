DROP INDEX "users_linked_member_uq";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "club_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "can_check_waivers";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "can_manifest";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "can_take_payments";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "blocked";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "linked_member_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "removed_at";--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_club_key_unique" UNIQUE("club_key");