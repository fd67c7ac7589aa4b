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

/** Resolved specifiers (`dir|specifier` → file), forgotten with the components below. */
let resolved = new Map();

/** The file a relative specifier names, or undefined for a package or a file that is not there. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const key = `${path.dirname(fromFile)}|${specifier}`;
  if (!resolved.has(key)) resolved.set(key, findFile(fromFile, specifier));
  return resolved.get(key);
}

function findFile(fromFile, specifier) {
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
 * Strongly connected components (Tarjan) of the import graph, over all imports and over value imports
 * only: two modules are in one cycle when they share a component. Found from each linted file for what it
 * reaches and kept for a few seconds, so one lint run walks the graph a few times, not once per file, and
 * an editor's long-lived process still sees files change.
 */
const COMPONENTS_TTL_MS = 5000;
let components = { builtAt: 0, all: new Map(), value: new Map() };

function componentOf(root, valueOnly) {
  if (Date.now() - components.builtAt > COMPONENTS_TTL_MS) {
    components = { builtAt: Date.now(), all: new Map(), value: new Map() };
    resolved = new Map();
  }
  const done = valueOnly ? components.value : components.all;
  if (!done.has(root)) {
    const index = new Map();
    const low = new Map();
    const stack = [];
    const visit = (file) => {
      index.set(file, index.size);
      low.set(file, index.get(file));
      stack.push(file);
      for (const { to, typeOnly } of edgesOf(file)) {
        if ((valueOnly && typeOnly) || done.has(to)) continue;
        if (!index.has(to)) {
          visit(to);
          low.set(file, Math.min(low.get(file), low.get(to)));
        } else if (!done.has(to)) {
          low.set(file, Math.min(low.get(file), index.get(to)));
        }
      }
      if (low.get(file) === index.get(file)) {
        let member;
        do {
          member = stack.pop();
          done.set(member, file);
        } while (member !== file);
      }
    };
    visit(root);
  }
  return (file) => done.get(file);
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
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = resolveImport(file, node.source.value);
      if (!to || to === file) return;
      const all = componentOf(file, false);
      if (all(to) !== all(file)) return;
      // A cycle of value imports alone, through this import, is import-x/no-cycle's to report.
      if (!typeOnlyNode(node)) {
        const values = componentOf(file, true);
        if (values(to) === values(file)) return;
      }
      const cwd = context.cwd ?? process.cwd();
      const chain = [file, ...route(to, file)].map((f) => path.relative(cwd, f));
      context.report({ node, messageId: 'cycle', data: { route: chain.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
