import type { EntryScoringInput, ScoredEntry } from '@contract/admin-competitions';

/** An entry's scores typed but not yet stored: on their way, or refused until a retry. */
export type UnsavedScores = {
  entryId: number;
  status: 'saving' | 'failed';
  /** The fields to store: what the rider's row and form show until the save lands. */
  input: EntryScoringInput;
  /** Why the last attempt failed (the API's "422: …" sentence). */
  error: string | null;
};

type Pending = UnsavedScores & {
  /** Bumped by every save of the entry; an answer only settles the version it was sent for. */
  version: number;
  inFlight: boolean;
};

export type ScoreSaveQueueOptions = {
  send: (entryId: number, input: EntryScoringInput) => Promise<ScoredEntry>;
  /** Each stored answer, including one a newer save of the same entry will overwrite. */
  onStored: (entry: ScoredEntry) => void;
  onFailed?: (unsaved: UnsavedScores) => void;
  /** Nothing left in flight; `stored` counts the answers since the last idle. */
  onIdle?: (stored: number) => void;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Score saves of the live scoring view (docs/decisions/044-score-saves-in-the-background.md).
 * Each save is bound at Enter to its entry and values; saves of one entry go one at a time, a
 * newer one joining the fields an older one still holds, and saves of different entries run side
 * by side. A failed save stays here with its values until retried or replaced by a newer save of
 * the same entry: it is never dropped and never sent for another entry.
 */
export class ScoreSaveQueue {
  readonly #options: ScoreSaveQueueOptions;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Set<() => void>();
  #snapshot: ReadonlyMap<number, UnsavedScores> = new Map();
  #stored = 0;

  constructor(options: ScoreSaveQueueOptions) {
    this.#options = options;
  }

  /** Stores the fields in `input` for the entry, with whatever it still has unsaved. */
  save(entryId: number, input: EntryScoringInput): void {
    const previous = this.#pending.get(entryId);
    this.#pending.set(entryId, {
      entryId,
      status: 'saving',
      input: previous ? { ...previous.input, ...input } : input,
      error: null,
      version: (previous?.version ?? 0) + 1,
      inFlight: previous?.inFlight ?? false,
    });
    this.#emit(entryId);
    this.#send(entryId);
  }

  /** Sends a failed save again, unchanged. */
  retry(entryId: number): void {
    const pending = this.#pending.get(entryId);
    if (pending?.status !== 'failed') return;
    pending.status = 'saving';
    pending.error = null;
    this.#emit(entryId);
    this.#send(entryId);
  }

  retryAll(): void {
    for (const [entryId, pending] of this.#pending) {
      if (pending.status === 'failed') this.retry(entryId);
    }
  }

  /** Whether a save is still on its way (a failed one waits for the operator). */
  get busy(): boolean {
    return [...this.#pending.values()].some((pending) => pending.inFlight);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): ReadonlyMap<number, UnsavedScores> => this.#snapshot;

  #send(entryId: number): void {
    const pending = this.#pending.get(entryId);
    if (!pending || pending.inFlight || pending.status !== 'saving') return;
    const { version, input } = pending;
    pending.inFlight = true;
    this.#options.send(entryId, input).then(
      (stored) => this.#settle(entryId, version, stored, null),
      (error: unknown) => this.#settle(entryId, version, null, errorText(error)),
    );
  }

  #settle(entryId: number, version: number, stored: ScoredEntry | null, error: string | null) {
    const pending = this.#pending.get(entryId);
    if (!pending) return;
    pending.inFlight = false;
    if (stored) {
      this.#stored += 1;
      this.#options.onStored(stored);
    }
    if (pending.version === version) {
      if (stored) this.#pending.delete(entryId);
      else {
        pending.status = 'failed';
        pending.error = error;
        this.#options.onFailed?.(this.#copy(pending));
      }
    } else {
      // A newer save of this entry came meanwhile; it holds these fields too and goes now.
      this.#send(entryId);
    }
    this.#emit(entryId);
    if (!this.busy) {
      const count = this.#stored;
      this.#stored = 0;
      this.#options.onIdle?.(count);
    }
  }

  #copy({ entryId, status, input, error }: Pending): UnsavedScores {
    return { entryId, status, input, error };
  }

  /** A new snapshot in which only the changed entry's object is new (rows compare by identity). */
  #emit(entryId: number): void {
    const next = new Map(this.#snapshot);
    const pending = this.#pending.get(entryId);
    if (pending) next.set(entryId, this.#copy(pending));
    else next.delete(entryId);
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}
