import crypto from 'node:crypto';
import { amzDate, EMPTY_SHA256, sha256Hex, signingKey, signV4, uriEncode } from './sigv4';

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (S3 API
// reference, sig-v4-header-based-auth.html) and of the general SigV4 signing-key example.
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const base = 'https://examplebucket.s3.amazonaws.com';

describe('AWS Signature Version 4', () => {
  it('derives the signing key of the documented example', () => {
    const key = signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it('is the HMAC chain of the spec', () => {
    const h = (k: string | Buffer, d: string) => crypto.createHmac('sha256', k).update(d).digest();
    const expected = h(h(h(h('AWS4secret', '20240102'), 'eu-west-1'), 's3'), 'aws4_request');
    expect(signingKey('secret', '20240102', 'eu-west-1', 's3').equals(expected)).toBe(true);
  });

  it('signs the GET Object example', () => {
    const result = signV4(
      {
        method: 'GET',
        url: new URL(`${base}/test.txt`),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256, 'x-amz-date': '20130524T000000Z' },
        payloadHash: EMPTY_SHA256,
      },
      EXAMPLE,
    );
    expect(result.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(result.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(result.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the PUT Object example (with a $ in the key)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const result = signV4(
      {
        method: 'PUT',
        url: new URL(`${base}/test$file.text`),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      EXAMPLE,
    );
    expect(result.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(result.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs the GET Bucket Lifecycle and List Objects examples (query strings)', () => {
    const get = (path: string) =>
      signV4(
        { method: 'GET', url: new URL(base + path), headers: { 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256 },
        EXAMPLE,
      );
    expect(get('/?lifecycle').signature).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
    expect(get('/?prefix=J&max-keys=2').signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('formats dates and encodes like AWS', () => {
    expect(amzDate(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z');
    expect(uriEncode("a b/c!*'()~")).toBe('a%20b%2Fc%21%2A%27%28%29~');
  });
});
