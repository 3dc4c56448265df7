#!/usr/bin/env node
// The `intentguard` command in a checkout: the compiled dist/cli/main.js when `npm run build` made
// one after the last change under src/, else the TypeScript source through tsx (no build step).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiled = join(root, 'dist', 'cli', 'main.js');

/** The newest modification time of any file under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

// a stale build would run yesterday's code: it is used only when no source file is newer
const fresh =
  process.env.INTENTGUARD_FROM_SOURCE !== '1' &&
  existsSync(compiled) &&
  statSync(compiled).mtimeMs >= newest(join(root, 'src'));
if (fresh) await import(pathToFileURL(compiled).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/main.ts');
}
