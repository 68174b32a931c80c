import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { generatedDocuments } from '../../build/split-documents';
import * as generated from '../../src/graphql/__generated__/graphql';

const source = readFileSync(new URL('../../src/graphql/__generated__/graphql.ts', import.meta.url), 'utf8');

/**
 * Why the build keeps this plugin: GraphQL Code Generator's client preset (codegen.ts) writes every
 * document into one module, and a bundler puts one module in one chunk, so without the plugin every
 * screen's documents load with the shell. Measured on the production build (scripts/bundle-report.mjs):
 * each dashboard's first load is 427.0 KB gz without the plugin and 417.9 KB with it. A preset that
 * writes each document next to its screen would make the plugin unnecessary, at the cost of changing
 * where every screen imports its documents from; the plugin reads the generated module's syntax tree,
 * so codegen may lay its output out as it likes.
 */
describe('the generated documents, one module each in the production build', () => {
  it('is needed: the documents of all screens together are many times what the first screen uses', () => {
    const documents = generatedDocuments(source);
    const gzipped = (names: string[]) => gzipSync(names.map((name) => documents.get(name)).join('\n'), { level: 9 }).length;
    const firstScreen = ['DashboardScreenDocument', 'ShellViewerDocument', 'ShellNotificationsDocument'];
    for (const name of firstScreen) expect(documents.has(name), name).toBe(true);
    expect(gzipped([...documents.keys()])).toBeGreaterThan(8 * gzipped(firstScreen));
  });

  it('reads documents however the module is laid out: across lines, with comments, several per statement', () => {
    const documents = generatedDocuments(
      [
        "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
        '/** A query. */',
        'export type AQuery = { a: string };',
        'export const ADocument = {',
        '  "kind": "Document", // the document',
        '  "definitions": []',
        '} as unknown as DocumentNode<AQuery, {}>;',
        'export const BDocument = { "kind": "Document" } satisfies object, CDocument = { "kind": "Document", "definitions": [{}] };',
        'export type { AQuery as Renamed };',
      ].join('\n'),
    );
    expect([...documents.keys()]).toEqual(['ADocument', 'BDocument', 'CDocument']);
    expect(documents.get('ADocument')).toBe('{\n  "kind": "Document", // the document\n  "definitions": []\n}');
    expect(documents.get('CDocument')).toBe('{ "kind": "Document", "definitions": [{}] }');
  });

  it('reads every runtime export of the generated module, each the same document the app uses', () => {
    const documents = generatedDocuments(source);
    expect([...documents.keys()].sort()).toEqual(Object.keys(generated).sort());
    for (const [name, json] of documents) {
      expect(JSON.parse(json), name).toEqual((generated as Record<string, unknown>)[name]);
    }
  });

  it('stops the build on an export it cannot read, rather than leave it out', () => {
    expect(() => generatedDocuments(`${source}\nexport const helper = () => 1;\n`)).toThrow(/cannot read this export/);
    expect(() => generatedDocuments(`${source}\nconst hidden = {};\nexport { hidden };\n`)).toThrow(/cannot read this export/);
    expect(() => generatedDocuments(`${source}\nexport * from './more';\n`)).toThrow(/cannot read this export/);
    expect(() => generatedDocuments('export type Only = string;\n')).toThrow(/no documents/);
  });
});
