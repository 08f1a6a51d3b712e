CREATE TABLE "bank_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"entry_ref" text NOT NULL,
	"format" text NOT NULL,
	"booking_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"direction" text NOT NULL,
	"reversal" boolean DEFAULT false NOT NULL,
	"reference" text,
	"payer_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"review_reason" text,
	"member_id" uuid,
	"transaction_id" uuid,
	"dismiss_reason" text DEFAULT '' NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "bank_recipient" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "bank_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "bank_bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "payment_top_up_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "send_payment_receipts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "next_reference_seq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reference_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- existing members get their numbers in the order they were created, and each club's counter goes past them
UPDATE "members" SET "reference_seq" = "numbered"."seq"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "club_id" ORDER BY "created_at", "id") AS "seq" FROM "members"
) AS "numbered"
WHERE "members"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "clubs" SET "next_reference_seq" = 1 + COALESCE(
  (SELECT max("reference_seq") FROM "members" WHERE "members"."club_id" = "clubs"."id"), 0
);--> statement-breakpoint
-- a member arriving without a number (0, the default) takes the club's next one: the club's row is locked by
-- the UPDATE, so concurrent inserts get different numbers, and the counter never goes back
CREATE FUNCTION "members_take_reference_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."reference_seq" = 0 THEN
    UPDATE "clubs" SET "next_reference_seq" = "next_reference_seq" + 1 WHERE "id" = NEW."club_id"
      RETURNING "next_reference_seq" - 1 INTO NEW."reference_seq";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "members_reference_seq" BEFORE INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION "members_take_reference_seq"();--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_entries_club_ref_uq" ON "bank_entries" USING btree ("club_id","entry_ref");--> statement-breakpoint
CREATE INDEX "bank_entries_club_status_idx" ON "bank_entries" USING btree ("club_id","status","booking_date");--> statement-breakpoint
CREATE UNIQUE INDEX "members_club_reference_uq" ON "members" USING btree ("club_id","reference_seq");