/**
 * The schema change check's rules (scripts/schema-check.mjs runs them; README, "Adopting the schema").
 * contract/released.graphql is the contract as last released; contract/CHANGELOG.md says what each
 * release changed, and its newest entry names the released file's digest.
 */
import { createHash } from 'node:crypto';
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildClientSchema, buildSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

export const CURRENT = 'schema.graphql';
export const RELEASED = 'contract/released.graphql';
export const CHANGELOG = 'contract/CHANGELOG.md';

export interface ContractCheck {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
  /** What fails the check, one sentence each. */
  problems: string[];
}

/** The digest a CHANGELOG entry names for a released contract (line endings do not count). */
export function contractDigest(sdl: string): string {
  return `sha256:${createHash('sha256').update(sdl.replace(/\r\n/g, '\n')).digest('hex')}`;
}

/**
 * The digest named by the newest (first) `## ` entry of the CHANGELOG, or null when it names none. An
 * `## Unreleased` entry at the top (additions that go out with the next release) is not a release.
 */
export function newestEntryDigest(changelog: string): string | null {
  const entries = changelog
    .split(/^## /m)
    .slice(1)
    .filter((entry) => !/^Unreleased\b/.test(entry));
  const newest = entries[0];
  if (newest === undefined) return null;
  return /Contract digest: `(sha256:[0-9a-f]{64})`/.exec(newest)?.[1] ?? null;
}

/**
 * Compares the schema with the released contract. Returns the changes by criticality and the
 * problems that fail the check.
 */
export async function checkContract({ released, current, changelog }: { released: string; current: string; changelog: string }): Promise<ContractCheck> {
  const changes = await diff(buildSchema(released), buildSchema(current));
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const dangerous = changes.filter((change) => change.criticality.level === CriticalityLevel.Dangerous);
  const safe = changes.filter((change) => change.criticality.level === CriticalityLevel.NonBreaking);
  const problems: string[] = [];
  for (const change of breaking) {
    problems.push(`Breaking change against ${RELEASED}: ${change.message}`);
  }
  const named = newestEntryDigest(changelog);
  const digest = contractDigest(released);
  if (named !== digest) {
    problems.push(
      named === null
        ? `${CHANGELOG} has no entry naming the released contract's digest (${digest}).`
        : `${RELEASED} changed without a ${CHANGELOG} entry: the newest entry names ${named}, the released file is ${digest}.`,
    );
  }
  return { breaking, dangerous, safe, problems };
}

/** What a server's schema lacks or changed of the released contract; additions of its own pass. */
export async function checkServer({ released, served }: { released: string; served: GraphQLSchema }): Promise<string[]> {
  const changes = await diff(buildSchema(released), served);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => `The server breaks the released contract: ${change.message}`);
}

/** The schema a GraphQL server over HTTP describes by introspection. */
export async function introspectServer(url: string, headers: Record<string, string> = {}): Promise<GraphQLSchema> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: false }) }),
  });
  if (!response.ok) throw new Error(`${url} answered introspection with HTTP ${response.status}`);
  const body = (await response.json()) as { data?: IntrospectionQuery; errors?: { message: string }[] };
  if (!body.data) throw new Error(`${url} refused introspection: ${body.errors?.[0]?.message ?? 'no data'}`);
  return buildClientSchema(body.data);
}
