/**
 * The schema change check (README, "Adopting the schema").
 *
 * contract/released.graphql is the contract as last released to backend teams; contract/CHANGELOG.md
 * says what each release changed. This check compares schema.graphql with the released contract:
 * - a breaking change (a removed field, a type changed, an argument made required, ...) fails, unless
 *   the released contract is updated in the same commit;
 * - the released contract may change only with a CHANGELOG entry: the newest entry names the digest of
 *   the released file, so a release without its entry (or an entry for another file) fails.
 * Additions and other safe changes pass and are listed; they go out with the next release.
 *
 *   node scripts/schema-check.mjs             check (npm test runs it)
 *   node scripts/schema-check.mjs --release   copy schema.graphql to the released contract and print
 *                                             the digest line for the new CHANGELOG entry
 *   node scripts/schema-check.mjs --server https://api.example.com/graphql
 *                                             introspect a running server and fail on anything of the
 *                                             released contract it lacks or changed (its additions pass);
 *                                             SCHEMA_CHECK_AUTHORIZATION sets an Authorization header
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHANGELOG, checkContract, checkServer, contractDigest, CURRENT, introspectServer, RELEASED } from './schema-contract.ts';

async function main() {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  const current = readFileSync(CURRENT, 'utf8');
  const serverAt = process.argv.indexOf('--server');
  if (serverAt !== -1) {
    const url = process.argv[serverAt + 1];
    if (!url) throw new Error('--server needs the URL of a GraphQL endpoint');
    const authorization = process.env.SCHEMA_CHECK_AUTHORIZATION;
    const served = await introspectServer(url, authorization ? { authorization } : {});
    const problems = await checkServer({ released: readFileSync(RELEASED, 'utf8'), served });
    for (const problem of problems) console.error(problem);
    if (problems.length === 0) console.log(`${url} serves everything of ${RELEASED}.`);
    return problems.length === 0 ? 0 : 1;
  }
  if (process.argv.includes('--release')) {
    writeFileSync(RELEASED, current);
    console.log(`${RELEASED} now holds ${CURRENT}. Add a new entry at the top of ${CHANGELOG} with this line:`);
    console.log(`Contract digest: \`${contractDigest(current)}\``);
    return 0;
  }
  const result = await checkContract({
    released: readFileSync(RELEASED, 'utf8'),
    current,
    changelog: readFileSync(CHANGELOG, 'utf8'),
  });
  for (const change of result.dangerous) console.log(`dangerous (not blocking): ${change.message}`);
  if (result.safe.length > 0) console.log(`${result.safe.length} safe change(s) since the last release; they go out with the next one.`);
  if (result.problems.length === 0) {
    console.log(`${CURRENT} keeps the released contract.`);
    return 0;
  }
  for (const problem of result.problems) console.error(problem);
  console.error(
    `To release a breaking change: node scripts/schema-check.mjs --release, then describe it in ${CHANGELOG} (README, "Adopting the schema").`,
  );
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main();
