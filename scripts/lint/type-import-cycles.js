/**
 * ESLint rule: no import cycle that passes through an `import type`. import-x/no-cycle skips type-only
 * imports (it has no option to count them in our version), so two modules whose types lean on each other
 * went unseen; this rule sees them. Cycles of value imports alone are left to import-x/no-cycle, so each
 * cycle is reported once.
 *
 * The project's own imports are relative (tsconfig has no path aliases); other modules' imports are read
 * with the TypeScript parser, once per file version. Dynamic `import()` is a lazy boundary, not an edge.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** The file a relative specifier names, or undefined for a package or a file that is not there. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
    ...(base.endsWith('.js') ? ['.ts', '.tsx'].map((e) => base.slice(0, -3) + e) : []),
  ];
  return candidates.find((c) => fs.statSync(c, { throwIfNoEntry: false })?.isFile());
}

const allTypes = (elements) => elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** A statement's static import or re-export: its specifier and whether it carries types only. */
function tsEdge(statement) {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.importClause;
    const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
    const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!named && allTypes(named.elements)));
    return { specifier: statement.moduleSpecifier.text, typeOnly };
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.exportClause;
    const typeOnly = statement.isTypeOnly || (!!clause && ts.isNamedExports(clause) && allTypes(clause.elements));
    return { specifier: statement.moduleSpecifier.text, typeOnly };
  }
  return undefined;
}

/** file → { mtimeMs, edges: [{ to, typeOnly }] }; kept across files of one run, re-read when a file changes. */
const parsed = new Map();

function edgesOf(file) {
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return [];
  const known = parsed.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.edges;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const edges = [];
  for (const statement of source.statements) {
    const edge = tsEdge(statement);
    const to = edge && resolveImport(file, edge.specifier);
    if (to) edges.push({ to, typeOnly: edge.typeOnly });
  }
  parsed.set(file, { mtimeMs, edges });
  return edges;
}

/**
 * The modules from which `root` can be reached again, following all imports or value imports only:
 * walk forward from root, then back from root over the edges seen.
 */
function leadingBack(root, valueOnly) {
  const incoming = new Map();
  const seen = new Set([root]);
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { to, typeOnly } of edgesOf(file)) {
      if (valueOnly && typeOnly) continue;
      if (!incoming.has(to)) incoming.set(to, []);
      incoming.get(to).push(file);
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  const back = new Set();
  const stack = [root];
  while (stack.length > 0) {
    for (const from of incoming.get(stack.pop()) ?? []) {
      if (!back.has(from)) {
        back.add(from);
        stack.push(from);
      }
    }
  }
  return back;
}

/** The shortest chain of imports from `start` back to `goal`, for the message. */
function route(start, goal) {
  const parent = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) break;
    for (const { to } of edgesOf(file)) {
      if (!parent.has(to)) {
        parent.set(to, file);
        queue.push(to);
      }
    }
  }
  const chain = [];
  for (let f = goal; f !== undefined; f = parent.get(f)) chain.unshift(f);
  return chain;
}

/** Whether an import or re-export node of the linted file carries types only (typescript-eslint AST). */
function typeOnlyNode(node) {
  if (node.type === 'ImportDeclaration') {
    return (
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
    );
  }
  if (node.exportKind === 'type') return true;
  return (
    node.type === 'ExportNamedDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.exportKind === 'type')
  );
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles that pass through a type-only import (import-x/no-cycle skips them).' },
    schema: [],
    messages: { cycle: 'Import cycle through a type-only import: {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    // The modules leading back to this file, over all imports and over value imports; found once per file.
    let all;
    let values;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = resolveImport(file, node.source.value);
      if (!to || to === file) return;
      all ??= leadingBack(file, false);
      if (!all.has(to)) return;
      // A cycle of value imports alone, through this import, is import-x/no-cycle's to report.
      if (!typeOnlyNode(node)) {
        values ??= leadingBack(file, true);
        if (values.has(to)) return;
      }
      const cwd = context.cwd ?? process.cwd();
      const chain = [file, ...route(to, file)].map((f) => path.relative(cwd, f));
      context.report({ node, messageId: 'cycle', data: { route: chain.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
