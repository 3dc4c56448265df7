// Paths and globs: which locations are sensitive, what a recursive operation reaches, and
// whether a path leaves a given root. Symlinks cannot be seen from text; callers that need them
// must resolve. The normal form is in paths-normal.ts; secrets and persistence points are
// classified by the one lexicon in sensitive-locations.ts.
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { lazy } from '../core/index.ts';
import type { PathFact, SensitiveKind } from './facts.ts';
import { globCanTouch, globMatches, isGlob, normalizePath, type PathOptions } from './paths-normal.ts';
import { classifyLocation, coarseExamples, coarseKinds } from './sensitive-locations.ts';

export { globCanTouch, globMatches, isGlob, normalizePath, type PathOptions } from './paths-normal.ts';

/**
 * Coarse kinds of location, in the order they are reported. `root`, `system`, `home_root` and
 * `vcs` are what destructive operations must not reach, matched here; `credentials`,
 * `secrets_file` and `shell_profile` come from the location classes (sensitive-locations.ts).
 */
const ORDER: SensitiveKind[] = [
  'root',
  'system',
  'home_root',
  'credentials',
  'secrets_file',
  'shell_profile',
  'vcs',
];
const REACH: Array<[SensitiveKind, string[]]> = [
  ['root', ['/']],
  ['system', ['/{etc,boot,usr,bin,sbin,lib,lib64,var,dev,sys,proc,System,Library}{,/**}']],
  ['home_root', ['~', '/root', '/home/*', '/Users/*']],
  ['vcs', ['**/.git{,/**}']],
];
// compiled on first use, so importing intentguard does not compile every glob
const RULES = lazy(() => REACH.map(([kind, globs]) => [kind, picomatch(globs, { dot: true })] as const));

/** Concrete examples of each kind, for asking what a glob or a recursive operation can reach. */
const PROBES: Array<[SensitiveKind, string[]]> = [
  ['root', ['/']],
  [
    'system',
    [
      '/etc',
      '/usr',
      '/boot',
      '/var',
      '/bin',
      '/etc/passwd',
      '/usr/bin/env',
      '/boot/vmlinuz',
      '/var/lib/x',
      '/bin/sh',
      '/dev/sda',
    ],
  ],
  ['home_root', ['~', '/root', '/home/user']],
  ...(['credentials', 'secrets_file', 'shell_profile'] as const).map((k): [SensitiveKind, string[]] => [
    k,
    coarseExamples(k).flatMap((e) => (e.startsWith('~/') ? [e, `/home/user/${e.slice(2)}`] : [e])),
  ]),
  ['vcs', ['.git/config', '~/.git/config']],
];

/** Kinds of sensitive location `path` is (for a glob: that something it matches is). */
export function sensitiveKinds(path: string, opts: PathOptions = {}): SensitiveKind[] {
  const p = normalizePath(path, opts);
  const kinds = new Set<SensitiveKind>(coarseKinds(classifyLocation(p)));
  if (isGlob(p)) {
    for (const [kind, probes] of PROBES)
      for (const probe of probes)
        if (probe !== '/' && probe !== '~' && globMatches(p, probe)) kinds.add(kind);
    // `/*` and `~/*` reach every entry of the root or the home directory
    if (globMatches(p, '/x')) kinds.add('root');
    if (globMatches(p, '~/x')) kinds.add('home_root');
  }
  for (const [kind, test] of RULES()) if (!kinds.has(kind) && test(p)) kinds.add(kind);
  return order(kinds);
}

/** Sensitive locations at or beneath `path`: what `rm -rf path` or `chmod -R … path` reaches. */
export function reachableKinds(path: string, opts: PathOptions = {}): SensitiveKind[] {
  const p = normalizePath(path, opts);
  const kinds = new Set(sensitiveKinds(p));
  if (p === '/') return [...ORDER];
  const relative = !p.startsWith('/') && !p.startsWith('~');
  for (const [kind, probes] of PROBES)
    for (const probe of probes) {
      const relativeProbe = !probe.startsWith('/') && !probe.startsWith('~');
      if (relative !== relativeProbe) continue;
      if (p === '.' ? relativeProbe : globCanTouch(p, probe) || probe.startsWith(`${p}/`)) kinds.add(kind);
    }
  return order(kinds);
}

function order(kinds: Set<SensitiveKind>): SensitiveKind[] {
  return ORDER.filter((k) => kinds.has(k));
}

/** Does `path` (resolved against `root` when relative) lie outside `root`? */
export function escapesRoot(path: string, root: string, opts: PathOptions = {}): boolean {
  const r = normalizePath(root, { ...(opts.home ? { home: opts.home } : {}) });
  const base = isGlob(path) ? picomatch.scan(path).base || '.' : path;
  const p = normalizePath(base, { ...(opts.home ? { home: opts.home } : {}), cwd: r });
  if (p.startsWith('~') !== r.startsWith('~')) return true;
  const rel = posix.relative(r.replace(/^~/, '/~'), p.replace(/^~/, '/~'));
  return rel === '..' || rel.startsWith('../') || posix.isAbsolute(rel);
}

export function analyzePath(input: string, opts: PathOptions = {}): PathFact {
  const normalized = normalizePath(input, opts);
  return {
    kind: 'path',
    input,
    normalized,
    glob: isGlob(normalized),
    sensitive: sensitiveKinds(normalized),
    contains: reachableKinds(normalized),
    locations: classifyLocation(input, opts),
    ...(opts.root !== undefined ? { escapesRoot: escapesRoot(input, opts.root, opts) } : {}),
  };
}
