import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/global-setup';
import { createScoringCompetition } from './support/scoring-competition';

/**
 * The desk scores through the API (as another operator, a results file or a scrape would) while
 * the roaming operator holds one rider open on a phone.
 */
test.describe('two operators on one rider, one of them on a phone', () => {
  test('the phone follows the desk: its history, the value under its cursor, a refused save and the final switch', async ({
    page,
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const headers = { origin: baseURL };
    const field = await createScoringCompetition(page.request, baseURL, {
      riders: 1,
      label: 'Radio',
    });
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    try {
      const [entry] = await field.entries();
      if (!entry) throw new Error('no entry');
      const desk = async (data: Record<string, unknown>) => {
        const response = await page.request.patch(`/api/competition-entries/${entry.id}/scoring`, {
          headers,
          data,
        });
        expect(response.status(), await response.text()).toBe(200);
      };
      await desk({ dr_score: 31.5 });

      const login = await phone.request.post('/api/auth/login', {
        data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
        headers,
      });
      expect(login.status()).toBe(200);
      const radio = await phone.newPage();
      await radio.goto(`/admin?tab=competitions&scoring=${field.competition.id}`);
      await radio.getByRole('button', { name: new RegExp(`Score .*${field.rider(1)}`) }).tap();
      await radio.getByRole('tab', { name: 'Cross Country' }).tap();
      await radio.getByRole('button', { name: 'Score history' }).tap();
      const changes = radio.getByTestId('score-change');
      await expect(changes).toHaveCount(1);

      // The desk scores the show jumping: the phone's open history names it without a reload.
      await desk({ sj_score: 4 });
      await expect(changes).toHaveCount(2, { timeout: 20_000 });
      await expect(changes.first()).toContainText('SJ – → 4.0');

      // A results file brings XCJ 20 while the phone's cursor is in XCJ: the new value is
      // selected, so the next key replaces it rather than making 20.04.
      const jumps = radio.getByLabel('Jump penalties (XCJ)');
      await jumps.tap();
      await desk({ xcj_score: 20 });
      await expect(jumps).toHaveValue('20.0', { timeout: 20_000 });
      await radio.keyboard.type('4');
      await expect(jumps).toHaveValue('4');

      // The desk eliminates the combination in dressage while the phone types the time.
      await desk({ dr_status: 'EL' });
      await radio.getByLabel('Time penalties (XCT)').fill('6.4');
      await radio.getByLabel('Time penalties (XCT)').press('Enter');
      const refusal = `Nothing was saved: ${field.rider(1)} / ${field.horse(1)} is recorded EL in dressage, so no later phase can be scored. Change the dressage status first if that is wrong.`;
      await expect(radio.locator('tr[data-save="failed"]')).toHaveCount(1);
      await radio.getByRole('button', { name: new RegExp(`Score .*${field.rider(1)}`) }).tap();
      await expect(radio.getByRole('complementary', { name: 'Score form' })).toContainText(refusal);
      await expect(radio.getByLabel('Time penalties (XCT)')).toHaveValue('6.4');
      expect(
        (await field.entries()).map((e) => [e.dr_status, e.xc_status, e.xcj_score, e.xct_score]),
      ).toEqual([['EL', null, null, null]]);

      // The desk marks the results final: the phone's switch follows without a reload.
      const final = await page.request.put(
        `/api/admin/competitions/${field.competition.id}/results-final`,
        { headers, data: { resultsFinal: true } },
      );
      expect(final.status(), await final.text()).toBe(200);
      await expect(radio.getByRole('switch', { name: 'Final results' })).toBeChecked({
        timeout: 20_000,
      });
    } finally {
      await phone.close();
      await field.remove();
    }
  });
});
