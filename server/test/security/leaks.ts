import { MARKERS, type Role, type World } from './world';

const canReadPremium = (role: Role, world: World) =>
  role === 'premium' || role === 'admin' || world.trialRoles.has(role);

/**
 * What an answer to `role` must never contain: password hashes and session secrets for anyone;
 * other people's email addresses, feedback and drafts unless an administrator asks; premium text
 * unless a premium member or an administrator asks.
 */
export function findLeaks(body: string, role: Role, world: World): string[] {
  const leaks: string[] = [];
  if (body.includes('$argon2')) leaks.push('a password hash');
  if (world.secrets().some((secret) => body.includes(secret))) leaks.push('a session secret');
  if (role !== 'admin') {
    if (body.includes(MARKERS.draft)) leaks.push('a draft article');
    if (body.includes(MARKERS.feedback)) leaks.push('feedback text');
    for (const [owner, user] of Object.entries(world.users)) {
      if (owner !== role && body.includes(user.email)) leaks.push(`the email of ${owner}`);
    }
  }
  if (!canReadPremium(role, world) && body.includes(MARKERS.premium)) leaks.push('premium text');
  return leaks;
}
