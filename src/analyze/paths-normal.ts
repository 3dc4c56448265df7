// Paths and globs in one normal form (`~/a//b/../c` → `~/a/c`) and what a glob can match (`*`
// never matches a leading dot, as in the shell). Split from paths.ts so the location classifier can use it.
import { posix } from 'node:path';
import picomatch from 'picomatch';

export interface PathOptions {
  /** the user's home directory; `/home/alice/x` and `~/x` then compare equal */
  home?: string;
  /** directory that relative paths are relative to */
  cwd?: string;
  /** the tree the agent may work in; `escapesRoot` is reported against it */
  root?: string;
}

/** Normal form: `$HOME` and `${HOME}` as `~`, `.`/`..`/`//` resolved, no trailing slash. */
export function normalizePath(input: string, opts: PathOptions = {}): string {
  let p = input.trim().replace(/^\$\{?HOME\}?(?=\/|$)/, '~');
  if (opts.home) {
    const home = posix.normalize(opts.home).replace(/\/+$/, '');
    if (p === home || p.startsWith(`${home}/`)) p = `~${p.slice(home.length)}`;
  }
  if (opts.cwd && !p.startsWith('/') && !p.startsWith('~')) p = posix.join(opts.cwd, p);
  if (p === '') return '';
  const tilde = p === '~' || p.startsWith('~/');
  const body = tilde ? `/${p.slice(1)}` : p;
  let n = posix.normalize(body);
  if (n.length > 1) n = n.replace(/\/+$/, '');
  if (tilde) return n === '/' ? '~' : `~${n}`;
  return n;
}

export function isGlob(path: string): boolean {
  return picomatch.scan(path).isGlob;
}

interface Matcher {
  /** the glob's literal leading directory: a path that does not start with it cannot match */
  base: string;
  test?: (p: string) => boolean;
}
const MATCHERS = new Map<string, Matcher>();

/**
 * Shell semantics: `*` and `?` do not match a leading dot or cross `/`. A path outside the
 * glob's literal base is answered without compiling the glob (many globs, few matches).
 */
export function globMatches(glob: string, path: string): boolean {
  let m = MATCHERS.get(glob);
  if (!m) {
    const base = picomatch.scan(glob).base;
    m = { base: base === '.' || base.startsWith('./') || base.startsWith('../') ? '' : base };
    if (MATCHERS.size > 1000) MATCHERS.clear();
    MATCHERS.set(glob, m);
  }
  if (m.base !== '' && path !== m.base && !path.startsWith(m.base.endsWith('/') ? m.base : `${m.base}/`))
    return false;
  m.test ??= picomatch(glob, { dot: false });
  return m.test(path);
}

/** The pattern (or plain path) matches `path` or one of its ancestors. */
export function globCanTouch(glob: string, path: string): boolean {
  for (let p = path; ; p = parentOf(p)) {
    if (isGlob(glob) ? globMatches(glob, p) : glob === p) return true;
    if (p === '/' || p === '~' || p === '.' || !p.includes('/')) return false;
  }
}

function parentOf(p: string): string {
  const i = p.lastIndexOf('/');
  if (i < 0) return '.';
  if (i === 0) return '/';
  return p.slice(0, i);
}
