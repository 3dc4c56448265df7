// Paths and globs: one normal form (`~/a//b/../c` → `~/a/c`), what a glob can reach (`*` never
// matches a leading dot, as in the shell), which locations are sensitive, and whether a path
// leaves a given root. Symlinks cannot be seen from text; callers that need them must resolve.
import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { PathFact, SensitiveKind } from './facts.ts';

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

const MATCHERS = new Map<string, (p: string) => boolean>();

/** Shell semantics: `*` and `?` do not match a leading dot or cross `/`. */
export function globMatches(glob: string, path: string): boolean {
  let m = MATCHERS.get(glob);
  if (!m) {
    m = picomatch(glob, { dot: false });
    if (MATCHERS.size > 1000) MATCHERS.clear();
    MATCHERS.set(glob, m);
  }
  return m(path);
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

/** Locations that need the user's say-so, as patterns over normalised paths. */
const SENSITIVE: Array<[SensitiveKind, string[]]> = [
  ['root', ['/']],
  ['system', ['/{etc,boot,usr,bin,sbin,lib,lib64,var,dev,sys,proc,System,Library}{,/**}']],
  ['home_root', ['~', '/root', '/home/*', '/Users/*']],
  [
    'credentials',
    [
      '**/.{ssh,aws,gnupg,kube,azure}{,/**}',
      '**/.config/gcloud{,/**}',
      '**/.docker/config.json',
      '**/.{netrc,npmrc,pypirc,pgpass,git-credentials}',
      '**/id_{rsa,dsa,ecdsa,ed25519}{,.pub}',
      '**/*.{pem,key,p12,pfx,kdbx}',
      '/etc/{shadow,gshadow,sudoers}',
    ],
  ],
  ['secrets_file', ['**/.env', '**/.env.*', '**/secrets.{json,yaml,yml,toml}', '**/credentials{,.json}']],
  [
    'shell_profile',
    ['**/.{bashrc,zshrc,profile,bash_profile,zprofile,bash_login,zshenv}', '/etc/profile{,.d/**}'],
  ],
  ['vcs', ['**/.git{,/**}']],
];
const RULES = SENSITIVE.map(([kind, globs]) => [kind, picomatch(globs, { dot: true })] as const);

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
  [
    'credentials',
    [
      '~/.ssh/id_rsa',
      '~/.aws/credentials',
      '~/.gnupg/pubring.kbx',
      '/etc/shadow',
      '~/.netrc',
      '/home/user/.ssh/id_rsa',
    ],
  ],
  ['secrets_file', ['.env', '~/.env', '/home/user/.env']],
  ['shell_profile', ['~/.bashrc', '~/.zshrc', '~/.profile', '/home/user/.bashrc']],
  ['vcs', ['.git/config', '~/.git/config']],
];

/** Kinds of sensitive location `path` is (for a glob: that something it matches is). */
export function sensitiveKinds(path: string, opts: PathOptions = {}): SensitiveKind[] {
  const p = normalizePath(path, opts);
  const kinds = new Set<SensitiveKind>();
  if (isGlob(p)) {
    for (const [kind, probes] of PROBES)
      for (const probe of probes)
        if (probe !== '/' && probe !== '~' && globMatches(p, probe)) kinds.add(kind);
    // `/*` and `~/*` reach every entry of the root or the home directory
    if (globMatches(p, '/x')) kinds.add('root');
    if (globMatches(p, '~/x')) kinds.add('home_root');
    for (const [kind, test] of RULES) if (!kinds.has(kind) && test(p)) kinds.add(kind);
  } else for (const [kind, test] of RULES) if (test(p)) kinds.add(kind);
  return order(kinds);
}

/** Sensitive locations at or beneath `path`: what `rm -rf path` or `chmod -R … path` reaches. */
export function reachableKinds(path: string, opts: PathOptions = {}): SensitiveKind[] {
  const p = normalizePath(path, opts);
  const kinds = new Set(sensitiveKinds(p));
  if (p === '/') return order(new Set(SENSITIVE.map(([k]) => k)));
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
  return SENSITIVE.map(([k]) => k).filter((k) => kinds.has(k));
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
    ...(opts.root !== undefined ? { escapesRoot: escapesRoot(input, opts.root, opts) } : {}),
  };
}
