import { isIPv4, isIPv6 } from 'node:net';
import { UAParser } from 'ua-parser-js';

export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * A person-readable name for the device of a stored User-Agent ("Chrome 131 on Windows"), from
 * ua-parser-js; "Unknown device" when it names neither a browser nor a system.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os, device } = UAParser(userAgent);
  const app = [browser.name, browser.major].filter(Boolean).join(' ');
  const system =
    os.name || (device.vendor && device.model ? `${device.vendor} ${device.model}` : '');
  if (app && system) return `${app} on ${system}`;
  return app || system || UNKNOWN_DEVICE;
}

/** The eight groups of an IPv6 address, "::" expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const left = part(head);
  const right = part(tail);
  const words = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const missing = 8 - words(left) - words(right);
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * An approximate place, never the whole address: an IPv4 address without its last octet
 * ("203.0.113.x"), an IPv6 address with its first three groups only (the provider's routing
 * prefix, "2001:db8:85a3::x"). Shown to the member and put in the data export.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.slice(0, v4.lastIndexOf('.'))}.x`;
  if (isIPv6(ip)) {
    const groups = ipv6Groups(ip.toLowerCase().split('%')[0]).slice(0, 3);
    return `${groups.map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::x`;
  }
  return null;
}
