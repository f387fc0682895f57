// The part of tar-stream 3 (which ships no types) that export.service.ts uses.
declare module 'tar-stream' {
  import type { Readable, Writable } from 'node:stream';
  export interface Headers {
    name: string;
    size?: number;
    mode?: number;
    mtime?: Date;
    type?: string;
  }
  export interface Pack extends Readable {
    entry(header: Headers, buffer?: Buffer | string, callback?: (err?: Error | null) => void): Writable;
    finalize(): void;
  }
  export interface Extract extends Writable {
    [Symbol.asyncIterator](): AsyncIterator<Readable & { header: Headers }>;
  }
  export function pack(): Pack;
  export function extract(): Extract;
}
