// Fails when the committed codegen output differs from what schema.graphql and the documents produce.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const outputs = ['src/graphql/__generated__', 'domain/__generated__', 'mocks/__generated__'];
const backup = mkdtempSync(join(tmpdir(), 'codegen-check-'));
const snapshot = (dir) =>
  existsSync(dir) ? Object.fromEntries(readdirSync(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')])) : {};

const before = Object.fromEntries(outputs.map((dir) => [dir, snapshot(dir)]));
outputs.forEach((dir, index) => existsSync(dir) && cpSync(dir, join(backup, String(index)), { recursive: true }));
try {
  execFileSync(process.execPath, ['node_modules/@graphql-codegen/cli/cjs/bin.js', '--config', 'codegen.ts', '--silent'], {
    stdio: 'inherit',
  });
} catch {
  console.error('codegen failed');
  process.exit(1);
}
const stale = [];
for (const dir of outputs) {
  const after = snapshot(dir);
  const files = new Set([...Object.keys(before[dir]), ...Object.keys(after)]);
  for (const file of files) if (before[dir][file] !== after[file]) stale.push(join(dir, file));
}
if (stale.length > 0) {
  // Put the committed files back so the check changes nothing, then fail.
  outputs.forEach((dir, index) => {
    rmSync(dir, { recursive: true, force: true });
    if (existsSync(join(backup, String(index)))) cpSync(join(backup, String(index)), dir, { recursive: true });
  });
  console.error(`Generated code is stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
rmSync(backup, { recursive: true, force: true });
console.log('codegen output is current');
