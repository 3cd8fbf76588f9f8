import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase, migrateToLatest } from './db/database.js';
import { ensureFirstOwner } from './services/admin/ensure-first-owner.js';
import { sealStoredTotpSecrets } from './services/admin/totp-secret-sealing.js';
import {
  generatedPasswordBlock,
  perInstanceLimitsWarning,
  servedAddress,
  siteRunningLine,
  siteUrlMismatchWarning,
} from './startup-messages.js';

/** Starts the server: validated configuration, the database migrated (here, once), then listen on PORT. */
async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  await migrateToLatest(database.db);
  const totpSecrets = await sealStoredTotpSecrets(database.db, config.totpSecretKey);
  // Checking ADMIN_PASSWORD against the first owner's scrypt hash takes a quarter of a second in the thread pool:
  // it runs while the app is built (the geolocation database is read meanwhile), and the server
  // listens only once it is done, so no login ever meets the previous password.
  const [app, adminPassword] = await Promise.all([
    buildApp({ config, database }),
    ensureFirstOwner(database.db, { password: config.adminPassword, email: config.adminEmail }),
  ]);
  if (adminPassword.kind === 'set-from-environment') {
    app.log.info("the owner's password was set from ADMIN_PASSWORD; the owner's sessions were revoked");
  }
  if (adminPassword.kind === 'upgraded') {
    app.log.info('the shared admin password now belongs to the first owner account');
  }
  if (totpSecrets.sealedNow > 0) {
    app.log.info({ count: totpSecrets.sealedNow }, "authenticator apps' secrets sealed with TOTP_SECRET_KEY");
  }
  if (totpSecrets.unsealed > 0) {
    app.log.warn(
      { count: totpSecrets.unsealed },
      "authenticator apps' secrets are stored unsealed: set TOTP_SECRET_KEY to seal them",
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // The app first finishes its requests and its plugins' own closing, then the database closes.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } finally {
    // Printed once, to the terminal only (the database keeps just its hash), after the build's
    // and the server's own output; even when listening failed, as it will not be generated again.
    if (adminPassword.kind === 'generated') {
      process.stdout.write(`\n${generatedPasswordBlock(adminPassword.password)}\n\n`);
    }
  }
  const address = servedAddress(config.host, (app.server.address() as AddressInfo).port);
  const siteUrlWarning = siteUrlMismatchWarning(config.siteUrl, address);
  if (siteUrlWarning) process.stderr.write(`${siteUrlWarning}\n`);
  const limitsWarning = perInstanceLimitsWarning(config);
  if (limitsWarning) process.stderr.write(`${limitsWarning}\n`);
  process.stdout.write(`${siteRunningLine(address)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
