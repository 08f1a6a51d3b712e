import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Whether an address may be reached for a user-given URL: only global unicast (no loopback, private, link-local, multicast, reserved…). */
export type AddressPolicy = (address: string) => boolean;

/** The default policy: an address on the public internet, as `ipaddr.js` ranges them (IPv4-mapped IPv6 unwrapped). */
export const isPublicAddress: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) {
    return false;
  }
  return ipaddr.process(address).range() === 'unicast';
};

/** `dns.lookup`'s shape, always asked for every address (`all: true`). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver, every address of a name. */
export const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });

/** An error whose reason the outbound client logs and callers may read. */
export class OutboundError extends Error {
  constructor(
    readonly reason:
      | 'badUrl'
      | 'privateAddress'
      | 'unresolved'
      | 'connectTimeout'
      | 'timeout'
      | 'tooLarge'
      | 'redirect'
      | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/**
 * Resolves a host name and, when the address is user-given, refuses it if any of its addresses is not public
 * (a name with one private address among public ones is refused too: the connection could take either).
 */
export async function resolveChecked(
  hostname: string,
  opts: { resolve: Resolve; publicOnly: boolean; policy: AddressPolicy },
): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  try {
    addresses = await opts.resolve(hostname);
  } catch {
    throw new OutboundError('unresolved', `${hostname} does not resolve`);
  }
  if (addresses.length === 0) {
    throw new OutboundError('unresolved', `${hostname} does not resolve`);
  }
  if (opts.publicOnly && addresses.some((a) => !opts.policy(a.address))) {
    throw new OutboundError('privateAddress', `${hostname} resolves to an address that is not public`);
  }
  return addresses;
}
