import { TEAM_SIZE } from '../../../contract/constants';

/** A slot with no pick (a team saved with fewer picks than the team size). */
export const NO_PICK = 0xffff;

/**
 * A competition's teams and picks as the standings engine keeps them (decision 050): teams in
 * id order, each with its player and TEAM_SIZE entry slots (the index of the entry in
 * `entryIds`), two bytes a pick.
 */
export type FrozenPicks = {
  entryIds: Int32Array;
  teamIds: Int32Array;
  userIds: Int32Array;
  picks: Uint16Array;
};

/** Big-endian 32-bit integers (as `int4send` writes them) into an array. */
export function int32sFromBytes(bytes: Uint8Array): Int32Array {
  const count = bytes.byteLength >> 2;
  const out = new Int32Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < count; i += 1) out[i] = view.getInt32(i * 4);
  return out;
}

/** Big-endian 16-bit integers (as `int2send` writes them) into an array. */
export function uint16sFromBytes(bytes: Uint8Array): Uint16Array {
  const count = bytes.byteLength >> 1;
  const out = new Uint16Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < count; i += 1) out[i] = view.getUint16(i * 2);
  return out;
}

/** The packed columns of a FrozenPicks, big-endian, as the database keeps them. */
export function frozenPicksToBytes(frozen: FrozenPicks) {
  const int32s = (values: Int32Array) => {
    const bytes = new Uint8Array(values.length * 4);
    const view = new DataView(bytes.buffer);
    values.forEach((value, i) => view.setInt32(i * 4, value));
    return bytes;
  };
  const picks = new Uint8Array(frozen.picks.length * 2);
  const view = new DataView(picks.buffer);
  frozen.picks.forEach((value, i) => view.setUint16(i * 2, value));
  return { teamIds: int32s(frozen.teamIds), userIds: int32s(frozen.userIds), picks };
}

/** Checks the packed columns agree with each other before anything trusts them. */
export function checkFrozenPicks(frozen: FrozenPicks): FrozenPicks {
  const teams = frozen.teamIds.length;
  if (frozen.userIds.length !== teams || frozen.picks.length !== teams * TEAM_SIZE) {
    throw new Error(
      `frozen picks do not agree: ${teams} teams, ${frozen.userIds.length} players, ${frozen.picks.length} picks`,
    );
  }
  return frozen;
}
