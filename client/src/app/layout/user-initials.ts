import type { User } from '@contract/auth';

export function displayName(user: User): string {
  return `${user.firstName} ${user.lastName}`.trim() || 'User';
}

export function initials(user: User): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return letters || user.email.charAt(0).toUpperCase() || 'U';
}
