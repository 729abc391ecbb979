CREATE TABLE "fantasy_applied_entry_points" (
	"competition_entry_id" integer PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"total_pts" numeric(6, 1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fantasy_standings" (
	"scope" text NOT NULL,
	"user_id" integer NOT NULL,
	"total_points" numeric(10, 1) DEFAULT '0' NOT NULL,
	"team_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fantasy_standings_scope_user_id_pk" PRIMARY KEY("scope","user_id")
);
--> statement-breakpoint
ALTER TABLE "fantasy_applied_entry_points" ADD CONSTRAINT "fantasy_applied_entry_points_competition_entry_id_competition_entries_id_fk" FOREIGN KEY ("competition_entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_applied_entry_points" ADD CONSTRAINT "fantasy_applied_entry_points_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_standings" ADD CONSTRAINT "fantasy_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fantasy_applied_entry_points_competition_idx" ON "fantasy_applied_entry_points" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "fantasy_standings_scope_points_idx" ON "fantasy_standings" USING btree ("scope","total_points");--> statement-breakpoint
CREATE INDEX "fantasy_standings_user_idx" ON "fantasy_standings" USING btree ("user_id");