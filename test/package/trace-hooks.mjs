// Module loader hooks for surface.test.ts: print every module URL the process resolves (ESM
// through the resolve hook) on stderr, one `loaded <url>` line each.
import { writeSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  writeSync(2, `loaded ${result.url}\n`);
  return result;
}
