ALTER TABLE "members" ADD COLUMN "own_gear" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- licensed jumpers jump their own gear unless told otherwise; students and tandem passengers rent the club's
UPDATE "members" SET "own_gear" = true WHERE "role" = 'jumper';
