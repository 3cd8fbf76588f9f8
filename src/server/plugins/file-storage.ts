import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { importResumeFolder } from '#server/services/careers/resume-folder-import.js';
import { createMediaDiskCache, type MediaDiskCache } from '#server/services/media/media-disk-cache.js';
import { createDatabaseFileStore } from '#server/services/storage/database-file-store.js';
import type { FileStore } from '#server/services/storage/file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where resumes and uploaded media are kept (services/storage): the database. */
    fileStore: FileStore;
    /** Media is served from this instance's copies on disk of the files in the store (services/media). */
    mediaCache: MediaDiskCache;
  }
}

/** The file store and the media copies on disk, with the resumes of the old resume folder (if any) moved into it before the server answers. */
export const fileStorage = fp(
  async (app: FastifyInstance) => {
    const store = createDatabaseFileStore({ now: () => app.now() });
    app.decorate('fileStore', store);
    const mediaCacheDirectory = path.join(app.config.dataDir, 'media-cache');
    app.decorate(
      'mediaCache',
      await createMediaDiskCache({ directory: mediaCacheDirectory, fileStore: store }),
    );
    await importResumeFolder(app.database.db, store, app.config.dataDir, app.log);
  },
  { name: 'file-storage' },
);
