import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync, type ESTree, type Plugin } from 'vite';

const DOCUMENT_PREFIX = '\0portal-document:';

/** `{…} as unknown as DocumentNode<…>`: the expression inside any type assertions. */
function withoutAssertions(node: ESTree.Expression): ESTree.Expression {
  return node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' ? withoutAssertions(node.expression) : node;
}

/**
 * The generated module's documents, by export name, read from its syntax tree: each exported constant
 * whose value is an object literal (the document's syntax tree, under its type assertion), as the
 * source text of that object. Type exports are left out; any other runtime export stops the build
 * rather than going missing from it.
 */
export function generatedDocuments(source: string, fileName = 'graphql.ts'): Map<string, string> {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new Error(`split documents: cannot parse the generated documents: ${errors[0]?.message}`);
  const documents = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') {
      throw new Error(`split documents: cannot read this export of the generated documents: ${source.slice(statement.start, statement.start + 120)}`);
    }
    if (statement.type !== 'ExportNamedDeclaration' || statement.exportKind === 'type') continue;
    const declaration = statement.declaration;
    if (declaration?.type === 'TSTypeAliasDeclaration' || declaration?.type === 'TSInterfaceDeclaration') continue;
    const declarators = declaration?.type === 'VariableDeclaration' ? declaration.declarations : [];
    const readable = declarators.length > 0 && declarators.every((declarator) => declarator.id.type === 'Identifier' && declarator.init && withoutAssertions(declarator.init).type === 'ObjectExpression');
    if (!readable) throw new Error(`split documents: cannot read this export of the generated documents: ${source.slice(statement.start, statement.start + 120)}`);
    for (const declarator of declarators) {
      const document = withoutAssertions(declarator.init!);
      documents.set((declarator.id as ESTree.BindingIdentifier).name, source.slice(document.start, document.end));
    }
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
      documents = generatedDocuments(await readFile(file, 'utf8'), file);
      const code = [...documents.keys()].map((name) => `export { ${name} } from ${JSON.stringify(DOCUMENT_PREFIX + name)};`).join('\n');
      return { code: `${code}\n`, moduleSideEffects: false };
    },
  };
}
