/** League rank wording: 1st, 2nd, 3rd, then Nth (11th–13th included); 'Unranked' without one. */
export function ordinal(rank: number | null | undefined): string {
  if (rank === null || rank === undefined || rank < 1) return 'Unranked';
  const lastTwo = rank % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${rank}th`;
  switch (rank % 10) {
    case 1:
      return `${rank}st`;
    case 2:
      return `${rank}nd`;
    case 3:
      return `${rank}rd`;
    default:
      return `${rank}th`;
  }
}
