import path from 'node:path';

const FEATURES_DIR = path.join(import.meta.dirname, '..', 'src', 'features');

/** The feature folder name a file belongs to, or null when it is outside src/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

/**
 * Features must not import each other: routes and app/ compose them (bulletproof-react's rule).
 * Only relative imports can reach another feature, so resolving those is enough.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: { crossFeature: "Feature '{{from}}' imports feature '{{to}}'; compose them in app/ instead." },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
