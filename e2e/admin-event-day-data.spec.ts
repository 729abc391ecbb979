import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import type { AdminAthlete } from '../contract/admin-data';
import type { AdminCompetition } from '../contract/admin-competitions';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsAdmin } from './support/scoring-competition';

const day = 24 * 60 * 60 * 1000;
/** What an upload read in a Windows code page says (which page is chardet's guess). */
const codePageNote =
  /^File read as .+: if accented letters look wrong, save it as CSV UTF-8 and import it again\.$/;

test.describe('event-day data as real systems export it', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Windows-1252 start list names its links and re-uploads unchanged; a Windows-1252 results file is saved; each says the encoding it was read in; a venue is created; an FEI id is kept; an imported FEI event is listed with its level code and deleted', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('no base URL');
    const headers = { origin: baseURL };
    await signInAsAdmin(page.request, baseURL);
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const created = await page.request.post('/api/admin/competitions', {
      headers,
      data: {
        name: `Data Day ${tag}`,
        startDate: new Date(Date.now() + 20 * day).toISOString(),
        endDate: new Date(Date.now() + 22 * day).toISOString(),
        deadline: new Date(Date.now() + 19 * day).toISOString(),
        level: 'CCI3*-S',
        status: 'open',
      },
    });
    expect(created.status()).toBe(201);
    const competition = (await created.json()) as AdminCompetition;
    const athletes = (await (
      await page.request.get('/api/admin/data/athletes/search')
    ).json()) as AdminAthlete[];
    const known = athletes.find((a) => a.nationality && /^\S+ \S+$/.test(a.name));
    if (!known?.nationality) throw new Error('the demo data has no rider with two names');
    const [given, surname] = known.name.split(' ');
    const event = `Westerstede ${tag}`;
    /** A new rider, written as the board writes it, stored as "Given Surname". */
    const newRider = `BÖHM Jörg${tag.toLowerCase()}`;
    const newRiderStored = `Jörg${tag.toLowerCase()} Böhm`;
    const feiId = `10${String(Date.now()).slice(-6)}`;

    try {
      // A start list as Excel saves it: Windows-1252, the board's "SURNAME Given (NAT)".
      const startlist = [
        'start_order;bridle_number;rider;horse',
        `1;41;${surname?.toUpperCase()} ${given} (${known.nationality});Brise ${tag}`,
        `2;17;${newRider} (GER);Größenwahn ${tag}`,
      ].join('\r\n');
      await page.goto('/admin?tab=competitions');
      const card = page.getByRole('listitem').filter({ hasText: competition.name });
      const upload = async () => {
        await card.getByRole('button', { name: `Files and more: ${competition.name}` }).click();
        await page.getByRole('menuitem', { name: 'Startlist upload' }).click();
        const dialog = page.getByRole('dialog', { name: 'Startlist upload' });
        await dialog.getByLabel('CSV file').setInputFiles({
          name: 'startlist.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(startlist, 'latin1'),
        });
        await dialog.getByRole('button', { name: 'Upload' }).click();
        return dialog;
      };
      let dialog = await upload();
      const linked = dialog.getByTestId('linked-record');
      await expect(linked).toHaveCount(1);
      await expect(linked.locator('td').nth(1)).toHaveText(
        `Rider ${surname?.toUpperCase()} ${given}`,
      );
      await expect(linked.locator('td').nth(2)).toHaveText(`${known.name} (by name)`);
      await expect(dialog.getByText('New entries', { exact: true }).locator('..')).toHaveText(
        'New entries2',
      );
      // The dialog says which code page it read, so names read wrongly can be noticed.
      await expect(dialog.getByTestId('import-encoding')).toHaveText(codePageNote);
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      type Entry = {
        id: number;
        athlete: { name: string };
        horse: { name: string };
        bridleNumber: number;
      };
      const listEntries = async () =>
        (await (
          await page.request.get(`/api/competitions/${competition.id}/entries`)
        ).json()) as Entry[];
      const entries = await listEntries();
      expect(entries.map((e) => [e.athlete.name, e.horse.name, e.bridleNumber])).toEqual(
        expect.arrayContaining([
          [known.name, `Brise ${tag}`, 41],
          [newRiderStored, `Größenwahn ${tag}`, 17],
        ]),
      );
      // The same file again changes nothing.
      dialog = await upload();
      await expect(dialog.getByText('Unchanged', { exact: true }).locator('..')).toHaveText(
        'Unchanged2',
      );
      await expect(dialog.getByText('Updated', { exact: true }).locator('..')).toHaveText(
        'Updated0',
      );
      await page.keyboard.press('Escape');

      // A results file as Excel saves it, Windows-1252 too: the new rider's bridle number moves.
      const moved = entries.find((entry) => entry.athlete.name === newRiderStored);
      if (!moved) throw new Error('the new rider was not entered');
      await card.getByRole('button', { name: `Files and more: ${competition.name}` }).click();
      await page.getByRole('menuitem', { name: 'Upload results CSV' }).click();
      const resultsDialog = page.getByRole('dialog', { name: 'Upload results CSV' });
      await resultsDialog.getByLabel('CSV file').setInputFiles({
        name: 'results.csv',
        mimeType: 'text/csv',
        buffer: iconv.encode(
          [
            'entry_id;rider;horse;bridle_number',
            `${moved.id};${newRiderStored};Größenwahn ${tag};18`,
          ].join('\r\n'),
          'windows-1252',
        ),
      });
      await resultsDialog.getByRole('button', { name: 'Upload' }).click();
      await expect(
        resultsDialog.getByText('Results uploaded: 1 entry updated.', { exact: true }),
      ).toBeVisible();
      await expect(resultsDialog.getByTestId('import-encoding')).toHaveText(codePageNote);
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect
        .poll(async () => (await listEntries()).find((e) => e.id === moved.id)?.bridleNumber)
        .toBe(18);

      // A venue is created in the Data tab.
      await page.goto('/admin?tab=data');
      await page.getByRole('tab', { name: 'Venues' }).click();
      await page.getByRole('button', { name: 'Create Venue' }).click();
      const venueDialog = page.getByRole('dialog', { name: 'Create Venue' });
      await venueDialog.getByRole('button', { name: 'Create Venue' }).click();
      await expect(venueDialog.getByText('Name is required')).toBeVisible();
      await venueDialog.getByLabel('Name').fill(`Lough Ree ${tag}`);
      await venueDialog.getByLabel('Location').fill('Athlone');
      await venueDialog.getByLabel('Country').fill('IRL');
      await expectNoSeriousViolations(page);
      await venueDialog.getByRole('button', { name: 'Create Venue' }).click();
      await expect(page.getByText('Venue created', { exact: true })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search venues' }).fill(`Lough Ree ${tag}`);
      await expect(page.getByRole('list', { name: 'Venues' })).toContainText('Athlone · IRL');

      // An FEI id on a rider decides identity from now on; the list shows it.
      await page.getByRole('tab', { name: 'Athletes' }).click();
      await page.getByRole('searchbox', { name: 'Search athletes' }).fill(newRiderStored);
      await page.getByRole('button', { name: `Edit ${newRiderStored}` }).click();
      const athleteDialog = page.getByRole('dialog', { name: 'Edit Athlete' });
      await athleteDialog.getByLabel('FEI id').fill(`${feiId.slice(0, 4)} ${feiId.slice(4)}`);
      await athleteDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Athlete updated', { exact: true })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Athletes' })).toContainText(`FEI ${feiId}`);

      // Results history: an FEI export whose level lists every class of the show.
      await page.getByRole('tab', { name: 'Results history' }).click();
      const classes = 'CCI4*-L , CCI4*-S , CCI3*-L , CCI3*-S , CCI2*-L , CCI2*-S , CCI1*-Intro';
      await page.getByLabel('Results history CSV').setInputFiles({
        name: 'fei-history.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          [
            'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties',
            `${event},2025-08-03,CCI4*-S (M),${newRider},GER,Größenwahn ${tag},31.2,4,0,2.8`,
            `${event},2025-08-03,"${classes}",${known.name},${known.nationality},Brise ${tag},28.0,0,0,0`,
          ].join('\n'),
        ),
      });
      await page.getByRole('button', { name: 'Import history' }).click();
      await expect(page.getByText(/2 rows from 1 event: 2 new/)).toBeVisible();
      await expect(page.getByTestId('import-encoding')).toHaveText('File read as UTF-8.');
      const row = page.getByTestId('history-event').filter({ hasText: event });
      await expect(row).toContainText('CCI4*-S');
      await expect(row.locator('td').nth(3)).toHaveText('2');
      await expectNoSeriousViolations(page);
      await row.getByRole('button', { name: `Delete ${event} on 2025-08-03` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this imported event?' });
      await expect(confirm).toContainText(`${event} on 2025-08-03: its 2 runs leave`);
      await confirm.getByRole('button', { name: 'Delete event' }).click();
      await expect(
        page.getByText('Imported event deleted: 2 runs.', { exact: true }),
      ).toBeVisible();
      await expect(row).toHaveCount(0);
    } finally {
      await page.request.delete(`/api/admin/competitions/${competition.id}`, { headers });
    }
  });
});
