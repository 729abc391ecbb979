import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAthlete, AdminVenue } from '../../../contract/admin-data';
import { openAdminApp, type TestApp } from '../../test/app';
import { buildAthlete, buildVenue } from '../../test/factories';

describe('image addresses of athletes and venues', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openAdminApp());
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url, cookie: admin, payload });
  const refused = ['javascript:alert(1)', 'data:text/html,hi', '//evil.example/a.png', 'a.png'];

  it("refuses an athlete's profile image that is not an http(s) address, and keeps the old one", async () => {
    const athlete = await buildAthlete(t.db, {
      name: 'Ros Canter',
      profileImageUrl: 'https://example.com/ros.jpg',
    });
    const url = `/api/admin/data/athletes/${athlete.id}`;
    for (const profileImageUrl of refused) {
      const response = await put(url, { name: 'Ros Canter', nationality: 'AUS', profileImageUrl });
      expect(response.statusCode, profileImageUrl).toBe(400);
      expect(response.json(), profileImageUrl).toEqual({
        message:
          'profileImageUrl: Profile image URL must start with http:// or https:// (or be an uploaded image).',
        field: 'profileImageUrl',
      });
    }
    const search = await t.request({
      method: 'GET',
      url: '/api/admin/data/athletes/search?q=Ros%20Canter',
      cookie: admin,
    });
    expect(search.json<AdminAthlete[]>()[0]?.profileImageUrl).toBe('https://example.com/ros.jpg');

    for (const profileImageUrl of ['http://example.com/ros.png', '/uploads/ab12.webp']) {
      const saved = await put(url, { name: 'Ros Canter', nationality: 'AUS', profileImageUrl });
      expect(saved.statusCode, profileImageUrl).toBe(200);
      expect(saved.json<AdminAthlete>().profileImageUrl).toBe(profileImageUrl);
    }
    const cleared = await put(url, { name: 'Ros Canter', profileImageUrl: '' });
    expect(cleared.json<AdminAthlete>().profileImageUrl).toBeNull();
  });

  it("refuses a venue's image that is not an http(s) address, on creation and on edit", async () => {
    const venue = await buildVenue(t.db, { name: 'Image Park' });
    const message =
      'imageUrl: Image URL must start with http:// or https:// (or be an uploaded image).';
    for (const imageUrl of refused) {
      const edited = await put(`/api/admin/data/venues/${venue.id}`, {
        name: 'Image Park',
        imageUrl,
      });
      expect(edited.statusCode, imageUrl).toBe(400);
      expect(edited.json(), imageUrl).toEqual({ message, field: 'imageUrl' });
      const created = await t.request({
        method: 'POST',
        url: '/api/admin/data/venues',
        cookie: admin,
        payload: { name: 'Another Image Park', imageUrl },
      });
      expect(created.statusCode, imageUrl).toBe(400);
      expect(created.json(), imageUrl).toEqual({ message, field: 'imageUrl' });
    }
    const saved = await put(`/api/admin/data/venues/${venue.id}`, {
      name: 'Image Park',
      imageUrl: ' https://example.com/park.jpg ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminVenue>().imageUrl).toBe('https://example.com/park.jpg');
  });
});
