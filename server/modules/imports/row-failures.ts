import { AppError } from '../../errors';

const SHOWN = 5;

/**
 * Collects row problems of an all-or-nothing file and refuses it with the first few named by
 * their spreadsheet line (the header is line 1).
 */
export function rowFailures() {
  const failures: string[] = [];
  return {
    add(rowIndex: number, message: string) {
      failures.push(`Line ${rowIndex}: ${message}`);
    },
    throwIfAny() {
      if (failures.length === 0) return;
      const more = failures.length > SHOWN ? ` (and ${failures.length - SHOWN} more)` : '';
      throw new AppError(
        'UNPROCESSABLE',
        `Nothing was saved. ${failures.slice(0, SHOWN).join('. ')}${more}.`,
      );
    },
  };
}
