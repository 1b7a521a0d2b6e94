/** What the file calls share: the storage chosen by `FILE_STORAGE`, the link signer, the clock and the size limit. */
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { DatabaseStorage } from './database-storage';
import { FolderStorage } from './folder-storage';
import { LinkSigner } from './signed-links';
import type { FileStorage } from './storage';

export interface FileDeps {
  db: Database;
  storage: FileStorage;
  links: LinkSigner;
  clock: () => Date;
  /** Largest file accepted (`FILE_MAX_BYTES`). */
  maxBytes: number;
}

export function openFileStorage(config: Pick<ServerConfig, 'fileStorage' | 'dataDir'>, db: Database, clock: () => Date): FileStorage {
  return config.fileStorage === 'database' ? new DatabaseStorage(db, clock) : new FolderStorage(join(config.dataDir, 'files'));
}

export function fileDeps(ctx: { db: Database; config: ServerConfig; clock: () => Date }): FileDeps {
  const clock = () => ctx.clock();
  return {
    db: ctx.db,
    storage: openFileStorage(ctx.config, ctx.db, clock),
    links: new LinkSigner(ctx.db),
    clock,
    maxBytes: ctx.config.fileMaxBytes,
  };
}
