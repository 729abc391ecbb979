import type { DatabaseKind } from './app-server';

export type ScenarioOptions = {
  /** PostgreSQL server URL (a fresh database is created per server start); absent: PGlite only. */
  postgresUrl: string | undefined;
  /** Timed runs per figure; each figure is the median. */
  runs: number;
  /** 'smoke' runs at tiny size, only to prove the scenario still works. */
  scale: 'full' | 'smoke';
  /** Write the section of bench/README.md. */
  write: boolean;
  log: (line: string) => void;
  /**
   * Another checkout of the app, built (`--before <dir>`): the scenarios that compare a change
   * measure it beside this one in the same run.
   */
  before?: string;
};

export function databasesOf(options: ScenarioOptions): DatabaseKind[] {
  return options.postgresUrl ? ['PostgreSQL', 'PGlite'] : ['PGlite'];
}

export const pick = <T>(options: ScenarioOptions, full: T, smoke: T) =>
  options.scale === 'full' ? full : smoke;
