// File access shared by the loaders: recursive listing, JSON and JSON Lines that tolerate the
// odd broken record (counted, not fatal), and the deterministic `--limit` sample.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { InputError } from '../../core/index.ts';

/** Every file under `dir` whose name passes `accept`, sorted by relative path (stable order). */
export function listFiles(dir: string, accept: (name: string, rel: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (accept(name, relPath(dir, path))) out.push(path);
    }
  };
  walk(dir);
  return out;
}

/** Path relative to `dir` with forward slashes. */
export function relPath(dir: string, path: string): string {
  return relative(dir, path).split(sep).join('/');
}

export function requireDir(dir: string, dataset: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new InputError(`${dataset}: data folder ${dir} does not exist`, { source: dir });
}

export function readJsonFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new InputError(`${path}: not valid JSON: ${(error as Error).message}`, { source: path });
  }
}

/** JSON value of the file, or `undefined` when it is not JSON (callers skip such files). */
export function tryReadJsonFile(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Parsed JSON Lines with their 0-based line index; unparseable lines are counted in `broken`. */
export function readJsonLines(path: string): {
  rows: Array<{ line: number; value: unknown }>;
  broken: number;
} {
  const rows: Array<{ line: number; value: unknown }> = [];
  let broken = 0;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      if (text.trim() === '') return;
      try {
        rows.push({ line, value: JSON.parse(text) });
      } catch {
        broken++;
      }
    });
  return { rows, broken };
}

/** At most `limit` items, evenly spaced over the list so that every part of the data is represented. */
export function spread<T>(items: T[], limit: number | undefined): T[] {
  if (limit === undefined || limit >= items.length) return items;
  if (limit <= 0) return [];
  const out: T[] = [];
  for (let i = 0; i < limit; i++) out.push(items[Math.floor((i * items.length) / limit)]!);
  return out;
}

export function count(map: Record<string, number>, key: string, n = 1): void {
  if (n > 0) map[key] = (map[key] ?? 0) + n;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  return typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : JSON.stringify(value);
}
