import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedDocuments } from '../../build/split-documents';
import * as generated from '../../src/graphql/__generated__/graphql';

const source = readFileSync(new URL('../../src/graphql/__generated__/graphql.ts', import.meta.url), 'utf8');

describe('the generated documents, one module each in the production build', () => {
  it('reads every runtime export of the generated module, each the same document the app uses', () => {
    const documents = generatedDocuments(source);
    expect([...documents.keys()].sort()).toEqual(Object.keys(generated).sort());
    for (const [name, json] of documents) {
      expect(JSON.parse(json), name).toEqual((generated as Record<string, unknown>)[name]);
    }
  });

  it('stops the build on an export it cannot read, rather than leave it out', () => {
    expect(() => generatedDocuments(`${source}\nexport const helper = () => 1;\n`)).toThrow(/cannot read this export/);
    expect(() => generatedDocuments('export type Only = string;\n')).toThrow(/no documents/);
  });
});
