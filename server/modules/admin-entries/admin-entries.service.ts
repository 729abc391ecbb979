import {
  bridleNumberTaken,
  entryDeleteMessage,
  type EntryDeleteImpact,
  type EntryDetailsInput,
} from '../../../contract/admin-competitions';
import { selectionClosedReason } from '../../../contract/competition-live';
import type { CompetitionEntry } from '../../../contract/competitions';
import { conflict, notFound } from '../../errors';
import { notifyCompetitionChanged } from '../../live/competition-changed';
import type { AppDeps } from '../../types';
import { listEntryRows } from '../competitions/competitions.repository';
import { presentEntries } from '../competitions/competitions.presenter';
import { lockCompetition } from '../results/competition-lock';
import {
  countTeamsHolding,
  findAdminEntry,
  findBridleHolder,
  updateEntryNumbers,
} from './admin-entries.repository';

const ENTRY_NOT_FOUND = 'Competition entry not found.';

/**
 * What deleting an entry would take away: the teams holding it (their pick goes with the entry)
 * and, once teams are frozen, the advice to withdraw it (WD) instead.
 */
export async function getEntryDeleteImpact(
  deps: AppDeps,
  competitionId: number,
  entryId: number,
): Promise<EntryDeleteImpact> {
  const db = deps.database.db;
  const entry = await findAdminEntry(db, competitionId, entryId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  const teams = await countTeamsHolding(db, entryId);
  const afterDeadline = selectionClosedReason(entry, deps.clock.now()) !== null;
  const impact = {
    athleteName: entry.athleteName,
    horseName: entry.horseName,
    teams,
    afterDeadline,
  };
  return {
    entryId,
    ...impact,
    suggestWithdraw: afterDeadline && teams > 0,
    message: entryDeleteMessage(impact),
  };
}

/**
 * Sets an entry's bridle number and start order; a bridle number already used by another entry
 * of the competition is refused with 409 naming it. Answers the entry as the lists show it.
 */
export async function editEntryDetails(
  deps: AppDeps,
  competitionId: number,
  entryId: number,
  input: EntryDetailsInput,
): Promise<CompetitionEntry> {
  await deps.database.db.transaction(async (tx) => {
    if (!(await lockCompetition(tx, competitionId))) throw notFound(ENTRY_NOT_FOUND);
    if (!(await findAdminEntry(tx, competitionId, entryId))) throw notFound(ENTRY_NOT_FOUND);
    const bridle = input.bridleNumber;
    if (bridle !== undefined && bridle !== null) {
      const holder = await findBridleHolder(tx, competitionId, bridle, entryId);
      if (holder) throw conflict(bridleNumberTaken(bridle, holder.athleteName, holder.horseName));
    }
    const values = {
      ...(input.bridleNumber === undefined ? {} : { bridleNumber: input.bridleNumber }),
      ...(input.startOrder === undefined ? {} : { startOrder: input.startOrder }),
    };
    await updateEntryNumbers(tx, entryId, values, deps.clock.now());
  });
  await notifyCompetitionChanged(deps.database, competitionId);
  const entry = presentEntries(await listEntryRows(deps.database.db, competitionId)).find(
    (row) => row.id === entryId,
  );
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  return entry;
}
