import { areScoresPublished } from '../../../contract/competition-live';
import type { Competition, CompetitionEntry, Venue } from '../../../contract/competitions';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { presentCompetition, presentEntries } from './competitions.presenter';
import {
  findCompetitionRow,
  listAllCompetitions,
  listCompetitionYears,
  listEntryRows,
  listLiveCompetitions,
  listPastCompetitions,
  listUpcomingCompetitions,
  listVenueRows,
} from './competitions.repository';

const competitionNotFound = () => notFound('Competition not found.');

/** Competitions still to come or running now, soonest first. */
export async function getUpcomingCompetitions(db: Db, now: Date): Promise<Competition[]> {
  return (await listUpcomingCompetitions(db, now)).map(presentCompetition);
}

/** Finished competitions, newest first, optionally of one year; at most `limit`. */
export async function getPastCompetitions(
  db: Db,
  now: Date,
  options: { year?: number; limit: number },
): Promise<Competition[]> {
  return (await listPastCompetitions(db, now, options)).map(presentCompetition);
}

export async function getLiveCompetitions(db: Db): Promise<Competition[]> {
  return (await listLiveCompetitions(db)).map(presentCompetition);
}

export async function getAllCompetitions(db: Db): Promise<Competition[]> {
  return (await listAllCompetitions(db)).map(presentCompetition);
}

/** Distinct years in which competitions start, newest first; with `pastAt`, of past ones only. */
export function getCompetitionYears(db: Db, pastAt?: Date): Promise<number[]> {
  return listCompetitionYears(db, pastAt);
}

/**
 * A competition and its entries in result order, read together (what a live view holds); 404
 * when unknown.
 */
export async function getCompetitionWithEntries(
  db: Db,
  id: number,
): Promise<{ competition: Competition; entries: CompetitionEntry[] }> {
  const [row, rows] = await Promise.all([findCompetitionRow(db, id), listEntryRows(db, id)]);
  if (!row) throw competitionNotFound();
  const competition = presentCompetition(row);
  return { competition, entries: presentEntries(rows, areScoresPublished(competition)) };
}

/** A competition's entries in result order with every score, published or not: the operator's. */
export async function getScoringEntries(db: Db, id: number): Promise<CompetitionEntry[]> {
  const [row, rows] = await Promise.all([findCompetitionRow(db, id), listEntryRows(db, id)]);
  if (!row) throw competitionNotFound();
  return presentEntries(rows);
}

export async function getVenues(db: Db): Promise<Venue[]> {
  const rows = await listVenueRows(db);
  return rows.map((venue) => ({
    id: venue.id,
    name: venue.name,
    location: venue.location,
    country: venue.country,
    description: venue.description,
    imageUrl: venue.imageUrl,
  }));
}
