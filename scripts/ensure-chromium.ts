/**
 * The end-to-end tests drive Debian's Chromium. Finds it at CHROME_PATH or /usr/bin/chromium;
 * when it is missing and we are root, installs Debian's package; otherwise says how to.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromePath)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROME_PATH) {
    console.error(
      `Chromium was not found at ${chromePath}.\nInstall it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian’s chromium package…');
  for (const command of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'chromium'],
  ]) {
    const result = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`\`${command.join(' ')}\` failed; install Chromium and run the tests again.`);
      process.exit(1);
    }
  }
}
