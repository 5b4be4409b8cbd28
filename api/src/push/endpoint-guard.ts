import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * A push subscription's endpoint is a URL its browser chose, so anyone signed in chose it: sending
 * to it is a request from inside our network to wherever they like (SSRF). Only https: on the
 * public internet passes; every send resolves the name again and connects to the address it
 * checked, never to what a second lookup answers (DNS rebinding).
 */
export class PushEndpointRefused extends Error {
  override name = 'PushEndpointRefused';
}

/** Where one push goes: the endpoint, and the checked address its connection is pinned to. */
export interface PushTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export interface EndpointGuardOptions {
  /** PUSH_INSECURE_ENDPOINTS (tests only): http://127.0.0.1 passes too, for a push service on loopback. */
  insecure: boolean;
  /** Name resolution (all addresses); tests give names their own answers. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/**
 * Whether an address is one of the public internet's: ipaddr.js names every special-purpose range
 * (IANA's registries), so anything but plain `unicast` is refused: loopback, private, link-local
 * (cloud metadata at 169.254.169.254, fd00:ec2::254), carrier-grade NAT (100.64/10, Alibaba's
 * metadata), multicast, broadcast, unspecified, reserved and documentation ranges, unique-local,
 * and the IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo). An IPv4-mapped IPv6
 * address (::ffff:a.b.c.d) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The endpoint's form alone (no lookup): what the subscription can be refused for at once. */
function parseEndpoint(endpoint: string, insecure: boolean): URL {
  if (!URL.canParse(endpoint)) throw new PushEndpointRefused('The push endpoint is not a URL.');
  // The WHATWG parser writes every IPv4 spelling (2130706433, 0177.0.0.1, 0x7f.1, 127.1) as its
  // dotted form, so the checks below see the address a connection would reach.
  const url = new URL(endpoint);
  if (url.username || url.password) throw new PushEndpointRefused('The push endpoint must not carry credentials.');
  if (insecure && url.protocol === 'http:' && url.hostname === '127.0.0.1') return url;
  if (url.protocol !== 'https:') throw new PushEndpointRefused('The push endpoint must be an https: URL.');
  return url;
}

/**
 * Checks an endpoint and answers the address to connect to. Refuses (PushEndpointRefused) a URL
 * that is not https:, a host that is not public, or a name any of whose addresses is not public
 * (an attacker's name answering one public and one private address must not win on a retry).
 */
export async function checkPushEndpoint(endpoint: string, options: EndpointGuardOptions): Promise<PushTarget> {
  const url = parseEndpoint(endpoint, options.insecure);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (options.insecure && url.protocol === 'http:') return { url, address: '127.0.0.1', family: 4 };
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new PushEndpointRefused('The push endpoint must be on a public host.');
    return { url, address: host, family: isIP(host) as 4 | 6 };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (options.resolve ?? systemResolve)(host);
  } catch {
    throw new PushEndpointRefused('The push endpoint’s host could not be found.');
  }
  if (addresses.length === 0) throw new PushEndpointRefused('The push endpoint’s host could not be found.');
  if (!addresses.every(({ address }) => isPublicAddress(address))) {
    throw new PushEndpointRefused('The push endpoint must be on a public host.');
  }
  const [first] = addresses;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
