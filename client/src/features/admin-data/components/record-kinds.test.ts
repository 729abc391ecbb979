import { describe, expect, it } from 'vitest';
import { athleteKind, venueKind } from './record-kinds';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the Data tab forms check image addresses as the server does', () => {
  it('shows the refusal under the athlete’s profile image and the venue’s image', () => {
    const athlete = athleteKind.schema.safeParse({
      name: 'Ros Canter',
      profileImageUrl: 'javascript:alert(1)',
    });
    expect(issues(athlete)).toEqual([
      [
        'profileImageUrl',
        'Profile image URL must start with http:// or https:// (or be an uploaded image).',
      ],
    ]);
    const venue = venueKind.schema.safeParse({ name: 'Badminton', imageUrl: 'data:text/html,hi' });
    expect(issues(venue)).toEqual([
      ['imageUrl', 'Image URL must start with http:// or https:// (or be an uploaded image).'],
    ]);
    expect(
      venueKind.schema.safeParse({ name: 'Badminton', imageUrl: 'https://example.com/b.jpg' })
        .success,
    ).toBe(true);
  });
});
