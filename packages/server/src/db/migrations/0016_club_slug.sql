ALTER TABLE "clubs" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_slug_unique" UNIQUE("slug");