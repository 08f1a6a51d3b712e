CREATE TABLE "jump_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plane_id" uuid NOT NULL,
	"altitude" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_for_members_cents" integer
);
--> statement-breakpoint
CREATE TABLE "planes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"aircraft_model" text NOT NULL,
	"registration" text NOT NULL,
	"icao_code" text DEFAULT '' NOT NULL,
	"slots" integer DEFAULT 0 NOT NULL,
	"weight_available" integer DEFAULT 0 NOT NULL,
	"weight_warning_threshold" integer DEFAULT 0 NOT NULL,
	"weight_danger_threshold" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"minute_price_cents" integer,
	"round_up_minute_price" boolean DEFAULT false NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"for_student_type" text NOT NULL,
	"jumps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiver_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"new_balance_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"source_type" text,
	"source_id" uuid,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "default_gear_rent_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "payment_methods" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "allow_custom_payment_methods" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "send_payment_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "send_unlanded_load_reminders_to_club" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "send_unlanded_load_reminders_to_jump_leader" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "round_up_minute_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "next_of_kin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "next_of_kin_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "role" text DEFAULT 'jumper' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "license" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "exit_weight" real;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "tandem_exit_weight" real;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "pilot_exit_weight" real;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "total_jumps" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_coach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_static_line_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_aff_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_tandem_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_radio_instructor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_video_flyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_pilot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "rigger" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_club_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "is_sil_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "end_of_student_training" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "modified_by" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jump_lines" ADD CONSTRAINT "jump_lines_plane_id_planes_id_fk" FOREIGN KEY ("plane_id") REFERENCES "public"."planes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planes" ADD CONSTRAINT "planes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_programs" ADD CONSTRAINT "training_programs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_links" ADD CONSTRAINT "waiver_links_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jump_lines_plane_idx" ON "jump_lines" USING btree ("plane_id");--> statement-breakpoint
CREATE INDEX "planes_club_idx" ON "planes" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "training_programs_club_idx" ON "training_programs" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "waiver_links_club_idx" ON "waiver_links" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "transactions_club_created_idx" ON "transactions" USING btree ("club_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_member_created_idx" ON "transactions" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_club_method_idx" ON "transactions" USING btree ("club_id","method","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_club_creator_idx" ON "transactions" USING btree ("club_id","created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_source_idx" ON "transactions" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_idempotency_uq" ON "transactions" USING btree ("club_id","idempotency_key");