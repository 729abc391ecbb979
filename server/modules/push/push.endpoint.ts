import { PUSH_MESSAGES } from '../../../contract/push';
import type { Config } from '../../config';
import { badRequest } from '../../errors';
import {
  ipLiteral,
  isLocalHostName,
  isLoopbackAddress,
  isPrivateAddress,
} from '../../net/address-policy';

/**
 * Only a test's config lets push deliveries reach this machine (a stand-in push service on
 * loopback); production never does (docs/decisions/025-push-endpoint-address-policy.md).
 */
export const loopbackAllowed = (config: Config) =>
  config.pushToLoopbackForTests && config.env !== 'production';

/** Whether a push may be sent to this resolved address. */
export const pushAddressAllowed = (address: string, loopback: boolean) =>
  !isPrivateAddress(address) || (loopback && isLoopbackAddress(address));

/**
 * Why a push endpoint may not be called, or null when it may: https without credentials, and
 * not a local name or a private, loopback or link-local IP literal. Names are checked again on
 * their resolved address when sending.
 */
export function endpointRefusal(endpoint: string, loopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_MESSAGES.endpointInvalid;
  }
  const literal = ipLiteral(url.hostname);
  const local = isLocalHostName(url.hostname) || (literal !== null && isLoopbackAddress(literal));
  const https = url.protocol === 'https:' || (loopback && local && url.protocol === 'http:');
  if (!https || url.username !== '' || url.password !== '') return PUSH_MESSAGES.endpointInvalid;
  if (local) return loopback ? null : PUSH_MESSAGES.endpointPrivate;
  if (literal !== null && !pushAddressAllowed(literal, loopback)) {
    return PUSH_MESSAGES.endpointPrivate;
  }
  return null;
}

/** Refuses a subscription whose endpoint may not be called, with a 400 naming `endpoint`. */
export function checkEndpoint(endpoint: string, config: Config) {
  const refusal = endpointRefusal(endpoint, loopbackAllowed(config));
  if (refusal) throw badRequest(refusal, 'endpoint');
}
