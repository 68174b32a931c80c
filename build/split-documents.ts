import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const DOCUMENT_PREFIX = '\0portal-document:';

/** One line of the generated module: `export const NameDocument = {…} as unknown as DocumentNode<…>;`. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;

/**
 * The generated module's documents, by export name. Every runtime export of the module must be a
 * document on one line; anything else stops the build rather than going missing from it.
 */
export function generatedDocuments(source: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of source.split('\n')) {
    if (!line.startsWith('export const ')) continue;
    const match = DOCUMENT_LINE.exec(line);
    if (!match) throw new Error(`split documents: cannot read this export of the generated documents: ${line.slice(0, 120)}`);
    documents.set(match[1], match[2]);
  }
  if (documents.size === 0) throw new Error('split documents: the generated module has no documents');
  return documents;
}

/**
 * Production builds only: each generated GraphQL document becomes a module of its own.
 *
 * GraphQL Code Generator writes every screen's documents into one module
 * (src/graphql/__generated__/graphql.ts), and a bundler places a module in one chunk, so every
 * document (about 150 KB of minified syntax trees) loaded with the shell. The plugin serves that
 * module as a list of re-exports, one small module per document, marked free of side effects; the
 * bundler follows each import through it to its document, so a document ships with the screen that
 * uses it. Types, tests and the development server use the generated module as written.
 */
export function splitDocumentsPlugin(generatedFile = 'src/graphql/__generated__/graphql.ts'): Plugin {
  let file = '';
  let documents: Map<string, string> | null = null;
  return {
    name: 'portal:split-documents',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      file = path.resolve(config.root, generatedFile);
    },
    resolveId(source) {
      return source.startsWith(DOCUMENT_PREFIX) ? source : null;
    },
    async load(id) {
      if (id.startsWith(DOCUMENT_PREFIX)) {
        const name = id.slice(DOCUMENT_PREFIX.length);
        const document = documents?.get(name);
        if (!document) throw new Error(`split documents: no generated document named ${name}`);
        return { code: `export const ${name} = ${document};\n`, moduleSideEffects: false };
      }
      if (path.normalize(id.split('?')[0]) !== file) return null;
      documents = generatedDocuments(await readFile(file, 'utf8'));
      const code = [...documents.keys()].map((name) => `export { ${name} } from ${JSON.stringify(DOCUMENT_PREFIX + name)};`).join('\n');
      return { code: `${code}\n`, moduleSideEffects: false };
    },
  };
}
