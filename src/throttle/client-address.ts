import ipaddr from 'ipaddr.js';

/**
 * The part of a client address the per-IP limits count: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address as its IPv4), an IPv6 address as its /64 prefix. One IPv6 subscriber or host is
 * routinely given a whole /64, so keying on the full address would let one machine be a
 * practically unlimited number of clients. Parsing is ipaddr.js's (the parser Express's own
 * TRUST_PROXY handling uses); anything it cannot parse is counted as it is.
 */
export function limitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
