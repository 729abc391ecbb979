/** What editing a poll does to its options, worked out before anything is written. */
export type PollOptionsPlan = {
  /** Options whose text is unchanged: they stay, with their votes, at their new place. */
  keep: Array<{ id: number; sortOrder: number }>;
  /** New texts: fresh options with no votes. */
  add: Array<{ optionText: string; sortOrder: number }>;
  /** Options no longer in the poll: removed with their votes, so those voters may vote again. */
  remove: number[];
};

/**
 * Matches the edited option texts to the poll's options by exact text: an unchanged text keeps
 * its option and votes whatever its new position; a changed or new text is a new option; an
 * option whose text is gone is removed.
 */
export function planPollOptions(
  existing: ReadonlyArray<{ id: number; optionText: string }>,
  edited: readonly string[],
): PollOptionsPlan {
  const unused = new Map(existing.map((option) => [option.optionText, option.id]));
  const plan: PollOptionsPlan = { keep: [], add: [], remove: [] };
  edited.forEach((optionText, sortOrder) => {
    const id = unused.get(optionText);
    if (id === undefined) {
      plan.add.push({ optionText, sortOrder });
    } else {
      unused.delete(optionText);
      plan.keep.push({ id, sortOrder });
    }
  });
  plan.remove = [...unused.values()];
  return plan;
}
