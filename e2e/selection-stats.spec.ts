import { expect, test } from '@playwright/test';
import { SELECTION_STATS_MESSAGES, type SelectionStats } from '../contract/fantasy';

type Listed = { id: number; name: string; status: string; isLive: boolean; deadline: string };

test('the team-selection page says why % selected is missing while few teams exist', async ({
  page,
  request,
}) => {
  const upcoming = (await (await request.get('/api/competitions/upcoming')).json()) as Listed[];
  let chosen: { competition: Listed; stats: SelectionStats } | null = null;
  for (const competition of upcoming) {
    if (competition.isLive || new Date(competition.deadline).getTime() <= Date.now()) continue;
    const answer = await request.get(`/api/competitions/${competition.id}/selection-stats`);
    const stats = (await answer.json()) as SelectionStats;
    if (stats.visibility === 'hidden') {
      chosen = { competition, stats };
      break;
    }
  }
  expect(chosen, 'an open competition with fewer than 20 teams in the demo data').not.toBeNull();
  if (!chosen) return;
  expect(chosen.stats.selectionPercentage).toEqual({});

  await page.goto(`/team-selection/${chosen.competition.id}`);
  await expect(page.getByTestId('selection-stats-note')).toHaveText(
    SELECTION_STATS_MESSAGES.hidden(chosen.stats.minimumTeams),
    { timeout: 30_000 },
  );
  const firstCard = page.getByTestId('competitor-card').first();
  await expect(firstCard).toContainText('Sel.');
  await expect(firstCard).toContainText('–');
});
