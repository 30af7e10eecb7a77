import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a webhook may never reach outside development: loopback, private, link-local, CGNAT, multicast, reserved. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

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
    if (!(allowLocal && LOCAL_NAMES.has(host))) return 'yalnızca HTTPS adresleri kabul edilir';
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
