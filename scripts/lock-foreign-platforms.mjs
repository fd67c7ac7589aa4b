// Adds lockfile entries for the foreign-platform optional packages (darwin, win32, android, …) of
// native dependencies (Tailwind's oxide, unrs-resolver) that the registry reachable here does not
// serve, so npm writes a lockfile without them and `npm ci` then refuses it as out of sync. Each
// entry carries its `os`/`cpu`, so `npm ci` skips it on this platform without fetching anything.
// Run after any `npm install` that rewrites package-lock.json: `node scripts/lock-foreign-platforms.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  arm: 'arm',
  ia32: 'ia32',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  return { os, cpu };
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `node_modules/${dep}`;
    if (lock.packages[at] || lock.packages[`${key}/${at}`]) continue;
    const { os, cpu } = platformOf(dep);
    if (!cpu) throw new Error(`cannot tell the platform of ${dep}; add it by hand`);
    if (os === process.platform && cpu === process.arch) throw new Error(`${dep} is for this platform yet missing`);
    lock.packages[at] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-foreign-platforms: ${added} entries added`);
