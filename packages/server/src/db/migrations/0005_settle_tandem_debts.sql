-- Tandem students have no account (spec section 5): earlier landings charged them anyway. Each jump charge
-- of a tandem student not yet reversed (net of the rows with the same source) gets one refund row, with
-- its load and a running new balance; the member's balance moves by the same total, and the jumpers'
-- charged amounts become 0 so that reopening such a load refunds nothing twice. Running it again changes nothing.
WITH "charges" AS (
  SELECT t."club_id", t."member_id", t."source_type", t."source_id",
    sum(t."amount_cents") AS "net",
    (array_agg(t."load_ref" ORDER BY t."created_at" DESC) FILTER (WHERE t."kind" = 'jump'))[1] AS "load_ref",
    (array_agg(t."comment" ORDER BY t."created_at" DESC) FILTER (WHERE t."kind" = 'jump'))[1] AS "comment",
    min(t."created_at") FILTER (WHERE t."kind" = 'jump') AS "charged_at"
  FROM "transactions" AS t
  JOIN "members" AS m ON m."id" = t."member_id"
  WHERE m."role" = 'student-tandem' AND t."source_type" = 'loadJumper' AND t."source_id" IS NOT NULL
  GROUP BY t."club_id", t."member_id", t."source_type", t."source_id"
  HAVING bool_or(t."kind" = 'jump') AND sum(t."amount_cents") < 0
), "pending" AS (
  SELECT c.*,
    row_number() OVER "w" AS "rn",
    m."balance_cents" - sum(c."net") OVER ("w" ROWS UNBOUNDED PRECEDING) AS "new_balance"
  FROM "charges" AS c
  JOIN "members" AS m ON m."id" = c."member_id"
  WINDOW "w" AS (PARTITION BY c."member_id" ORDER BY c."charged_at", c."source_id")
), "inserted" AS (
  INSERT INTO "transactions" ("club_id", "member_id", "amount_cents", "new_balance_cents", "kind", "comment",
    "created_by", "source_type", "source_id", "load_ref", "created_at")
  SELECT "club_id", "member_id", -"net", "new_balance", 'refund',
    coalesce('Load ' || ("load_ref"->>'number') || ' ' || ("load_ref"->>'date') || ', ' || ("load_ref"->>'altitude') || ' m',
      "comment") || ' (reopened)',
    NULL, "source_type", "source_id", "load_ref", now() + "rn" * interval '1 microsecond'
  FROM "pending"
  RETURNING "member_id", "amount_cents"
)
UPDATE "members" AS m SET "balance_cents" = m."balance_cents" + s."total"
FROM (SELECT "member_id", sum("amount_cents") AS "total" FROM "inserted" GROUP BY "member_id") AS s
WHERE m."id" = s."member_id";--> statement-breakpoint
UPDATE "load_jumpers" AS j SET "charged_cents" = 0
FROM "members" AS m
WHERE m."id" = j."member_id" AND m."role" = 'student-tandem' AND j."charged_cents" IS NOT NULL AND j."charged_cents" <> 0;
