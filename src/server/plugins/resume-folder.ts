import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensureResumesDirectory, resumesDirectory } from '../services/careers/resume-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The folder under DATA_DIR where resumes are kept (never served as a static file). */
    resumesDirectory: string;
  }
}

/** Makes sure the resume folder exists at start, for the apply route, HR's downloads and the sweep. */
export const resumeFolder = fp(
  async (app: FastifyInstance) => {
    const directory = resumesDirectory(app.config.dataDir);
    await ensureResumesDirectory(directory);
    app.decorate('resumesDirectory', directory);
  },
  { name: 'resume-folder' },
);
