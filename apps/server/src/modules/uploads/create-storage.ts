import path from 'node:path';
import type { Config } from '../../config/env';
import { S3Storage } from './s3-storage';
import { LocalDiskStorage, type FileStorage } from './storage';

/** Local disk under DATA_DIR/uploads by default; the S3-compatible store when S3_BUCKET is set. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
