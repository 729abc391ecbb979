-- Standings move to the in-memory engine (decisions 050-052): the kept totals, their rank
-- counts and the triggers that kept them go; frozen picks and rank snapshots come.
DROP TRIGGER IF EXISTS "fantasy_teams_rank_counts_insert" ON "fantasy_teams";--> statement-breakpoint
DROP TRIGGER IF EXISTS "fantasy_teams_rank_counts_update" ON "fantasy_teams";--> statement-breakpoint
DROP TRIGGER IF EXISTS "fantasy_teams_rank_counts_delete" ON "fantasy_teams";--> statement-breakpoint
DROP FUNCTION IF EXISTS "fantasy_teams_rank_counts"();--> statement-breakpoint
CREATE TABLE "fantasy_frozen_picks" (
	"competition_id" integer PRIMARY KEY NOT NULL,
	"teams" integer NOT NULL,
	"teams_changed_at" timestamp with time zone,
	"entry_ids" integer[] NOT NULL,
	"team_ids" "bytea" NOT NULL,
	"user_ids" "bytea" NOT NULL,
	"picks" "bytea" NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_rank_history" (
	"user_id" integer NOT NULL,
	"snapshot_id" integer NOT NULL,
	"competition_rank" integer NOT NULL,
	"competition_points" integer NOT NULL,
	"overall_rank" integer NOT NULL,
	"overall_points" integer NOT NULL,
	CONSTRAINT "fantasy_rank_history_user_id_snapshot_id_pk" PRIMARY KEY("user_id","snapshot_id")
);
--> statement-breakpoint
CREATE TABLE "fantasy_rank_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fantasy_rank_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competition_id" integer NOT NULL,
	"phase" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_ids" integer[] NOT NULL,
	"entry_points" integer[] NOT NULL,
	"teams" integer DEFAULT 0 NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"history_claimed_at" timestamp with time zone,
	"history_written_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fantasy_applied_entry_points" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fantasy_rank_counts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "fantasy_standings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "fantasy_applied_entry_points" CASCADE;--> statement-breakpoint
DROP TABLE "fantasy_rank_counts" CASCADE;--> statement-breakpoint
DROP TABLE "fantasy_standings" CASCADE;--> statement-breakpoint
DROP FUNCTION IF EXISTS "fantasy_standings_rank_counts"();--> statement-breakpoint
DROP INDEX "fantasy_teams_competition_points_idx";--> statement-breakpoint
ALTER TABLE "fantasy_frozen_picks" ADD CONSTRAINT "fantasy_frozen_picks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_rank_history" ADD CONSTRAINT "fantasy_rank_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_rank_history" ADD CONSTRAINT "fantasy_rank_history_snapshot_id_fantasy_rank_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."fantasy_rank_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_rank_snapshots" ADD CONSTRAINT "fantasy_rank_snapshots_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fantasy_rank_history_snapshot_idx" ON "fantasy_rank_history" USING btree ("snapshot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fantasy_rank_snapshots_competition_phase_unique" ON "fantasy_rank_snapshots" USING btree ("competition_id","phase");--> statement-breakpoint
CREATE INDEX "fantasy_teams_competition_updated_idx" ON "fantasy_teams" USING btree ("competition_id","updated_at");--> statement-breakpoint
ALTER TABLE "fantasy_teams" DROP COLUMN "total_points";--> statement-breakpoint
-- Read in slices with substring(): stored uncompressed so a slice is read alone.
ALTER TABLE "fantasy_frozen_picks" ALTER COLUMN "team_ids" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "fantasy_frozen_picks" ALTER COLUMN "user_ids" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "fantasy_frozen_picks" ALTER COLUMN "picks" SET STORAGE EXTERNAL;
