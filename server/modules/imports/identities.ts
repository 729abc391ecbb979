import type { LinkedRecord } from '../../../contract/imports';
import { nameIndex } from '../results-history/name-index';

/**
 * Who a file's rider or horse is (decision 043). An FEI id, when the file gives one, decides:
 * the record holding it, else a record of the same name without an FEI id (which then takes
 * it), else a new record. Without one, a rider is found by name the way the matcher reads names
 * (any case, accents or word order; the nation breaks a tie) and a horse by name only together
 * with its rider: a horse this rider has ridden before, or one nobody has ridden yet. A horse of
 * the same name that another rider rides is another horse.
 */
export type KnownRider = {
  id: number;
  name: string;
  nationality: string | null;
  feiId: string | null;
};
export type KnownHorse = { id: number; name: string; feiId: string | null };
export type Found = { id: number; name: string; by: LinkedRecord['by'] };

export function riderIdentities(known: readonly KnownRider[]) {
  const byFeiId = new Map<string, KnownRider>();
  const records = new Map<number, KnownRider>();
  const names = nameIndex('rider', []);
  const add = (rider: KnownRider) => {
    records.set(rider.id, rider);
    if (rider.feiId) byFeiId.set(rider.feiId, rider);
    names.add({ id: rider.id, name: rider.name, nationality: rider.nationality });
  };
  known.forEach(add);
  return {
    add,
    get: (id: number) => records.get(id),
    /** The rider a row names, or null when it is someone new. */
    find(name: string, nationality: string | null, feiId: string | null): Found | null {
      const held = feiId === null ? undefined : byFeiId.get(feiId);
      if (held) return { id: held.id, name: held.name, by: 'fei_id' };
      const record = names.find(name, nationality, (candidate) =>
        feiId === null ? true : (records.get(candidate.id)?.feiId ?? null) === null,
      );
      return record ? { id: record.id, name: record.name, by: 'name' } : null;
    },
  };
}

export function horseIdentities(
  known: readonly KnownHorse[],
  rides: ReadonlyArray<{ athleteId: number; horseId: number }>,
) {
  const byFeiId = new Map<string, KnownHorse>();
  const records = new Map<number, KnownHorse>();
  const riders = new Map<number, Set<number>>();
  const names = nameIndex('horse', []);
  const add = (horse: KnownHorse) => {
    records.set(horse.id, horse);
    if (horse.feiId) byFeiId.set(horse.feiId, horse);
    names.add({ id: horse.id, name: horse.name, nationality: null });
  };
  const ride = (athleteId: number, horseId: number) => {
    const set = riders.get(horseId) ?? new Set<number>();
    set.add(athleteId);
    riders.set(horseId, set);
  };
  known.forEach(add);
  for (const { athleteId, horseId } of rides) ride(athleteId, horseId);
  return {
    add,
    /** Records that this rider rides this horse, so later rows find it by name. */
    ride,
    get: (id: number) => records.get(id),
    /** The horse a row names for this rider (null: a rider not known yet), or null when new. */
    find(name: string, feiId: string | null, riderId: number | null): Found | null {
      const held = feiId === null ? undefined : byFeiId.get(feiId);
      if (held) return { id: held.id, name: held.name, by: 'fei_id' };
      const record = names.find(name, null, (candidate) => {
        if (feiId !== null && (records.get(candidate.id)?.feiId ?? null) !== null) return false;
        const ridden = riders.get(candidate.id);
        return !ridden || ridden.size === 0 || (riderId !== null && ridden.has(riderId));
      });
      if (!record) return null;
      const withRider = riderId !== null && (riders.get(record.id)?.has(riderId) ?? false);
      return { id: record.id, name: record.name, by: withRider ? 'name_and_rider' : 'name' };
    },
  };
}
