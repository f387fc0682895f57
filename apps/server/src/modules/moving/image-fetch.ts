/**
 * Downloads an old site's image for the import, refusing server-side request forgery: the address
 * each connection goes to (after DNS, and after every redirect) must not be private, loopback,
 * link-local or otherwise reserved unless IMPORT_ALLOW_PRIVATE_NETWORK=true; at most
 * MAX_REDIRECTS redirects, a timeout over the whole download, and a size limit.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { LIMITS } from '@tumbuh/shared';

export const MAX_REDIRECTS = 3;
export const FETCH_TIMEOUT_MS = 15_000;

const blocked = new net.BlockList();
for (const [range, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(range, bits, 'ipv4');
for (const [range, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(range, bits, 'ipv6');

/** Whether an address is private, loopback, link-local or reserved (IPv4-mapped IPv6 too). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (!family) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class FetchRefused extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses;
      const bad = list.find((a) => isPrivateAddress(a.address));
      if (!allowPrivate && bad) return callback(new FetchRefused(`refused: ${hostname} is a private or local address`), '');
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

export interface FetchOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The image's bytes, or a thrown Error whose message says why not (listed in the report). */
export async function fetchImage(rawUrl: string, options: FetchOptions): Promise<Buffer> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS);
  let url = rawUrl;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await requestOnce(url, options, deadline);
    if ('redirect' in answer) {
      url = new URL(answer.redirect, url).toString();
      continue;
    }
    return answer.bytes;
  }
  throw new Error(`more than ${MAX_REDIRECTS} redirects`);
}

function requestOnce(rawUrl: string, options: FetchOptions, deadline: number): Promise<{ bytes: Buffer } | { redirect: string }> {
  const maxBytes = options.maxBytes ?? LIMITS.maxImageBytes;
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return reject(new Error('not a valid address'));
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return reject(new Error('only http and https addresses are fetched'));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal IP address skips DNS (and so the lookup check): check it here.
    if (net.isIP(host) && !options.allowPrivate && isPrivateAddress(host)) return reject(new FetchRefused(`refused: ${host} is a private or local address`));
    const left = deadline - Date.now();
    if (left <= 0) return reject(new Error('timed out'));
    const get = url.protocol === 'https:' ? https.get : http.get;
    const req = get(url, { lookup: safeLookup(options.allowPrivate), timeout: left, headers: { 'user-agent': 'Tumbuh-import/1', accept: 'image/*' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        return reject(new Error(`answered ${status}`));
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (declared > maxBytes) {
        res.destroy();
        return reject(new Error('larger than the image size limit'));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        size += c.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new Error('larger than the image size limit'));
        } else chunks.push(c);
      });
      res.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
      res.on('error', (err) => reject(err));
    });
    const timer = setTimeout(() => req.destroy(new Error('timed out')), left);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => reject(err));
    req.on('close', () => clearTimeout(timer));
  });
}
