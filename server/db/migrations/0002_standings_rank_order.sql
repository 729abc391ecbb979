DROP INDEX "fantasy_teams_competition_points_idx";--> statement-breakpoint
DROP INDEX "fantasy_standings_scope_points_idx";--> statement-breakpoint
CREATE INDEX "fantasy_teams_competition_points_idx" ON "fantasy_teams" USING btree ("competition_id","total_points" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "fantasy_standings_scope_points_idx" ON "fantasy_standings" USING btree ("scope","total_points" DESC NULLS LAST,"user_id");