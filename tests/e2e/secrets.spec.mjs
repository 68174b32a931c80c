import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from './fixtures.mjs';
import { fileURLToPath } from 'node:url';

/**
 * Scans the production build (the folder playwright.config.ts built and serves: E2E_OUT_DIR, else dist/) for
 * secrets: private keys, cloud and chat tokens, JWTs, credential assignments, long random strings,
 * and the values of the project's .env files and of secret-looking variables of the build's
 * environment. Only the labelled demo defaults of the receipt form (domain/receipt-config.ts) may appear.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_DIR = process.env.E2E_OUT_DIR ? path.resolve(process.env.E2E_OUT_DIR) : path.join(ROOT, 'dist');
const TEXT_FILE = /\.(js|mjs|cjs|html|css|json|svg|txt|map|webmanifest|xml)$/;

/** The demo credentials of the receipt form, read from their source, each labelled as not secret. */
function demoReceiptDefaults() {
  const source = readFileSync(path.join(ROOT, 'domain', 'receipt-config.ts'), 'utf8');
  const block = /DEMO_RECEIPT_FORM_CONFIG[^=]*=\s*\{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(\w+):\s*'([^']*)'/g)].map(([, key, value]) => [key, value]));
}

/** Whether a demo value carries its label (the hex key spells it once decoded). */
function labelledDemo(value) {
  const text = /^[0-9a-f]+$/i.test(value) && value.length % 2 === 0 ? Buffer.from(value, 'hex').toString('utf8') : value;
  return /demo/i.test(text) && /not-secret/i.test(text);
}

