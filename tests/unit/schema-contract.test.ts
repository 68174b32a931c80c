import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkContract, checkServer, contractDigest, introspectServer, newestEntryDigest } from '../../scripts/schema-contract';

const released = `
"A dealer."
type Dealer {
  "The dealer's id."
  id: ID!
  "The dealer's trading name."
  name: String!
}
"Entry points."
type Query {
  "Dealers the viewer may see."
  dealers: [Dealer!]!
}
`;

function changelogFor(sdl: string, older = ''): string {
  return `# Schema changelog\n\n## 2 — 2026-11-24\n\nWhat changed.\n\nContract digest: \`${contractDigest(sdl)}\`\n${older}`;
}

describe('the schema change check', () => {
  it('passes a schema equal to the released contract whose CHANGELOG names it', async () => {
    const result = await checkContract({ released, current: released, changelog: changelogFor(released) });
    expect(result.problems).toEqual([]);
    expect(result.breaking).toEqual([]);
  });

  it('lets an addition through and counts it as safe', async () => {
    const current = released.replace('name: String!', 'name: String!\n  "The dealer\'s city, null when unknown."\n  city: String');
    const result = await checkContract({ released, current, changelog: changelogFor(released) });
    expect(result.problems).toEqual([]);
    expect(result.safe.map((change) => [change.type, change.path])).toContainEqual(['FIELD_ADDED', 'Dealer.city']);
    expect(result.breaking).toEqual([]);
  });

  it('fails a removed field and a changed type until the released contract is updated', async () => {
    const current = released.replace('  "The dealer\'s trading name."\n  name: String!\n', '').replace('id: ID!', 'id: String!');
    const result = await checkContract({ released, current, changelog: changelogFor(released) });
    expect(result.problems).toEqual([
      expect.stringContaining("Field 'name' was removed from object type 'Dealer'"),
      expect.stringContaining("Field 'Dealer.id' changed type from 'ID!' to 'String!'"),
    ]);
    const afterRelease = await checkContract({ released: current, current, changelog: changelogFor(current, changelogFor(released)) });
    expect(afterRelease.problems).toEqual([]);
  });

  it('fails a released contract changed without a new CHANGELOG entry', async () => {
    const current = released.replace('dealers: [Dealer!]!', 'dealers: [Dealer!]');
    const result = await checkContract({ released: current, current, changelog: changelogFor(released) });
    expect(result.problems).toEqual([expect.stringMatching(/^contract\/released\.graphql changed without a contract\/CHANGELOG\.md entry/)]);
  });

  it('reads the digest of the newest entry only', () => {
    const older = `\n## 1 — 2026-01-01\n\nContract digest: \`${contractDigest('old')}\`\n`;
    expect(newestEntryDigest(changelogFor(released, older))).toBe(contractDigest(released));
    expect(newestEntryDigest('# Schema changelog\n\nNothing released yet.\n')).toBeNull();
  });

  it('passes over an Unreleased entry at the top, which names no digest', () => {
    const changelog = changelogFor(released).replace(/^## /m, '## Unreleased\n\nAdditions, which go out with the next release.\n\n## ');
    expect(changelog).toMatch(/^## Unreleased$/m);
    expect(newestEntryDigest(changelog)).toBe(contractDigest(released));
    expect(newestEntryDigest('# Schema changelog\n\n## Unreleased\n\nNothing released yet.\n')).toBeNull();
  });
});

describe('checking a running server against the released contract', () => {
  /** A GraphQL endpoint over HTTP on a free loopback port that serves `sdl` (introspection only). */
  async function serve(sdl: string): Promise<{ url: string; close: () => Promise<void> }> {
    const schema = buildSchema(sdl);
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', async () => {
        const { query } = JSON.parse(body) as { query: string };
        const result = await graphql({ schema, source: query });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/graphql`, close: () => new Promise((resolve) => server.close(() => resolve())) };
  }

  it('passes a server that serves the contract and more, and lists what another one lacks', async () => {
    const complete = await serve(released.replace('name: String!', 'name: String!\n  city: String'));
    const partial = await serve(released.replace('  "The dealer\'s trading name."\n  name: String!\n', ''));
    try {
      expect(await checkServer({ released, served: await introspectServer(complete.url) })).toEqual([]);
      expect(await checkServer({ released, served: await introspectServer(partial.url) })).toEqual([
        "The server breaks the released contract: Field 'name' was removed from object type 'Dealer'",
      ]);
    } finally {
      await complete.close();
      await partial.close();
    }
  });

  it('says why when the server answers without a schema', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: 'Introspection is disabled' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(introspectServer(`http://127.0.0.1:${port}/`)).rejects.toThrow('refused introspection: Introspection is disabled');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
