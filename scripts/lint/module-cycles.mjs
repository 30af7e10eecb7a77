// Fails when the API's modules import each other in a loop, type imports included (ESLint's import-x/no-cycle sees
// files and skips `import type`; a loop between folders is what makes a module impossible to read or move alone).
// A node is a folder under apps/api/src/modules/, or a top-level folder of apps/api/src (db/seed on its own).
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../../apps/api/src');

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

function nodeOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  if (parts[0] === 'db' && (parts[1] === 'seed' || parts[1] === 'seed.ts')) return 'db/seed';
  return parts.length === 1 ? parts[0].replace(/\.ts$/, '') : parts[0];
}

const edges = new Map();
for (const file of sourceFiles(src)) {
  const from = nodeOf(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const to = nodeOf(path.resolve(path.dirname(file), match[1]));
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, path.relative(src, file));
  }
}

// Tarjan's strongly connected components.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
let counter = 0;
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) loops.push(component);
  }
}
for (const v of edges.keys()) if (!index.has(v)) visit(v);

if (loops.length) {
  for (const loop of loops) {
    console.error(`Import loop between ${loop.length} API modules: ${loop.sort().join(', ')}`);
    for (const from of loop) for (const [to, file] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`  ${from} → ${to}  (${file})`);
  }
  process.exit(1);
}
console.log(`API modules: no import loop (${edges.size} modules with imports).`);
