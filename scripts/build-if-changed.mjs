// What the web and API builds share: build into a temporary folder and move it into place as `dist`, so two
// `npm start`s in one checkout never race on (or serve) a half-written `dist`; without `force`, build only when the
// inputs changed since the last build (a hash of the inputs is kept in dist/.build-hash).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function hashInputs(inputs) {
  const hash = crypto.createHash('sha256');
  const add = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) for (const name of fs.readdirSync(file).sort()) add(path.join(file, name));
    else hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  };
  for (const input of inputs) add(path.join(root, input));
  return hash.digest('hex');
}

/**
 * `what`: the name in the messages; `dir`: the workspace folder (its `dist` is the output); `inputs`: paths relative
 * to the repository root; `marker`: a file of the output that must exist for it to count as built; `build(tmp)`
 * writes the output into `tmp` (and throws or exits on failure).
 */
export async function buildIfChanged({ what, dir, inputs, marker, force, build }) {
  const dist = path.join(dir, 'dist');
  const hash = hashInputs(inputs);
  const stampFile = path.join(dist, '.build-hash');
  const stamp = fs.existsSync(stampFile) && fs.existsSync(path.join(dist, marker)) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && stamp === hash) {
    console.log(`${what} is up to date (sources unchanged), not rebuilding`);
    return;
  }
  const tmp = path.join(dir, `.dist-tmp-${process.pid}`);
  try {
    await build(tmp);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  fs.writeFileSync(path.join(tmp, '.build-hash'), hash);
  // Swap: the old dist moves aside (one rename), the new one takes its place (one rename), the old one is removed.
  const old = path.join(dir, `.dist-old-${process.pid}`);
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(tmp, dist);
  fs.rmSync(old, { recursive: true, force: true });
  console.log(`${what} built into dist`);
}
