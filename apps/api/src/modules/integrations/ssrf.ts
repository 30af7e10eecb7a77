import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { networkInterfaces } from 'node:os';
import { isLoopbackName } from '../../lib/loopback';

/** IPv4 nets a webhook may never reach outside development: this host, private, link-local, CGNAT, documentation, multicast, reserved. */
const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  blockedV4.addSubnet(net, prefix, 'ipv4');

/**
 * IPv6 nets refused as such: the IPv4-compatible and -mapped ranges (their IPv4 is checked when it can be read),
 * local-use NAT64, discard, Teredo (a tunnel to any IPv4), documentation, ORCHID, site- and unique-local, link-local,
 * multicast.
 */
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (with or without a dotted IPv4 tail), or null when it is not one. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

/** The IPv4 address an IPv6 one carries to the IPv4 internet (mapped, translated, NAT64, 6to4), if any. */
function embeddedIpv4(bytes: number[]): string | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12); // ::ffff:a.b.c.d
  if (zeros(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zeros(10, 12)) return v4(12); // ::ffff:0:a.b.c.d
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return v4(12); // 64:ff9b::/96
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2); // 6to4, 2002::/16
  return null;
}

/** The addresses of this machine's own interfaces (its public one included, when it has one). */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .map((i) => i?.address.toLowerCase())
      .filter((a): a is string => Boolean(a)),
  );
}

/**
 * Whether a webhook must not connect to `address`: a private, reserved or special address, one that carries such an
 * IPv4 inside IPv6, or one of this machine's own. Anything that is not an IP address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const own = ownAddresses();
  if (own.has(address.toLowerCase())) return true;
  if (family === 4) return blockedV4.check(address, 'ipv4');
  const v4 = embeddedIpv4(ipv6Bytes(address)!);
  if (v4 !== null) return blockedV4.check(v4, 'ipv4') || own.has(v4);
  return blockedV6.check(address, 'ipv6');
}

/** Why a webhook URL is refused (Turkish, shown to the store), or null when it is acceptable. Checks the URL only. */
export function refuseUrl(raw: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'adres geçersiz';
  }
  const host = url.hostname.toLowerCase();
  if (url.username || url.password) return 'adreste kullanıcı adı/şifre olamaz';
  if (url.protocol === 'http:') {
    if (!(allowLocal && isLoopbackName(host))) return 'yalnızca HTTPS adresleri kabul edilir';
  } else if (url.protocol !== 'https:') return 'yalnızca HTTPS adresleri kabul edilir';
  if (allowLocal) return null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return 'yerel ağ adresleri kabul edilmez';
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(literal) && isPrivateAddress(literal)) return 'yerel veya özel ağ adresleri kabul edilmez';
  return null;
}

/**
 * A DNS lookup for outgoing webhook connections that refuses private addresses, so a name that resolves (or later
 * re-resolves) to an internal address is never connected to.
 */
export function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return (callback as (e: Error | null, a: string, f: number) => void)(err, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const bad = !allowLocal && list.some((a) => isPrivateAddress(a.address));
      if (bad || list.length === 0) {
        const e = Object.assign(new Error(`refused address for ${hostname}`), { code: 'EADDRREFUSED' });
        return (callback as (e: Error | null, a: string, f: number) => void)(e, '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      return (callback as (e: Error | null, a: string, f: number) => void)(null, list[0].address, list[0].family);
    });
  };
}
