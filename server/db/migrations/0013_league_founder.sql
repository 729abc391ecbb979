ALTER TABLE "leagues" ADD COLUMN "founder_id" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_founder_id_users_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leagues_founder_idx" ON "leagues" USING btree ("founder_id");--> statement-breakpoint
UPDATE "leagues" SET "founder_id" = "creator_id"
WHERE "is_private"
  AND EXISTS (
    SELECT 1 FROM "league_memberships" m
    WHERE m."league_id" = "leagues"."id" AND m."user_id" = "leagues"."creator_id"
  )
  AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "leagues"."creator_id" AND u."is_admin");
