CREATE TABLE "waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"year" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"canopy" text DEFAULT '' NOT NULL,
	"canopy_size" integer,
	"wing_load" real,
	"exit_weight" real,
	"next_equipment_expiration" date,
	"own_gear" boolean DEFAULT false NOT NULL,
	"is_club_member" boolean DEFAULT false NOT NULL,
	"is_sil_member" boolean DEFAULT false NOT NULL,
	"filming_permission" boolean DEFAULT false NOT NULL,
	"total_jumps" integer,
	"license" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"signature" text NOT NULL,
	"waiver_text" text DEFAULT '' NOT NULL,
	"waiver_text_version" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'fi' NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"member_id" uuid,
	"checklist" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waivers_club_year_status_idx" ON "waivers" USING btree ("club_id","year","status");--> statement-breakpoint
CREATE INDEX "waivers_club_email_year_idx" ON "waivers" USING btree ("club_id",lower("email"),"year");--> statement-breakpoint
CREATE INDEX "waivers_member_idx" ON "waivers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waivers_pending_email_year_uq" ON "waivers" USING btree ("club_id",lower("email"),"year") WHERE "waivers"."status" = 'pending';