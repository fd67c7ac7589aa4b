// `npm test`: typecheck, lint, unit + integration tests (vitest), browser tests (Playwright),
// then one summary. Exits non-zero when any step fails.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Not under test-results/: Playwright empties its output folder when it starts.
const out = path.join(root, 'node_modules', '.cache', 'oa-test');
fs.mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [];
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

/** Steps at once, each one's output kept and printed whole when it ends (typecheck and lint use a core each). */
async function runTogether(list) {
  await Promise.all(
    list.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          const chunks = [];
          child.stdout.on('data', (c) => chunks.push(c));
          child.stderr.on('data', (c) => chunks.push(c));
          child.on('close', (code) => {
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(chunks));
            steps.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
            resolve();
          });
        }),
    ),
  );
}

await runTogether([
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
]);
const vitestJson = path.join(out, 'vitest.json');
run('unit + integration (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const pwJson = path.join(out, 'playwright.json');
run('browser (playwright)', bin('playwright'), ['test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
});

let passed = 0;
let failed = 0;
let skipped = 0;
// The names of failed tests go in the summary: a CI log is often read from its tail only.
const failedNames = [];
if (fs.existsSync(vitestJson)) {
  const v = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failedNames.push(`${path.relative(root, file.name)} > ${t.fullName ?? t.title}`);
    }
  }
}
if (fs.existsSync(pwJson)) {
  const p = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected')
          failedNames.push(`[${t.projectName}] ${spec.file}:${spec.line} > ${[...trail, spec.title].join(' > ')}`);
      }
    }
    for (const s of suite.suites ?? []) walk(s, s.title && !s.title.endsWith('.ts') ? [...trail, s.title] : trail);
  };
  for (const s of p.suites ?? []) walk(s, []);
}
const failedSteps = steps.filter((s) => !s.ok);
console.log('\n=== summary ===');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
// A failed step with no failed test (typecheck, lint, a crashed runner) still counts as one failure.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
