CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"member_id" uuid,
	"load_id" uuid,
	"target_user_id" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_club_at_idx" ON "audit_events" USING btree ("club_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_member_idx" ON "audit_events" USING btree ("club_id","member_id");--> statement-breakpoint
CREATE INDEX "audit_events_load_idx" ON "audit_events" USING btree ("club_id","load_id");--> statement-breakpoint
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
