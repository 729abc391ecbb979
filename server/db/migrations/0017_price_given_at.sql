ALTER TABLE "competition_entries" ADD COLUMN "price_given_at" timestamp with time zone;--> statement-breakpoint
-- Prices older files gave: an entry the pricing never reached whose price, or the price beneath an
-- operator's, is not the default 2.5 had it from a file (docs/decisions/099-a-given-price-is-a-price.md).
UPDATE "competition_entries" SET "price_given_at" = "updated_at"
WHERE "priced_at" IS NULL AND (
  ("price_override" IS NULL AND "price" <> 2.5)
  OR ("price_override" IS NOT NULL AND "price_before_override" IS NOT NULL AND "price_before_override" <> 2.5)
);
