// Preloaded with --import by surface.test.ts: records ESM loads (hooks above) and CommonJS loads
// (a wrapper around Module._resolveFilename), so lazy requires through createRequire are seen too.
import { writeSync } from 'node:fs';
import Module, { register } from 'node:module';

register('./trace-hooks.mjs', import.meta.url);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function traced(request, ...rest) {
  const file = resolveFilename.call(this, request, ...rest);
  writeSync(2, `loaded ${file.startsWith('/') ? `file://${file}` : file}\n`);
  return file;
};
