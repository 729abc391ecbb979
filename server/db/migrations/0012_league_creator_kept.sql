ALTER TABLE "leagues" DROP CONSTRAINT "leagues_creator_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
UPDATE "leagues" SET "creator_id" = (
  SELECT m."user_id" FROM "league_memberships" m WHERE m."league_id" = "leagues"."id"
  ORDER BY m."joined_at", m."user_id" LIMIT 1
) WHERE "creator_id" IS NULL AND "is_private";
--> statement-breakpoint
DELETE FROM "leagues" WHERE "creator_id" IS NULL AND "is_private";
