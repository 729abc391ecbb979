CREATE TABLE "results_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "results_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_name" text NOT NULL,
	"event_date" date NOT NULL,
	"level" text NOT NULL,
	"athlete_id" integer NOT NULL,
	"horse_id" integer NOT NULL,
	"nationality" text,
	"dr_status" "phase_status",
	"dr_score" numeric(6, 1),
	"sj_status" "phase_status",
	"sj_score" numeric(6, 1),
	"xc_status" "phase_status",
	"xcj_score" numeric(6, 1),
	"xct_score" numeric(6, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD COLUMN "price_override" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "results_history" ADD CONSTRAINT "results_history_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_history" ADD CONSTRAINT "results_history_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "results_history_run_unique" ON "results_history" USING btree ("event_name","event_date","level","athlete_id","horse_id");--> statement-breakpoint
CREATE INDEX "results_history_athlete_horse_idx" ON "results_history" USING btree ("athlete_id","horse_id");--> statement-breakpoint
CREATE INDEX "results_history_horse_idx" ON "results_history" USING btree ("horse_id");--> statement-breakpoint
CREATE INDEX "results_history_date_idx" ON "results_history" USING btree ("event_date");