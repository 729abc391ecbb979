/** The outbound address policy is shared with push delivery: see server/net/address-policy.ts. */
export { ipLiteral, isPrivateAddress } from '../../net/address-policy';
