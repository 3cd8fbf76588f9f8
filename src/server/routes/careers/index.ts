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
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

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

  // At start, then every hour: a crash (of this or another process sharing the folder) leaves its
  // files behind, and a server that keeps running must not keep an applicant's resume for good.
  const sweep = async () => {
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
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    sweepTimer = setInterval(() => {
      sweeping ??= sweep().finally(() => {
        sweeping = undefined;
      });
    }, ORPHAN_SWEEP_INTERVAL_MS);
    sweepTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer);
    await sweeping;
  });

  await app.register(applyRoute, { resumesDirectory: directory, mailer });
  await app.register(applicationsAdminRoutes, { resumesDirectory: directory });
}
