/// <reference lib="webworker" />
import { PUBLIC_READS_CACHE } from '../lib/messages';

/** A mark that a player is signed in on this device: the account call last answered 200. */
const SIGNED_IN_CACHE = 'signed-in-v1';
const SIGNED_IN_MARK = '/__sw/signed-in';

export async function rememberSignedIn(): Promise<void> {
  const cache = await caches.open(SIGNED_IN_CACHE);
  await cache.put(SIGNED_IN_MARK, new Response(''));
}

/** Forgets the reads saved on this device and the signed-in mark (a sign-out). */
export async function forgetPlayerReads(): Promise<void> {
  await Promise.all([caches.delete(PUBLIC_READS_CACHE), caches.delete(SIGNED_IN_CACHE)]);
}

/**
 * A 401 means no live session. After a player was signed in here, that is their session found
 * gone (signed out on another device, expired, ended by a password reset): their saved reads go.
 * A visitor's 401s leave the visitor's saved reads alone.
 */
export async function forgetPlayerReadsIfSignedIn(): Promise<void> {
  if (await caches.has(SIGNED_IN_CACHE)) await forgetPlayerReads();
}
