// Enforces the import directions of docs/architecture.md: shared imports nothing of ours; the client imports the server
// only as types; components|lib <- features <- app in the client, and a feature never imports another feature;
// lib|db|middleware <- features <- app.ts in the server.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const ALIASES = {
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
  '@client/': 'src/client/',
  '@tests/': 'tests/',
};

function resolveImport(fromFile, source) {
  for (const [alias, target] of Object.entries(ALIASES)) {
    if (source.startsWith(alias)) return path.join(root, target, source.slice(alias.length));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return undefined; // a package
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');
const featureOf = (file, base) => (file.startsWith(base) ? file.slice(base.length).split('/')[0] : undefined);

function violation(from, to, typeOnly) {
  if (
    from.startsWith('src/shared/') &&
    (to.startsWith('src/') || to.startsWith('tests/')) &&
    !to.startsWith('src/shared/')
  ) {
    return 'src/shared imports nothing of ours but src/shared.';
  }
  if (from.startsWith('src/client/')) {
    if (to.startsWith('src/server/') && !typeOnly)
      return 'The client may import the server only as `import type`.';
    if (to.startsWith('tests/')) return 'The client may not import tests.';
    const inLowerLayer = from.startsWith('src/client/components/') || from.startsWith('src/client/lib/');
    if (inLowerLayer && (to.startsWith('src/client/features/') || to.startsWith('src/client/app/'))) {
      return 'components and lib may not import features or app.';
    }
    const fromFeature = featureOf(from, 'src/client/features/');
    const toFeature = featureOf(to, 'src/client/features/');
    if (fromFeature && to.startsWith('src/client/app/')) return 'A feature may not import app/.';
    if (fromFeature && toFeature && fromFeature !== toFeature)
      return 'A feature never imports another feature; compose them in app/.';
  }
  if (from.startsWith('src/server/')) {
    if (to.startsWith('src/client/')) return 'The server may not import the client.';
    const lower = ['src/server/lib/', 'src/server/db/', 'src/server/middleware/'].some((p) =>
      from.startsWith(p),
    );
    if (lower && to.startsWith('src/server/features/'))
      return 'lib, db and middleware may not import features.';
    if (from.startsWith('src/server/features/') && to === 'src/server/app')
      return 'Features may not import app.ts.';
    const fromFeature = featureOf(from, 'src/server/features/');
    const toFeature = featureOf(to, 'src/server/features/');
    if (fromFeature && toFeature && fromFeature !== toFeature && /\.routes$/.test(to)) {
      return "A feature may call another feature's service, never its routes.";
    }
  }
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Import directions of docs/architecture.md', url: 'docs/architecture.md' },
  },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source, typeOnly) => {
      const target = resolveImport(context.filename, source);
      if (!target) return;
      const message = violation(from, rel(target).replace(/\.(tsx?|jsx?)$/, ''), typeOnly);
      if (message) context.report({ node, message: `${message} See docs/architecture.md.` });
    };
    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string')
          check(node, node.source.value, false);
      },
    };
  },
};
