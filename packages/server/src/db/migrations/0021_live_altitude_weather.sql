CREATE TABLE "upstream_polls" (
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempted_at" timestamp with time zone,
	"ok_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"payload" jsonb,
	"calls_day" date,
	"calls" integer DEFAULT 0 NOT NULL,
	"source" text,
	CONSTRAINT "upstream_polls_club_id_kind_pk" PRIMARY KEY("club_id","kind")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "weather_icao" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "weather_station" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "wind_limits" jsonb DEFAULT '{"students":{"meanMs":null,"gustMs":null},"aLicence":{"meanMs":null,"gustMs":null},"others":{"meanMs":null,"gustMs":null},"tandems":{"meanMs":null,"gustMs":null}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "altitude_in_feet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "upstream_polls" ADD CONSTRAINT "upstream_polls_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;