import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { connectDatabase, migrateToLatest } from './db/database.js';
import { ensureAdminPassword } from './services/admin/ensure-admin-password.js';

/** Starts the server: validated configuration, the database migrated (here, once), then listen on PORT. */
async function main() {
  const config = loadConfig();
  const database = connectDatabase(config.database);
  await migrateToLatest(database.db);
  // Checking ADMIN_PASSWORD against its scrypt hash takes a quarter of a second in the thread pool:
  // it runs while the app is built (the geolocation database is read meanwhile), and the server
  // listens only once it is done, so no login ever meets the previous password.
  const [app, adminPassword] = await Promise.all([
    buildApp({ config, database }),
    ensureAdminPassword(database.db, config.adminPassword),
  ]);
  if (adminPassword.kind === 'generated') {
    // Printed once, to the terminal only; the database keeps just its hash.
    process.stdout.write(
      `\nA new admin password was generated. Store it now; it is not shown again:\n\n    ${adminPassword.password}\n\nSet ADMIN_PASSWORD or run \`npm run admin:password\` to change it.\n\n`,
    );
  } else if (adminPassword.kind === 'set-from-environment') {
    app.log.info('admin password set from ADMIN_PASSWORD; existing admin sessions were revoked');
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

  await app.listen({ host: config.host, port: config.port });
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
