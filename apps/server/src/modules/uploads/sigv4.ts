/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, R2, Spaces...), over plain
 * fetch: no SDK is installed and nothing is downloaded at run time.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
import crypto from 'node:crypto';

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign (host is added from the URL); x-amz-date and x-amz-content-sha256 included. */
  headers: Record<string, string>;
  payloadHash: string;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Result {
  authorization: string;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Buffer): string => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => crypto.createHmac('sha256', key).update(data, 'utf8').digest();

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding as AWS wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request") */
export function signingKey(secretAccessKey: string, dateStamp: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, dateStamp);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

function canonicalUri(url: URL): string {
  // S3 encodes each path segment once (no double encoding).
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function signV4(request: SigV4Request, credentials: SigV4Credentials): SigV4Result {
  const headers = new Map<string, string>();
  headers.set('host', request.url.host);
  for (const [name, value] of Object.entries(request.headers)) headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  const date = headers.get('x-amz-date');
  if (!date || !/^\d{8}T\d{6}Z$/.test(date)) throw new Error('signV4 needs an x-amz-date header (YYYYMMDDTHHMMSSZ)');
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalUri(request.url),
    canonicalQuery(request.url),
    names.map((n) => `${n}:${headers.get(n)}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const dateStamp = date.slice(0, 8);
  const scope = `${dateStamp}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = crypto
    .createHmac('sha256', signingKey(credentials.secretAccessKey, dateStamp, credentials.region, credentials.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { authorization, canonicalRequest, stringToSign, signature, signedHeaders };
}
