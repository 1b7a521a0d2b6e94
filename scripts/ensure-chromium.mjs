// Makes sure the Chromium the end-to-end tests launch exists (CHROMIUM_PATH or /usr/bin/chromium).
// As root it installs Debian's package; otherwise it says what to do and fails.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  console.log(`Chromium found: ${chromium}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error('Chromium is missing: run `sudo apt-get install -y chromium` (Debian) or set CHROMIUM_PATH');
  process.exit(1);
}

console.log(`Chromium is missing at ${chromium}: installing the Debian package`);
try {
  execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error('Installing chromium failed');
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`chromium was installed but ${chromium} does not exist: set CHROMIUM_PATH`);
  process.exit(1);
}
console.log(`Chromium installed: ${chromium}`);
