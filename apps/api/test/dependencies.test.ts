import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// What a fresh clone's `npm install` would warn about, read from the lockfile it installs: a package whose `engines`
// refuses the Node version the README promises (EBADENGINE), or an install script nobody approved (npm 11.16+ lists
// those after every install; npm 12 skips them).
const root = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; hasInstallScript?: boolean }>;
};
/** The installed package's name from its lockfile key (`node_modules/a/node_modules/@b/c` → `@b/c`). */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
const installed = Object.entries(lock.packages).filter(([key]) => key.includes('node_modules/'));

describe('dependencies', () => {
  it('the README names the Node version package.json requires', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    expect(readme).toContain(`Node.js ${semver.major(oldest)}.${semver.minor(oldest)}+`);
  });

  it('every locked package runs on the oldest Node version package.json allows', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    const refusing = installed
      .filter(([, pkg]) => pkg.engines && !Array.isArray(pkg.engines) && pkg.engines.node)
      .filter(([, pkg]) => !semver.satisfies(oldest, (pkg.engines as { node: string }).node, { includePrerelease: true }))
      .map(([key, pkg]) => `${key} (${(pkg.engines as { node: string }).node})`);
    expect(installed.length).toBeGreaterThan(100);
    expect(refusing).toEqual([]);
  });

  it('every package with an install script is approved in allowScripts', () => {
    const withScripts = installed.filter(([, pkg]) => pkg.hasInstallScript).map(([key]) => nameOf(key));
    const unapproved = withScripts.filter((name) => manifest.allowScripts?.[name] !== true);
    expect(withScripts.length).toBeGreaterThan(0);
    expect(unapproved).toEqual([]);
  });
});
