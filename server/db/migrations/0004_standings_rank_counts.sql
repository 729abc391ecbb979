CREATE TABLE "fantasy_rank_counts" (
	"board" text NOT NULL,
	"points" numeric(10, 1) NOT NULL,
	"players" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "fantasy_standings_user_idx";--> statement-breakpoint
DROP INDEX "fantasy_team_selections_entry_idx";--> statement-breakpoint
ALTER TABLE "fantasy_standings" DROP CONSTRAINT "fantasy_standings_scope_user_id_pk";--> statement-breakpoint
ALTER TABLE "fantasy_standings" ADD CONSTRAINT "fantasy_standings_user_id_scope_pk" PRIMARY KEY("user_id","scope");--> statement-breakpoint
CREATE INDEX "fantasy_rank_counts_board_points_idx" ON "fantasy_rank_counts" USING btree ("board","points");--> statement-breakpoint
CREATE INDEX "fantasy_team_selections_entry_idx" ON "fantasy_team_selections" USING btree ("competition_entry_id","is_active","fantasy_team_id");