CREATE TABLE "load_jumpers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"altitude" integer NOT NULL,
	"group_id" uuid NOT NULL,
	"group_role" text NOT NULL,
	"training_jump_id" text,
	"training_jump_name" text,
	"gear_rental_cents" integer,
	"own_gear" boolean DEFAULT false NOT NULL,
	"high_opening" boolean DEFAULT false NOT NULL,
	"did_not_jump" boolean DEFAULT false NOT NULL,
	"price_override_cents" integer,
	"charged_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"date" date NOT NULL,
	"number" integer NOT NULL,
	"plane_id" uuid,
	"pilot_id" uuid,
	"jump_leader_id" uuid,
	"state" text DEFAULT 'open' NOT NULL,
	"estimated_takeoff" text,
	"takeoff" text,
	"land" text,
	"flight_time" integer,
	"notes" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"refuel_after" boolean DEFAULT false NOT NULL,
	"ground_personnel" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minute_pricing" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"landed_at" timestamp with time zone,
	"landed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "load_jumpers" ADD CONSTRAINT "load_jumpers_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_jumpers" ADD CONSTRAINT "load_jumpers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_jumpers" ADD CONSTRAINT "load_jumpers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_plane_id_planes_id_fk" FOREIGN KEY ("plane_id") REFERENCES "public"."planes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_pilot_id_members_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_jump_leader_id_members_id_fk" FOREIGN KEY ("jump_leader_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_jumpers_member_uq" ON "load_jumpers" USING btree ("load_id","member_id");--> statement-breakpoint
CREATE INDEX "load_jumpers_member_idx" ON "load_jumpers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "load_jumpers_club_idx" ON "load_jumpers" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "loads_club_date_idx" ON "loads" USING btree ("club_id","date","number");