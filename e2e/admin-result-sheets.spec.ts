import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { createScoringCompetition } from './support/scoring-competition';

test.describe('a results sheet as a German Excel saves an FEI result', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('status words and dashes are read: the dialog says how many entries changed and which code page it read', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no base URL');
    const scoring = await createScoringCompetition(page.request, baseURL, {
      riders: 2,
      label: 'Sheet',
    });
    const { competition } = scoring;
    try {
      const [first, second] = (await scoring.entries()).sort((a, b) => a.id - b.id);
      if (!first || !second) throw new Error('the start list was not entered');
      // Semicolons, decimal commas, Windows-1252, an FEI status written out and dashes for none.
      const sheet = iconv.encode(
        [
          'Entry ID;Rider;DR_Score;SJ_Score;XC_Status;XCJ_Score;XCT_Score',
          `${first.id};Jörg Kühn;32,5;4;Eliminated;-;-`,
          `${second.id};Zoë Müller;28,0;0;;-;2,4`,
          ';;;;;;',
        ].join('\r\n'),
        'windows-1252',
      );
      await page.goto('/admin?tab=competitions');
      const card = page.getByRole('listitem').filter({ hasText: competition.name });
      await card.getByRole('button', { name: `Files and more: ${competition.name}` }).click();
      await page.getByRole('menuitem', { name: 'Upload results CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload results CSV' });
      await dialog.getByLabel('CSV file').setInputFiles({
        name: 'Ergebnisse.csv',
        mimeType: 'text/csv',
        buffer: sheet,
      });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByText(/^Results uploaded: 2 entries updated\./)).toBeVisible();
      await expect(dialog.getByTestId('import-encoding')).toHaveText(
        'File read as Windows-1252 (Western European): if accented letters look wrong, save it as CSV UTF-8 and import it again.',
      );
      await page.keyboard.press('Escape');
      await expect
        .poll(async () =>
          (await scoring.entries())
            .sort((a, b) => a.id - b.id)
            .map((e) => [e.dr_score, e.sj_score, e.xc_status, e.xcj_score, e.xct_score]),
        )
        .toEqual([
          [32.5, 4, 'EL', null, null],
          [28, 0, 'OK', null, 2.4],
        ]);
    } finally {
      await scoring.remove();
    }
  });
});
