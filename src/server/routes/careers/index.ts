import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { isResumeFileReferenced } from '../../db/applications-repository.js';
import {
  type ApplicationMailer,
  createApplicationMailer,
} from '../../services/careers/application-mailer.js';
import {
  ensureResumesDirectory,
  resumesDirectory,
  sweepOrphanResumes,
} from '../../services/careers/resume-storage.js';
import { applicationsAdminRoutes } from './applications-admin-routes.js';
import { applyRoute } from './apply-route.js';

/** A file this old that no application names was left by a crash mid-upload. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * `/api/careers`: the public application form's endpoint and HR's admin endpoints. Multipart
 * parsing is registered here only, so no other route accepts uploads.
 */
export async function careersRoutes(app: FastifyInstance) {
  const directory = resumesDirectory(app.config.dataDir);
  await ensureResumesDirectory(directory);

  await app.register(multipart, {
    limits: {
      fileSize: app.config.resumeMaxBytes,
      files: 1,
      fields: 20,
      fieldSize: 2048,
      fieldNameSize: 100,
      parts: 25,
      headerPairs: 50,
    },
  });

  const { smtpUrl, from, hrEmail } = app.config.mail;
  const mailer: ApplicationMailer | undefined = smtpUrl
    ? createApplicationMailer({ smtpUrl, from, hrEmail, siteUrl: app.config.siteUrl, log: app.log })
    : undefined;
  if (mailer) app.addHook('onClose', () => mailer.close());

  app.addHook('onReady', async () => {
    try {
      const removed = await sweepOrphanResumes(
        directory,
        (fileName) => isResumeFileReferenced(app.database.db, fileName),
        app.now(),
        ORPHAN_MIN_AGE_MS,
      );
      if (removed.length > 0) app.log.warn({ removed }, 'removed resume files no application names');
    } catch (error) {
      app.log.error({ err: error }, 'could not check the resume folder for orphan files');
    }
  });

  await app.register(applyRoute, { resumesDirectory: directory, mailer });
  await app.register(applicationsAdminRoutes, { resumesDirectory: directory });
}
