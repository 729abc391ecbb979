import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  const violation = { code: '23505', constraint: 'users_email_lower_unique' };

  it('finds the driver error drizzle wraps, and names its index', () => {
    const wrapped = new Error('Failed query', { cause: violation });
    expect(isUniqueViolation(wrapped, 'users_email_lower_unique')).toBe(true);
    expect(isUniqueViolation(wrapped, 'athletes_fei_id_unique')).toBe(false);
  });

  it('is false for any other error', () => {
    expect(isUniqueViolation(new Error('x', { cause: { code: '23503' } }), 'a')).toBe(false);
    expect(isUniqueViolation(null, 'a')).toBe(false);
    expect(isUniqueViolation('23505', 'a')).toBe(false);
  });
});
