CREATE TABLE "score_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competition_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"detail" text,
	"undoes_change_id" integer,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "results_history_run_unique";--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "fei_id" text;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "position_override" integer;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "bridle_number" integer;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "results_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "fei_id" text;--> statement-breakpoint
ALTER TABLE "results_history" ADD COLUMN "level_code" text;--> statement-breakpoint
ALTER TABLE "score_changes" ADD CONSTRAINT "score_changes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_changes" ADD CONSTRAINT "score_changes_entry_id_competition_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_changes" ADD CONSTRAINT "score_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "score_changes_entry_idx" ON "score_changes" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "score_changes_competition_idx" ON "score_changes" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "score_changes_undoes_idx" ON "score_changes" USING btree ("undoes_change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_fei_id_unique" ON "athletes" USING btree ("fei_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_bridle_unique" ON "competition_entries" USING btree ("competition_id","bridle_number");--> statement-breakpoint
CREATE UNIQUE INDEX "horses_fei_id_unique" ON "horses" USING btree ("fei_id");--> statement-breakpoint
-- A run is its event, date and combination: of the rows that differed only by level, keep the latest.
DELETE FROM "results_history" AS "older" USING "results_history" AS "newer" WHERE "older"."event_name" = "newer"."event_name" AND "older"."event_date" = "newer"."event_date" AND "older"."athlete_id" = "newer"."athlete_id" AND "older"."horse_id" = "newer"."horse_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "results_history_run_unique" ON "results_history" USING btree ("event_name","event_date","athlete_id","horse_id");