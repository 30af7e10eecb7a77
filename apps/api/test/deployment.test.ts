import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../src/config';
import { startNodeFlags } from '../src/start-flags';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string> | string[];
  volumes?: string[];
  ports?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
const apiServices = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);
const variablesOf = (s: ComposeService) => (Array.isArray(s.environment) ? s.environment.map((e) => e.split('=')[0]) : Object.keys(s.environment ?? {}));

/** The variables the README's configuration table documents (first column; a row may name two). */
function documentedVariables() {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Running it in production'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
}

describe('deployment files', () => {
  it('compose.yaml: PostgreSQL, Redis, two API processes behind a proxy, files on a volume', () => {
    expect(apiServices.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    const images = Object.values(compose.services).map((s) => s.image?.split(':')[0]);
    expect(images).toEqual(expect.arrayContaining(['postgres', 'redis', 'caddy']));
    for (const [, api] of apiServices) {
      const env = api.environment as Record<string, string>;
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(api.volumes).toContain(`files:${env.DATA_DIR}`);
    }
    expect(Object.keys(compose.volumes)).toContain('files');
    // The proxy sends to both processes and is the only service published.
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/health\/ready/);
    expect(
      Object.entries(compose.services)
        .filter(([, s]) => s.ports)
        .map(([name]) => name),
    ).toEqual(['proxy']);
  });

  it('every environment name the API services get is one the configuration schema accepts', () => {
    for (const [name, api] of apiServices) {
      const unknown = variablesOf(api).filter((v) => !CONFIG_VARIABLES.includes(v));
      expect({ service: name, unknown }).toEqual({ service: name, unknown: [] });
    }
  });

  it('the README documents exactly the variables the configuration schema accepts', () => {
    expect([...documentedVariables()].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('Dockerfile: multi-stage on node:20-slim, runs the built JavaScript as a non-root user, health check on liveness', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile.match(/^FROM node:20-slim/gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/health\/live/m);
    expect(dockerfile).toMatch(/^CMD \["node", .*"apps\/api\/dist\/main\.js"\]$/m);
  });

  it('the container runs node with the flags of `npm start`', () => {
    const startFlags = startNodeFlags();
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(read('Dockerfile'))![1]) as string[];
    expect(startFlags.length).toBeGreaterThan(0);
    expect(cmd.slice(1, -1)).toEqual(startFlags);
  });
});
