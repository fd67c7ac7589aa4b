import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import typeImportCycles from './type-import-cycles.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'type-import-cycles-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes the modules, then lints the first one with the rule alone; returns the messages. */
function lint(modules: Record<string, string>): string[] {
  const sub = fs.mkdtempSync(path.join(dir, 'case-'));
  for (const [name, code] of Object.entries(modules)) fs.writeFileSync(path.join(sub, name), code);
  const [first] = Object.keys(modules);
  const file = path.join(sub, first ?? '');
  const linter = new Linter({ configType: 'flat', cwd: sub });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { project: { rules: { 'type-import-cycles': typeImportCycles } } },
      rules: { 'project/type-import-cycles': 'error' as const },
    },
  ];
  return linter.verify(fs.readFileSync(file, 'utf8'), config, { filename: file }).map((m) => m.message);
}

describe('type-import-cycles', () => {
  it('reports a cycle that passes through an import type, with its route', () => {
    const messages = lint({
      'routes.ts': "import type { State } from './state';\nexport const routes = (s: State) => s.n;\n",
      'state.ts':
        "import { routes } from './routes';\nexport interface State { n: number }\nexport const r = routes;\n",
    });
    expect(messages).toEqual(['Import cycle through a type-only import: routes.ts → state.ts → routes.ts']);
  });

  it('reports a value import whose way back passes through an import type', () => {
    const messages = lint({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import type { C } from './c';\nexport const b = (c: C) => c;\n",
      'c.ts': "import { a } from './a';\nexport type C = typeof a;\n",
    });
    expect(messages).toEqual(['Import cycle through a type-only import: a.ts → b.ts → c.ts → a.ts']);
  });

  it('reports inline type specifiers and type re-exports as type-only imports', () => {
    expect(
      lint({
        'a.ts': "export { type B } from './b';\nexport interface A { x: number }\n",
        'b.ts': "import { type A } from './a';\nexport interface B { a: A }\n",
      }),
    ).toHaveLength(1);
  });

  it('leaves a cycle of value imports alone to import-x/no-cycle, and passes a type import without a cycle', () => {
    expect(
      lint({
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      }),
    ).toEqual([]);
    expect(
      lint({
        'a.ts': "import type { B } from './b';\nexport const a = (b: B) => b;\n",
        'b.ts': 'export interface B { n: number }\n',
      }),
    ).toEqual([]);
  });
});