/** Shannon entropy in bits per character. */
function entropy(text) {
  const counts = new Map();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const p = count / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Public strings of libraries in the bundle that look random but are not secrets, each with its reason.
 */
const KNOWN_PUBLIC = new Map([
  ['useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict', 'the URL-safe alphabet of the nanoid id generator'],
  ['__MAGIC_MINUS_INFINITY__71d4310a_d4a3_4a05_b1fe_e60779d24998', "the query compiler's (graphql-jit) stand-in for -Infinity in a result"],
  ['__MAGIC_PLUS_INFINITY__bb201c39_3333_4695_b4ad_7f1722e7aa7a', "the query compiler's (graphql-jit) stand-in for Infinity in a result"],
]);

/** Patterns of well-known secret formats. */
const SECRET_PATTERNS = [
  ['private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g],
  ['AWS access key id', /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/g],
  ['AWS secret access key', /aws.{0,20}?(?:secret|private).{0,20}?["'`][0-9A-Za-z/+]{40}["'`]/gi],
  ['GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/g],
  ['Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/g],
  ['Slack webhook', /hooks\.slack\.com\/services\/[A-Za-z0-9/]+/g],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['Stripe secret key', /\b[rs]k_live_[0-9A-Za-z]{16,}\b/g],
  ['JSON Web Token', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g],
  ['URL with a password', /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"'`]+:[^\s/@"'`]{3,}@[^\s"'`]+/gi],
];

/** `name: "value"` / `name = "value"` for a credential-like name. */
const CREDENTIAL_ASSIGNMENT =
  /\b[A-Za-z_$]*(?:secret|password|passwd|api_?key|signing_?key|encryption_?key|private_?key|access_?token|auth_?token|bearer_?token|refresh_?token)[A-Za-z_$]*["']?\s*[:=]\s*["'`]([^"'`\s]{8,})["'`]/gi;

/** Every finding in `text`: [kind, match]. */
export function findSecrets(text, { allowed = new Set(), envValues = [] } = {}) {
  const findings = [];
  for (const [kind, pattern] of SECRET_PATTERNS) {
    for (const match of text.matchAll(pattern)) if (!allowed.has(match[0])) findings.push([kind, match[0]]);
  }
  for (const match of text.matchAll(CREDENTIAL_ASSIGNMENT)) {
    if (!allowed.has(match[1])) findings.push(['credential assignment', match[0]]);
  }
  // Long random-looking literals: mixed case and digits, no path or file name, high entropy.
  for (const match of text.matchAll(/(["'`])([A-Za-z0-9+/_=-]{32,})\1/g)) {
    const value = match[2];
    if (allowed.has(value) || KNOWN_PUBLIC.has(value) || value.includes('/')) continue;
    const count = (pattern) => value.match(pattern)?.length ?? 0;
    if (count(/[0-9]/g) >= 3 && count(/[A-Z]/g) >= 3 && count(/[a-z]/g) >= 3 && entropy(value) >= 4.3) {
      findings.push(['high-entropy string', value]);
    }
  }
  for (const [name, value] of envValues) if (text.includes(value)) findings.push([`value of ${name}`, value]);
  return findings;
}

/** KEY=VALUE pairs of the project's .env files. */
function dotEnvValues() {
  const pairs = [];
  for (const name of readdirSync(ROOT).filter((file) => /^\.env(\..+)?$/.test(file) && !file.endsWith('.example'))) {
    for (const line of readFileSync(path.join(ROOT, name), 'utf8').split(/\r?\n/)) {
      const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
      if (!match) continue;
      const value = match[2].trim().replace(/^(['"])(.*)\1$/, '$2');
      if (value.length >= 8) pairs.push([`${match[1]} (${name})`, value]);
    }
  }
  return pairs;
}

/** Values of secret-looking variables of the environment the build ran in. */
function processEnvSecrets() {
  return Object.entries(process.env)
    .filter(([name, value]) => /SECRET|TOKEN|PASSWORD|PRIVATE|API_KEY|ACCESS_KEY|SIGNING|ENCRYPTION/i.test(name) && (value ?? '').length >= 8)
    .map(([name, value]) => [name, value]);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

test.describe('production build secrets', () => {
  test('the scanner recognises each kind of secret (so a clean scan means something)', () => {
    // Built at run time so that no file of the repository holds them.
    const samples = [
      ['-----BEGIN RSA ', 'PRIVATE KEY-----'],
      ['AKIA', 'Z7QXW4PLM2NB8RTY'],
      ['ghp_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'],
      ['xoxb-', '1234567890-abcdefghij'],
      ['eyJhbGciOiJIUzI1NiJ9', '.eyJzdWIiOiIxMjM0NTYifQ.c2lnbmF0dXJlLXZhbHVl'],
      ['const apiKey = "', 'live-9f8e7d6c5b"'],
      ['"k7P2xQ9mZ4vR1tB8nW3', 'yL6sD0fH5jC2gA9eU4"'],
    ].map((parts) => parts.join(''));
    for (const sample of samples) assert.notDeepEqual(findSecrets(`x(${sample});`), [], `not recognised: ${sample}`);
    assert.deepEqual(findSecrets('x("a plain sentence", "assets/route-Bx12Cd34.js", "#0b3d91")'), []);
    assert.deepEqual(findSecrets('send(token)', { envValues: [['TOKEN', 'hunter2hunter2']] }), []);
    assert.notDeepEqual(findSecrets('send("hunter2hunter2")', { envValues: [['TOKEN', 'hunter2hunter2']] }), []);
  });

  test('the demo defaults of the receipt form are labelled as such', () => {
    const demo = demoReceiptDefaults();
    for (const key of ['bearerToken', 'signingKey', 'encryptionKey']) {
      assert.ok(demo[key], `demo ${key} is defined`);
      assert.ok(labelledDemo(demo[key]), `demo ${key} says it is a demo value, not a secret`);
    }
  });

  test('the build holds no secret but those demo defaults', () => {
    assert.ok(existsSync(path.join(BUILD_DIR, 'index.html')), `no build at ${BUILD_DIR}`);
    const demo = demoReceiptDefaults();
    const allowed = new Set(Object.values(demo).filter(labelledDemo));
    const envValues = [...dotEnvValues(), ...processEnvSecrets()].filter(([, value]) => !allowed.has(value));
    const findings = [];
    let scanned = 0;
    for (const file of files(BUILD_DIR)) {
      const relative = path.relative(BUILD_DIR, file);
      assert.ok(!relative.endsWith('.map'), `source map shipped: ${relative}`);
      if (!TEXT_FILE.test(file)) continue;
      scanned += 1;
      for (const [kind, value] of findSecrets(readFileSync(file, 'utf8'), { allowed, envValues })) {
        findings.push(`${relative}: ${kind}: ${value.slice(0, 120)}`);
      }
    }
    assert.ok(scanned > 10, `scanned ${scanned} files`);
    assert.deepEqual(findings, []);
  });
});
