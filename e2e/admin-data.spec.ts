import { expect, test } from '@playwright/test';
import iconv from 'iconv-lite';
import type { AdminAthlete, AdminHorse } from '../contract/admin-data';
import { E2E_ADMIN } from './support/global-setup';
import { expectNoSeriousViolations } from './support/axe';
import { createUpcomingCompetition } from './support/scoring-competition';

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
});

test.describe('administration of data', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an administrator imports athletes and entries, edits a horse, and the entries reach team selection', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const riders = [`Amelia Hart ${tag}`, `Bruno Keller ${tag}`];
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: baseURL },
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const competition = await createUpcomingCompetition(page.request, baseURL, {
      name: `Data Journey ${tag}`,
      status: 'open',
    });
    const horses = (await (
      await page.request.get('/api/admin/data/horses/search')
    ).json()) as AdminHorse[];
    const [horseA, horseB] = horses;
    if (!horseA || !horseB) throw new Error('the demo data has fewer than two horses');

    try {
      // Import Athletes from a CSV file, from the Competitions tab.
      await page.goto('/admin?tab=competitions');
      await page.getByRole('button', { name: 'Import Athletes' }).click();
      const athletesDialog = page.getByRole('dialog', { name: 'Import Athletes' });
      // Saved as Excel does in western Europe: the system's code page, not UTF-8.
      const lines = [
        'name,birth_date,nationality',
        `"${riders[0]}",14/03/1994,GBR`,
        `${riders[1]},02/11/1989,GER`,
        `Zoé Lefèvre ${tag},21/06/1992,FRA`,
        '',
      ];
      await athletesDialog.getByLabel('CSV file').setInputFiles({
        name: 'athletes.csv',
        mimeType: 'text/csv',
        buffer: iconv.encode(lines.join('\r\n'), 'windows-1252'),
      });
      await expectNoSeriousViolations(page);
      await athletesDialog.getByRole('button', { name: 'Import' }).click();
      await expect(athletesDialog.getByText('Import Complete', { exact: true })).toBeVisible();
      await expect(athletesDialog.getByText('Imported').locator('..')).toContainText('3');
      // The dialog says which code page it guessed, so names read wrongly can be noticed.
      await expect(athletesDialog.getByTestId('import-encoding')).toHaveText(
        /^File read as .+: if accented letters look wrong, save it as CSV UTF-8 and import it again\.$/,
      );
      await athletesDialog.getByRole('button', { name: 'Done' }).click();

      const found = (await (
        await page.request.get(`/api/admin/data/athletes/search?q=${tag}`)
      ).json()) as AdminAthlete[];
      const idOf = (name: string) => found.find((a) => a.name === name)?.id;
      const [riderA, riderB] = [idOf(riders[0] ?? ''), idOf(riders[1] ?? '')];
      expect(riderA).toBeDefined();
      expect(riderB).toBeDefined();

      // Import the competition's entries: two good rows and one with a 12-digit price.
      await page.getByRole('button', { name: 'Competition Entries' }).click();
      const entriesDialog = page.getByRole('dialog', { name: 'Import Competition Entries' });
      await entriesDialog
        .getByLabel('CSV file')
        .setInputFiles(
          csvFile('entries.csv', [
            'competition_id,athlete_id,horse_id,price,ra6,sj6,hfi,tsp,exp_pts,elo_in,elo_out,hpr',
            `${competition.id},${riderA},${horseA.id},3.5,40.1,2,0.4,10,70.5,1500,1510,0.8`,
            `${competition.id},${riderB},${horseB.id},2.0,,,,,,,,`,
            `${competition.id},${riderB},${horseA.id},123456789012,,,,,,,,`,
          ]),
        );
      await entriesDialog.getByRole('button', { name: 'Import' }).click();
      await expect(
        entriesDialog.getByText('Import Complete with Errors', { exact: true }),
      ).toBeVisible();
      await expect(entriesDialog.getByText('2 imported, 0 duplicates, 1 skipped.')).toBeVisible();
      const overflow = entriesDialog.getByRole('region', { name: 'Numeric overflow errors' });
      await expect(overflow).toContainText(
        'Line 4: Numeric overflow: price 123456789012 does not fit (at most 9.9)',
      );
      await expectNoSeriousViolations(page);
      await entriesDialog.getByRole('button', { name: 'Done' }).click();

      // Edit a horse in the Data tab.
      const newName = `${horseA.name} ${tag}`;
      await page.goto('/admin?tab=data');
      await page.getByRole('tab', { name: 'Horses' }).click();
      await page.getByRole('searchbox', { name: 'Search horses' }).fill(horseA.name);
      await page
        .getByRole('button', { name: `Edit ${horseA.name}`, exact: true })
        .first()
        .click();
      const horseDialog = page.getByRole('dialog', { name: 'Edit Horse' });
      await horseDialog.getByLabel('Name').fill('');
      await horseDialog.getByRole('button', { name: 'Save' }).click();
      await expect(horseDialog.getByText('Name is required')).toBeVisible();
      await horseDialog.getByLabel('Name').fill(newName);
      await expect(horseDialog.getByText('Name is required')).toBeHidden();
      await horseDialog.getByLabel('Sex').selectOption('Mare');
      await horseDialog.getByLabel('Sire').fill(`Sire ${tag}`);
      await horseDialog.getByLabel('Dam').fill(`Dam ${tag}`);
      await expectNoSeriousViolations(page);
      await horseDialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Horse updated', { exact: true })).toBeVisible();
      await expect(horseDialog).toBeHidden();
      await page.getByRole('searchbox', { name: 'Search horses' }).fill(`Sire ${tag}`);
      await expect(page.getByRole('list', { name: 'Horses' })).toContainText(newName);
      await page.getByRole('searchbox', { name: 'Search horses' }).fill(`nothing-${tag}`);
      await expect(page.getByText('No horses found')).toBeVisible();

      // The new entries, with the edited horse, on the public team selection page.
      await page.goto(`/team-selection/${competition.id}`);
      const cardA = page.getByTestId('competitor-card').filter({ hasText: riders[0] });
      await expect(cardA).toBeVisible();
      await expect(cardA).toContainText(newName);
      await expect(
        page.getByTestId('competitor-card').filter({ hasText: riders[1] }),
      ).toContainText(horseB.name);
      await expect(page.getByTestId('competitor-card')).toHaveCount(2);
    } finally {
      await page.request.put(`/api/admin/data/horses/${horseA.id}`, {
        headers: { origin: baseURL },
        data: {
          name: horseA.name,
          yob: horseA.yob,
          sex: horseA.sex,
          color: horseA.color,
          sire: horseA.sire,
          dam: horseA.dam,
        },
      });
      await page.request.delete(`/api/admin/competitions/${competition.id}`, {
        headers: { origin: baseURL },
      });
    }
  });

  test('the Data tab: users filter, verify, links copied, edit flags and delete', async ({
    page,
    baseURL,
    context,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const tag = Date.now().toString(36).slice(-5);
    const email = `data-${tag}@e2e.test`;
    const register = await page.request.post('/api/auth/register', {
      headers: { origin: baseURL },
      data: { firstName: 'Quentin', lastName: `Blake${tag}`, email, nationality: 'GBR' },
    });
    expect(register.ok()).toBe(true);
    await page.request.post('/api/auth/login', {
      headers: { origin: baseURL },
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    const name = `Quentin Blake${tag}`;
    const filter = async (option: string) => {
      await page.getByRole('combobox', { name: 'Filter users' }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };

    await page.goto('/admin?tab=data');
    await expect(page.getByRole('tab', { name: 'Users', selected: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`blake${tag}`);
    const users = page.getByRole('list', { name: 'Users' });
    // The search answers after a pause: until then the list still holds every user.
    await expect(users.getByRole('listitem')).toHaveCount(1);
    await expect(users).toContainText(email);
    await expect(users.getByText('Unverified', { exact: true })).toBeVisible();
    await filter('Verified only');
    await expect(page.getByText('No users found')).toBeVisible();
    await filter('Unverified only');
    await expect(users).toContainText(email);
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(page.getByText('User verified', { exact: true })).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
    await filter('All users');
    await expect(users.getByText('Verified', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Reset Password for ${name}`, exact: true }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate<string>('navigator.clipboard.readText()'))
      .toMatch(/\/reset-password\?token=[\w-]{43}$/);
    await page.getByRole('button', { name: `Set Password for ${name}`, exact: true }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate<string>('navigator.clipboard.readText()'))
      .toMatch(/\/verify-email\?token=[\w-]{43}$/);

    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    // The nationality is chosen from the registration's list, not typed.
    const nationality = dialog.getByRole('combobox', { name: 'Nationality' });
    await expect(nationality).toContainText('United Kingdom');
    await nationality.click();
    await page.getByRole('option', { name: 'Ireland', exact: true }).click();
    await dialog.getByLabel('Administrator').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();
    await expect(users.getByText('Admin', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    await expect(nationality).toContainText('Ireland');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user' });
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search users' }).fill(E2E_ADMIN.email);
    await expect(users).toContainText(E2E_ADMIN.email);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('a search matching more than a list holds says so and asks to narrow it', async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const tag = `Many${Date.now().toString(36).slice(-5)}`;
    const login = await page.request.post('/api/auth/login', {
      headers: { origin: baseURL },
      data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    expect(login.status()).toBe(200);
    const names = Array.from({ length: 101 }, (_, i) => `Rider ${tag} N${i + 1}`);
    const imported = await page.request.post('/api/admin/import-athletes', {
      headers: { origin: baseURL },
      multipart: {
        csvFile: csvFile('athletes.csv', [
          'name,birth_date,nationality',
          ...names.map((n) => `${n},,GBR`),
        ]),
      },
    });
    expect(imported.status()).toBe(200);

    await page.goto('/admin?tab=data');
    await page.getByRole('tab', { name: 'Athletes' }).click();
    const search = page.getByRole('searchbox', { name: 'Search athletes' });
    const athletes = page.getByRole('list', { name: 'Athletes' });
    const notice = page.getByText('Showing the first 100. Search to narrow the list.', {
      exact: true,
    });
    await search.fill(tag);
    await expect(athletes.getByRole('listitem').filter({ hasNotText: tag })).toHaveCount(0);
    await expect(athletes.getByRole('listitem')).toHaveCount(100);
    await expect(notice).toBeVisible();

    await search.fill(`${tag} N101`);
    await expect(athletes.getByRole('listitem')).toHaveCount(1);
    await expect(notice).toHaveCount(0);
  });
});
