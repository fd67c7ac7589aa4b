// The files of a built SPA that carry a test hook (`__oa…`, e.g. window.__oaStream): none in the production
// build. Source maps are left out: they hold the source text, hooks and all, and no page runs them.
import fs from 'node:fs';
import path from 'node:path';

/** `file: __oaName` for every hook found in the built code (.js, .html, .css) under `distDir`. */
export function testHooksIn(distDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.(js|mjs|html|css)$/.test(entry.name)) {
        for (const m of new Set(fs.readFileSync(p, 'utf8').match(/__oa\w*/g) ?? []))
          found.push(`${path.relative(distDir, p)}: ${m}`);
      }
    }
  };
  walk(distDir);
  return found;
}
