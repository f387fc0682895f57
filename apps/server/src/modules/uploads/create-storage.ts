import path from 'node:path';
import type { Config } from '../../config/env';
import type { S3Storage as S3StorageClass } from './s3-storage';
import { LocalDiskStorage, type FileStorage } from './storage';

/**
 * Local disk under DATA_DIR/uploads by default; the S3-compatible store when S3_BUCKET is set. The
 * AWS SDK (about 20 MB of memory in every server process) is loaded only then.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (!config.s3) return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3Storage } = require('./s3-storage') as { S3Storage: typeof S3StorageClass };
  return new S3Storage(config.s3);
}
