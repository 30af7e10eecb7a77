import fs from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder (`apps/api`): the nearest folder with a package.json above this module. The same answer
 * from the TypeScript sources (`src/lib/`) and from the built bundle (`dist/main.js`), whose depths differ, so files
 * shipped beside the code (migrations, map data) are found from both.
 */
function findApiDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const apiDir = findApiDir(import.meta.dirname);
