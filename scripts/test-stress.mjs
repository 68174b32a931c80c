#!/usr/bin/env node
/**
 * `npm run test:stress`: the screen tests 3 times in a row while a CPU hog keeps one core busy, as on a
 * loaded CI machine. Reports every test that failed in any run (with the runs it failed in) and exits 1
 * when there is one. Time-bounded: the hog stops itself after STRESS_MAX_MINUTES (default 45) even if
 * this script is killed, and each run is stopped after the same bound.
 *
 *   npm run test:stress                       3 runs of the screens project
 *   STRESS_RUNS=5 npm run test:stress         more runs
 *   npm run test:stress -- tests/screens/admin-products.test.tsx   only some files
 *
 * docs/testing.md, "Writing a test that passes every time", says when to run it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.STRESS_RUNS ?? 3);
const MAX_MS = Number(process.env.STRESS_MAX_MINUTES ?? 45) * 60_000;
const files = process.argv.slice(2);

/** A process that spins one core until it is killed or its deadline passes. */
function startHog() {
  const source = `const end = Date.now() + ${MAX_MS}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i += 1) x = (x * 31 + i) % 1000003; }`;
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
}

/** One vitest run of the screens project; resolves with the failed tests' names and the exit code. */
function runOnce(index, outDir) {
  const report = path.join(outDir, `run-${index}.json`);
  const args = [
    path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'screens',
    '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...files,
  ];
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    const limit = setTimeout(() => child.kill('SIGTERM'), MAX_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(limit);
      let failed = [];
      let passed = 0;
      try {
        const result = JSON.parse(readFileSync(report, 'utf8'));
        passed = result.numPassedTests;
        failed = result.testResults.flatMap((file) =>
          file.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${path.relative(ROOT, file.name)} > ${test.fullName}`)
            .concat(file.status === 'failed' && file.assertionResults.length === 0 ? [`${path.relative(ROOT, file.name)} (did not load)`] : []),
        );
      } catch {
        failed = [`run ${index + 1} wrote no report (exit ${code ?? signal})`];
      }
      resolve({ failed, passed, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const outDir = mkdtempSync(path.join(tmpdir(), 'portal-stress-'));
const hog = startHog();
const failures = new Map();
try {
  for (let index = 0; index < RUNS; index += 1) {
    console.log(`\n== stress run ${index + 1} of ${RUNS}, one core kept busy`);
    const { failed, passed, code, seconds } = await runOnce(index, outDir);
    console.log(`== run ${index + 1}: ${passed} passed, ${failed.length} failed in ${seconds.toFixed(0)} s`);
    for (const name of failed) failures.set(name, [...(failures.get(name) ?? []), index + 1]);
    if (code !== 0 && failed.length === 0) failures.set(`run ${index + 1} exited with ${code}`, [index + 1]);
  }
} finally {
  hog.kill('SIGKILL');
  rmSync(outDir, { recursive: true, force: true });
}

if (failures.size > 0) {
  console.log(`\n${failures.size} test(s) failed at least once under load:`);
  for (const [name, runs] of failures) console.log(`- ${name} (run ${runs.join(', ')})`);
} else {
  console.log(`\nEvery screen test passed in all ${RUNS} runs under load.`);
}
process.exit(failures.size > 0 ? 1 : 0);
