/** The results' `?show=` value that keeps only the player's picks. */
export const MY_TEAM_FILTER = 'my-team';

/**
 * The results' query as the route table declares it: `show=my-team` changes a signed-in player's
 * page, whom the server renders their own, so it renders the filtered page the browser shows.
 */
export const RESULTS_QUERY = { show: [MY_TEAM_FILTER] };
