import { z } from 'zod';
import {
  bridleNumberSchema,
  entryDetailsSchema,
  POSITION_OVERRIDE_MAX,
} from '@contract/admin-competitions';
import type { CompetitionEntry } from '@contract/competitions';

/** A whole number as typed: empty is null (cleared), anything else must be digits. */
const wholeOrEmpty = (label: string) =>
  z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === '') return null;
      if (!/^\d+$/.test(value)) {
        context.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      return Number(value);
    });

/** The entry form: text as typed, checked by the contract's rules for an entry's details. */
export const entryDetailsFormSchema = z.object({
  bridleNumber: wholeOrEmpty('Bridle number').pipe(bridleNumberSchema.nullable()),
  startOrder: wholeOrEmpty('Start order').pipe(entryDetailsSchema.shape.startOrder.unwrap()),
});
export type EntryDetailsForm = z.input<typeof entryDetailsFormSchema>;
export type EntryDetailsValues = z.output<typeof entryDetailsFormSchema>;

export function entryDetailsForm(entry: CompetitionEntry): EntryDetailsForm {
  return {
    bridleNumber: entry.bridleNumber === null ? '' : String(entry.bridleNumber),
    startOrder: entry.startOrder === null ? '' : String(entry.startOrder),
  };
}

/** The official position as typed: a whole number from 1. */
export function parseOfficialPosition(
  value: string,
): { ok: true; position: number } | { ok: false; error: string } {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > POSITION_OVERRIDE_MAX) {
    return { ok: false, error: `A whole number from 1 to ${POSITION_OVERRIDE_MAX}` };
  }
  return { ok: true, position: Number(trimmed) };
}
