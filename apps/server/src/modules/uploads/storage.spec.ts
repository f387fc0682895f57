import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StartupError } from '../../startup-error';
import { createStorage } from './create-storage';
import { contentTypeOfKey, sniffImageType } from './image-type';
import { S3Storage } from './s3-storage';
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

describe('S3Storage (AWS SDK v3 client; the whole cycle runs against a real S3 server in s3-storage.int.spec.ts)', () => {
  const options = { bucket: 'tumbuh-media', endpoint: 'http://127.0.0.1:9000/', region: 'eu-central-1', accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+1' };

  it('answers /uploads urls served by the app, and knows only its own keys', () => {
    const storage = new S3Storage(options);
    expect(storage.urlOf('general-e.png')).toBe('/uploads/general-e.png');
    expect(storage.keyOf('/uploads/general-e.png')).toBe('general-e.png');
    expect(storage.keyOf('/uploads/../etc/passwd')).toBeUndefined();
    // Records written by the earlier client (the bucket's path-style address) are still ours.
    expect(storage.keyOf('http://127.0.0.1:9000/tumbuh-media/general-e.png')).toBe('general-e.png');
    expect(storage.keyOf('http://127.0.0.1:9000/other-bucket/general-e.png')).toBeUndefined();
    expect(storage.localDir).toBeUndefined();
  });

  it('answers urls under a configured public base (a CDN or a public bucket)', () => {
    const storage = new S3Storage({ ...options, publicUrl: 'https://media.example.org/tumbuh/' });
    expect(storage.urlOf('author-a.webp')).toBe('https://media.example.org/tumbuh/author-a.webp');
    expect(storage.keyOf('https://media.example.org/tumbuh/author-a.webp')).toBe('author-a.webp');
    expect(storage.keyOf('https://media.example.org/other/author-a.webp')).toBeUndefined();
  });

  it('configures the SDK client: endpoint, region, path-style, retries, explicit credentials with a session token', async () => {
    const storage = new S3Storage({ ...options, sessionToken: 'session-1', maxAttempts: 5 });
    const config = storage.client.config;
    expect(await config.region()).toBe('eu-central-1');
    expect(config.forcePathStyle).toBe(true);
    expect(await config.maxAttempts()).toBe(5);
    const endpoint = await config.endpoint!();
    expect(`${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`).toBe('http://127.0.0.1:9000');
    expect(await config.credentials()).toMatchObject({ accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key+1', sessionToken: 'session-1' });
    storage.close();
  });

  it('without explicit keys, takes credentials from the standard provider chain (session tokens included)', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'ASIACHAIN', AWS_SECRET_ACCESS_KEY: 'chain-secret', AWS_SESSION_TOKEN: 'chain-token' });
    try {
      const storage = new S3Storage({ bucket: 'tumbuh-media', region: 'ap-southeast-3' });
      expect(await storage.client.config.credentials()).toMatchObject({ accessKeyId: 'ASIACHAIN', secretAccessKey: 'chain-secret', sessionToken: 'chain-token' });
      expect(storage.client.config.forcePathStyle).toBe(false);
      storage.close();
    } finally {
      for (const k of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN']) if (saved[k] === undefined) delete process.env[k];
    }
  });

  it('refuses half a key pair and an invalid bucket name at start-up', () => {
    expect(() => new S3Storage({ bucket: 'b-1', region: 'us-east-1', accessKeyId: 'a' })).toThrow(StartupError);
    expect(() => new S3Storage({ bucket: 'Bad_Bucket', region: 'us-east-1' })).toThrow(StartupError);
  });
});

describe('createStorage', () => {
  it('picks the local disk by default and S3 when a bucket is configured', () => {
    const local = createStorage({ dataDir: dir, s3: undefined });
    expect(local).toBeInstanceOf(LocalDiskStorage);
    expect(local.localDir).toBe(path.join(dir, 'uploads'));
    expect(createStorage({ dataDir: dir, s3: { bucket: 'media', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 's', maxAttempts: 3 } })).toBeInstanceOf(S3Storage);
  });
});
