import { SCORING_URL_FORMS } from '../../../contract/scraping';
import { OutboundRefusedError, checkOutboundUrl } from './safe-fetch';

/** The scoreboard's host; the bare domain redirects to it, so addresses are stored on it. */
export const SCOREBOARD_HOST = 'www.eventingscores.co.uk';
const BARE_HOST = 'eventingscores.co.uk';
/** The site's JSON gateway, on the scoreboard's origin. */
export const GATEWAY_PATH = '/ajax/publicGateway.php';

const BOARD_PATH = /^\/uploads\/events\/\d{1,9}\/[\w.-]+\.html?$/i;
const EVENT_PARAMS = ['eventid', 'fid_competition', 'event'] as const;

/** The address is on an allowed origin but in none of the accepted forms. */
export class ScoringUrlFormError extends OutboundRefusedError {}

export type ScoringAddress =
  | { kind: 'board'; url: string }
  | { kind: 'gateway'; url: string; gatewayUrl: string; eventId: string; section: string };

function param(url: URL, names: readonly string[]): string | null {
  for (const [key, value] of url.searchParams) {
    if (names.includes(key.toLowerCase()) && value.trim() !== '') return value.trim();
  }
  return null;
}

/**
 * Which way an address is read: an address whose query names an event (`eventid`,
 * `fid_competition` or `event`, digits) and a section (`section`, a letter or short code) goes
 * through the JSON gateway; any other address is fetched as a results page.
 */
export function readScoringAddress(address: string): ScoringAddress {
  const url = new URL(address);
  const eventId = param(url, EVENT_PARAMS);
  const section = param(url, ['section']);
  if (eventId !== null && section !== null && /^\d{1,9}$/.test(eventId)) {
    if (!/^[A-Za-z0-9]{1,3}$/.test(section)) {
      throw new ScoringUrlFormError(`The section "${section}" is not a section letter.`);
    }
    return {
      kind: 'gateway',
      url: address,
      gatewayUrl: `${url.origin}${GATEWAY_PATH}`,
      eventId,
      section: section.toUpperCase(),
    };
  }
  return { kind: 'board', url: address };
}

/**
 * The address as stored: the bare domain and plain http of the scoreboard become
 * https://www.eventingscores.co.uk (the site redirects there, and a redirect would drop the
 * gateway's form). Refused unless it is on an allowed origin and in one of the accepted forms.
 */
export function normaliseScoringUrl(address: string, allowedOrigins: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new OutboundRefusedError(`"${address}" is not a web address.`);
  }
  if (url.hostname === BARE_HOST || url.hostname === SCOREBOARD_HOST) {
    url.protocol = 'https:';
    url.hostname = SCOREBOARD_HOST;
    url.port = '';
  }
  const normal = url.toString();
  checkOutboundUrl(normal, allowedOrigins);
  const form = readScoringAddress(normal);
  if (form.kind === 'board' && !BOARD_PATH.test(url.pathname)) {
    throw new ScoringUrlFormError(`The address must be ${SCORING_URL_FORMS}.`);
  }
  return normal;
}
