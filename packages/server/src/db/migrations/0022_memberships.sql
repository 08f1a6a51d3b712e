CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"can_check_waivers" boolean DEFAULT false NOT NULL,
	"can_manifest" boolean DEFAULT false NOT NULL,
	"can_take_payments" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"linked_member_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "host" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_user_club_uq" ON "memberships" USING btree ("user_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_linked_member_uq" ON "memberships" USING btree ("linked_member_id");--> statement-breakpoint
CREATE INDEX "memberships_club_idx" ON "memberships" USING btree ("club_id");--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "memberships" ("user_id", "club_id", "role", "admin", "can_check_waivers", "can_manifest", "can_take_payments", "blocked", "linked_member_id", "removed_at", "created_at", "modified_at") SELECT "id", "club_id", "role", "admin", "can_check_waivers", "can_manifest", "can_take_payments", "blocked", "linked_member_id", "removed_at", "created_at", "modified_at" FROM "users";--> statement-breakpoint
UPDATE "users" SET "host" = true WHERE "role" = 'overlord';--> statement-breakpoint
UPDATE "refresh_tokens" SET "club_id" = (SELECT "users"."club_id" FROM "users" WHERE "users"."id" = "refresh_tokens"."user_id");
