/** "1 entry", "11 entries". */
export function entriesText(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}
