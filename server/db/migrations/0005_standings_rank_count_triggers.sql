-- Keeps fantasy_rank_counts in step with every change of fantasy_teams and fantasy_standings
-- (refreshes, team saves, rebuilds, cascaded deletes): one aggregated insert per statement.
CREATE FUNCTION "fantasy_teams_rank_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fantasy_rank_counts (board, points, players)
    SELECT 'competition:' || competition_id, total_points, count(*)::int
    FROM new_rows GROUP BY competition_id, total_points ORDER BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO fantasy_rank_counts (board, points, players)
    SELECT 'competition:' || competition_id, total_points, -count(*)::int
    FROM old_rows GROUP BY competition_id, total_points ORDER BY 1, 2;
  ELSE
    INSERT INTO fantasy_rank_counts (board, points, players)
    SELECT 'competition:' || competition_id, points, sum(players)::int
    FROM (
      SELECT competition_id, total_points AS points, 1 AS players FROM new_rows
      UNION ALL
      SELECT competition_id, total_points, -1 FROM old_rows
    ) moves
    GROUP BY competition_id, points HAVING sum(players) <> 0 ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "fantasy_standings_rank_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fantasy_rank_counts (board, points, players)
    SELECT scope, total_points, count(*)::int
    FROM new_rows GROUP BY scope, total_points ORDER BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO fantasy_rank_counts (board, points, players)
    SELECT scope, total_points, -count(*)::int
    FROM old_rows GROUP BY scope, total_points ORDER BY 1, 2;
  ELSE
    INSERT INTO fantasy_rank_counts (board, points, players)
    SELECT scope, points, sum(players)::int
    FROM (
      SELECT scope, total_points AS points, 1 AS players FROM new_rows
      UNION ALL
      SELECT scope, total_points, -1 FROM old_rows
    ) moves
    GROUP BY scope, points HAVING sum(players) <> 0 ORDER BY 1, 2;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fantasy_teams_rank_counts_insert" AFTER INSERT ON "fantasy_teams"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_teams_rank_counts"();--> statement-breakpoint
CREATE TRIGGER "fantasy_teams_rank_counts_update" AFTER UPDATE ON "fantasy_teams"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_teams_rank_counts"();--> statement-breakpoint
CREATE TRIGGER "fantasy_teams_rank_counts_delete" AFTER DELETE ON "fantasy_teams"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_teams_rank_counts"();--> statement-breakpoint
CREATE TRIGGER "fantasy_standings_rank_counts_insert" AFTER INSERT ON "fantasy_standings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_standings_rank_counts"();--> statement-breakpoint
CREATE TRIGGER "fantasy_standings_rank_counts_update" AFTER UPDATE ON "fantasy_standings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_standings_rank_counts"();--> statement-breakpoint
CREATE TRIGGER "fantasy_standings_rank_counts_delete" AFTER DELETE ON "fantasy_standings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "fantasy_standings_rank_counts"();--> statement-breakpoint
INSERT INTO "fantasy_rank_counts" (board, points, players)
SELECT 'competition:' || competition_id, total_points, count(*)::int
FROM fantasy_teams GROUP BY competition_id, total_points;--> statement-breakpoint
INSERT INTO "fantasy_rank_counts" (board, points, players)
SELECT scope, total_points, count(*)::int
FROM fantasy_standings GROUP BY scope, total_points;
