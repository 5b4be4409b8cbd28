import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export interface OperatorAccessOptions {
  /** METRICS_TOKEN: `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** METRICS_ALLOW: addresses and CIDRs of the peers the operator names. */
  allow: readonly string[];
}

/** An IPv4 address as a socket may report it on a dual-stack listener (::ffff:10.0.0.1). */
const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * Who may read what only operators read (/metrics, the readiness checks' details): a bearer of the
 * metrics token, or a peer the operator named. The peer is the TCP connection's own address: no
 * header (X-Forwarded-For, X-Real-IP, Forwarded) ever widens or narrows it, and the absence of one
 * proves nothing, since a proxy on this machine makes every visitor a loopback peer (issue 34).
 */
export function operatorAccess(options: OperatorAccessOptions): (request: FastifyRequest) => boolean {
  const allowed = new BlockList();
  for (const entry of options.allow) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  const wanted = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  return (request) => {
    if (wanted) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
    }
    const peer = request.raw.socket.remoteAddress;
    if (!peer) return false;
    const address = unmapped(peer);
    return allowed.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
