CREATE TABLE "load_day_versions" (
	"club_id" uuid NOT NULL,
	"date" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "load_day_versions_club_id_date_pk" PRIMARY KEY("club_id","date")
);
--> statement-breakpoint
ALTER TABLE "load_day_versions" ADD CONSTRAINT "load_day_versions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;