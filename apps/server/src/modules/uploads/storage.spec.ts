import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StartupError } from '../../startup-error';
import { createStorage } from './create-storage';
import { contentTypeOfKey, sniffImageType } from './image-type';
import { S3Storage } from './s3-storage';
import { sha256Hex, signV4 } from './sigv4';
import { LocalDiskStorage, removePartialUploads } from './storage';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tumbuh-storage-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('sniffImageType', () => {
  it('tells the four image types by their magic bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffImageType(Buffer.from('GIF87a\x01\x00'))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00'))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(sniffImageType(Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L'))).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it('refuses everything else, also near misses', () => {
    for (const bytes of [
      Buffer.from('hello world, not an image'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt '),
      Buffer.from('GIF90a'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ])
      expect(sniffImageType(bytes)).toBeUndefined();
  });

  it('gives our keys their content type', () => {
    expect(contentTypeOfKey('general-x.webp')).toBe('image/webp');
    expect(contentTypeOfKey('general-x.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey('general-x')).toBe('application/octet-stream');
  });
});

describe('LocalDiskStorage', () => {
  it('stores, answers /uploads urls, and removes', async () => {
    const storage = new LocalDiskStorage(dir);
    const url = await storage.put('general-a.png', Buffer.from('png'));
    expect(url).toBe('/uploads/general-a.png');
    expect(fs.readdirSync(dir)).toEqual(['general-a.png']);
    expect(storage.keyOf(url)).toBe('general-a.png');
    await storage.remove('general-a.png');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('only knows its own urls, never a path outside its folder', async () => {
    const storage = new LocalDiskStorage(dir);
    for (const url of ['/uploads/../x', '/uploads/..', '/uploads/a/b.png', '/uploads/.hidden', '/uploads/A.PNG', 'http://evil/x.png', '../../etc/passwd', '/uploads/x.png.partial', '/uploads/%2e%2e'])
      expect(storage.keyOf(url)).toBeUndefined();
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.remove('../escape.png')).rejects.toThrow('Invalid storage key');
  });

  it('leaves no file behind when the stream fails half-way', async () => {
    const storage = new LocalDiskStorage(dir);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('general-b.png', failing)).rejects.toThrow('client went away');
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('removes leftover .partial files at start-up', () => {
    fs.writeFileSync(path.join(dir, 'general-c.png.partial'), 'half');
    fs.writeFileSync(path.join(dir, 'general-d.png'), 'whole');
    new LocalDiskStorage(dir);
    expect(fs.readdirSync(dir)).toEqual(['general-d.png']);
    expect(removePartialUploads(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('S3Storage', () => {
  const options = { bucket: 'tumbuh-media', endpoint: 'http://127.0.0.1:9000/', region: 'eu-central-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+1' };

  function stubFetch(status = 200) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fn = (async (url: URL | string, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return new Response(status === 204 ? null : '', { status });
    }) as typeof fetch;
    return { calls, fn };
  }

  it('PUTs the object path-style with a valid SigV4 signature and answers its public url', async () => {
    const { calls, fn } = stubFetch();
    const storage = new S3Storage({ ...options, fetch: fn });
    const body = Buffer.from('image bytes');
    const url = await storage.put('general-e.png', body);
    expect(url).toBe('http://127.0.0.1:9000/tumbuh-media/general-e.png');
    expect(storage.keyOf(url)).toBe('general-e.png');
    expect(storage.keyOf('http://127.0.0.1:9000/other-bucket/general-e.png')).toBeUndefined();
    expect(storage.keyOf('/uploads/general-e.png')).toBeUndefined();
    expect(storage.localDir).toBeUndefined();

    const [{ url: sentUrl, init }] = calls;
    expect(sentUrl).toBe(url);
    expect(init.method).toBe('PUT');
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('image/png');
    expect(headers['cache-control']).toMatch(/max-age=31536000/);
    expect(headers['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(Buffer.from(init.body as Uint8Array).equals(body)).toBe(true);
    // What a server would compute from the request it received.
    const { authorization, ...signed } = headers;
    const expected = signV4(
      { method: 'PUT', url: new URL(sentUrl), headers: signed, payloadHash: sha256Hex(body) },
      { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+1', region: 'eu-central-1', service: 's3' },
    );
    expect(authorization).toBe(expected.authorization);
    expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-central-1\/s3\/aws4_request,SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/);
  });

  it('DELETEs objects, and reports failures of the store', async () => {
    const ok = stubFetch(204);
    await new S3Storage({ ...options, fetch: ok.fn }).remove('general-f.png');
    expect(ok.calls[0]).toMatchObject({ url: 'http://127.0.0.1:9000/tumbuh-media/general-f.png', init: { method: 'DELETE' } });
    const denied = stubFetch(403);
    await expect(new S3Storage({ ...options, fetch: denied.fn }).put('general-g.png', Buffer.from('x'))).rejects.toThrow(/S3 PUT general-g.png failed: 403/);
  });

  it('defaults to the AWS regional endpoint and needs credentials', () => {
    const storage = new S3Storage({ bucket: 'b-1', region: 'ap-southeast-3', accessKeyId: 'a', secretAccessKey: 's' });
    expect(storage.urlOf('general-h.png')).toBe('https://s3.ap-southeast-3.amazonaws.com/b-1/general-h.png');
    expect(() => new S3Storage({ bucket: 'b-1', region: 'us-east-1' })).toThrow(StartupError);
  });
});

describe('createStorage', () => {
  it('picks the local disk by default and S3 when a bucket is configured', () => {
    const local = createStorage({ dataDir: dir, s3: undefined });
    expect(local).toBeInstanceOf(LocalDiskStorage);
    expect(local.localDir).toBe(path.join(dir, 'uploads'));
    expect(createStorage({ dataDir: dir, s3: { bucket: 'media', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's' } })).toBeInstanceOf(S3Storage);
  });
});
