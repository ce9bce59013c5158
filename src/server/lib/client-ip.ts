// The client's address for rate limits and logs: the socket's peer, unless that peer is a configured trusted
// proxy, in which case the right-most untrusted X-Forwarded-For entry. A forged header buys nothing.
import type { Context } from 'hono';

/** Set by our auth route from the resolved address, replacing anything the client sent under that name. */
export const CLIENT_IP_HEADER = 'x-boardly-client-ip';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

export function socketAddress(c: Context): string {
  const bindings = (c.env ?? {}) as NodeBindings;
  const address = (bindings.server ?? bindings).incoming?.socket?.remoteAddress;
  return normalizeAddress(address ?? 'unknown');
}

const normalizeAddress = (address: string) => address.replace(/^::ffff:/, '').trim();

export function clientIp(c: Context, trustedProxies: string[]): string {
  const peer = socketAddress(c);
  if (trustedProxies.length === 0 || !trustedProxies.includes(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}
