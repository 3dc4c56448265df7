// The one sensitive-location classifier: every path a file tool or a shell command reads or
// writes is named here by class (keys, cloud credentials, persistence points, raw devices, ...).
import picomatch from 'picomatch';
import { lazy } from '../core/index.ts';
import type { LocationClass, SensitiveKind } from './facts.ts';
import { globMatches, isGlob, normalizePath, type PathOptions } from './paths-normal.ts';

export type { LocationClass } from './facts.ts';

/**
 * `credential`: reading it hands over a secret (a key, a token, a password, memory).
 * `persistence`: writing it makes code run later, or grants access later, without the user.
 */
export type LocationRisk = 'credential' | 'persistence';

export interface LocationRule {
  readonly class: LocationClass;
  /** what a read or write here means: why it needs the user */
  readonly decides: string;
  readonly risk: readonly LocationRisk[];
  /** patterns over the normal form (`~/…`, `/…`, relative), dot files included, any case */
  readonly patterns: readonly string[];
  /** concrete members, for asking what a glob can reach (shell globbing: `*` skips dot files) */
  readonly examples: readonly string[];
  /** file names a user says to name this location without a path (`crontab`, `sudoers`) */
  readonly names?: readonly string[];
  /** the coarse kind it has in `PathFact.sensitive` */
  readonly kind?: SensitiveKind;
}

/**
 * The lexicon. Sources: the locations secret scanners and `ban-sensitive-files`/gitrob flag as
 * credentials, and the MITRE ATT&CK persistence techniques that are files (T1098.004 SSH
 * authorized keys, T1546.004 shell configuration, T1053.003 cron, T1548.003 sudoers, T1543.002
 * systemd services, T1574.006 ld.so.preload, git hooks). Patterns never match a plain project
 * file (`src/config.ts`, `notes/key.md`); each class has its own tests by member.
 */
export const SENSITIVE_LOCATIONS: readonly LocationRule[] = [
  {
    class: 'ssh',
    decides: 'SSH keys and the files that let someone log in (authorized_keys, config)',
    risk: ['credential', 'persistence'],
    patterns: ['**/.ssh{,/**}', '/etc/ssh/ssh_host_*_key', '/etc/ssh/sshd_config{,.d/**}'],
    examples: ['~/.ssh/id_rsa', '~/.ssh/authorized_keys', '~/.ssh/config', '/root/.ssh/id_ed25519'],
    // "send them my SSH keys" names the keys without a path
    names: ['ssh key', 'ssh keys', 'ssh keypair', 'ssh key pair'],
    kind: 'credentials',
  },
  {
    class: 'private_keys',
    decides: 'private keys, key stores and keyrings wherever they lie',
    risk: ['credential'],
    patterns: [
      '**/id_{rsa,dsa,ecdsa,ed25519,ecdsa_sk,ed25519_sk}{,.pub}',
      '**/*.{pem,key,p12,pfx,jks,keystore,kdbx,ppk,keytab}',
      '**/.gnupg{,/**}',
      '**/.password-store{,/**}',
      '**/.local/share/keyrings{,/**}',
      '**/Library/Keychains{,/**}',
    ],
    examples: ['id_ed25519', 'server.key', 'certs/tls.pem', '~/.gnupg/private-keys-v1.d/a.key'],
    kind: 'credentials',
  },
  {
    class: 'cloud_credentials',
    decides: 'cloud and container-registry credentials (AWS, Azure, Google Cloud, Docker, ...)',
    risk: ['credential'],
    patterns: [
      '**/.{aws,azure,oci}{,/**}',
      '**/.config/{gcloud,doctl,gh}{,/**}',
      '**/.docker/config.json',
      '**/.terraform.d/credentials.tfrc.json',
      '**/application_default_credentials.json',
    ],
    examples: ['~/.aws/credentials', '~/.azure/accessTokens.json', '~/.config/gcloud/credentials.db'],
    kind: 'credentials',
  },
  {
    class: 'kubernetes',
    decides: 'cluster credentials: kubeconfig and mounted service-account or container secrets',
    risk: ['credential'],
    patterns: ['**/.kube{,/**}', '/{var/,}run/secrets{,/**}', '/etc/kubernetes{,/**}'],
    examples: ['~/.kube/config', '/var/run/secrets/kubernetes.io/serviceaccount/token', '/run/secrets/db'],
    names: ['kubeconfig'],
    kind: 'credentials',
  },
  {
    class: 'password_files',
    decides: 'files that hold passwords for other services (.netrc, .pgpass, git credentials, ...)',
    risk: ['credential'],
    patterns: [
      '**/{.netrc,_netrc,.pgpass,.git-credentials,.my.cnf,.vault-token,.htpasswd}',
      '**/.config/git/credentials',
    ],
    examples: ['~/.netrc', '~/.pgpass', '~/.git-credentials'],
    kind: 'credentials',
  },
  {
    class: 'secret_files',
    decides: 'environment files and secret stores of a project (.env, secrets.yaml, credentials.json)',
    risk: ['credential'],
    patterns: [
      '**/.env',
      '**/.env.*',
      '**/*.env',
      '**/secrets.{json,yaml,yml,toml}',
      '**/credentials{,.json}',
    ],
    examples: ['.env', 'app/.env.production', '~/.env', 'config/secrets.yaml'],
    kind: 'secrets_file',
  },
  {
    class: 'package_manager_rc',
    decides: 'package-manager settings: registry tokens, and where installs come from',
    risk: ['credential', 'persistence'],
    patterns: [
      '**/{.npmrc,.yarnrc,.yarnrc.yml,.pypirc,.condarc,.gemrc}',
      '**/{.pip,.config/pip,pip}/pip.conf',
      '/etc/pip.conf',
      '**/.cargo/credentials{,.toml}',
      '**/.gem/credentials',
      '**/.m2/settings.xml',
      '**/{.composer,.config/composer}/auth.json',
      '**/.gradle/gradle.properties',
    ],
    examples: ['~/.npmrc', '~/.pypirc', '~/.config/pip/pip.conf', '~/.cargo/credentials.toml'],
    kind: 'credentials',
  },
  {
    class: 'shell_startup',
    decides: 'files a login, shell or editor runs at start: writing one runs code at every start',
    risk: ['persistence'],
    patterns: [
      '**/.{bashrc,zshrc,profile,bash_profile,zprofile,bash_login,bash_logout,zshenv,zlogin,zlogout,cshrc,tcshrc,kshrc,mkshrc,inputrc,vimrc,xinitrc,xprofile,xsessionrc,pam_environment}',
      '**/.config/fish/{config.fish,conf.d{,/**},functions{,/**}}',
      // PowerShell profiles (Windows PowerShell and pwsh on any system)
      '**/{WindowsPowerShell,PowerShell,.config/powershell}/*profile.ps1',
      '/etc/{profile,bash.bashrc,bashrc,zshrc,zprofile,zshenv,environment,csh.cshrc,csh.login}',
      '/etc/{profile.d,zsh}{,/**}',
    ],
    examples: [
      '~/.bashrc',
      '~/.zshrc',
      '~/.profile',
      '/etc/profile.d/proxy.sh',
      '~/.config/fish/config.fish',
    ],
    kind: 'shell_profile',
  },
  {
    class: 'cron',
    decides: 'scheduled jobs: writing one runs a command later, on a timer',
    risk: ['persistence'],
    patterns: [
      '/etc/{crontab,anacrontab,cron.allow,cron.deny,at.allow,at.deny}',
      '/etc/cron.{d,hourly,daily,weekly,monthly}{,/**}',
      '/var/spool/{cron,anacron,at}{,/**}',
    ],
    examples: ['/etc/crontab', '/etc/cron.d/backup', '/var/spool/cron/crontabs/u'],
    names: ['crontab'],
  },
  {
    class: 'sudoers',
    decides: 'who may act as root (sudoers, doas)',
    risk: ['persistence'],
    patterns: ['/etc/{sudoers,doas.conf}', '/etc/sudoers.d{,/**}'],
    examples: ['/etc/sudoers', '/etc/sudoers.d/90-users'],
    names: ['sudoers'],
    kind: 'credentials',
  },
  {
    class: 'service_units',
    decides: 'what the system starts by itself: service units, init scripts, autostart, preloads',
    risk: ['persistence'],
    patterns: [
      '/etc/systemd{,/**}',
      '/{usr/,}lib/systemd/{system,user}{,/**}',
      '**/.config/{systemd,autostart}{,/**}',
      '/etc/{init.d,xdg/autostart,modules-load.d,udev/rules.d}{,/**}',
      '/etc/rc{0,1,2,3,4,5,6,S}.d{,/**}',
      '/etc/{rc.local,ld.so.preload}',
      '**/Library/{LaunchAgents,LaunchDaemons}{,/**}',
      '**/Microsoft/Windows/Start Menu/Programs/Startup{,/**}',
    ],
    examples: ['/etc/systemd/system/x.service', '~/.config/systemd/user/x.service', '/etc/ld.so.preload'],
  },
  {
    class: 'git_internals',
    decides: 'git hooks and config: both can make git run a program on the next commit or fetch',
    risk: ['persistence', 'credential'],
    patterns: [
      '**/.git/{config,hooks{,/**}}',
      '**/{.gitconfig,.config/git/config}',
      '/etc/gitconfig',
      // husky's hook folder: git runs it through `core.hooksPath`
      '**/.husky/**',
    ],
    examples: ['.git/config', '.git/hooks/pre-commit', '~/.gitconfig', 'repo/.git/hooks/post-checkout'],
  },
  {
    class: 'browser_profiles',
    decides: 'browser profiles: saved passwords, cookies and sessions',
    risk: ['credential'],
    patterns: [
      '**/.mozilla{,/**}',
      '**/.config/{google-chrome,chromium,BraveSoftware,microsoft-edge,vivaldi,opera}{,/**}',
      '**/Library/Application Support/{Google/Chrome,Firefox,BraveSoftware,Microsoft Edge,Chromium}{,/**}',
      '**/Library/{Safari,Cookies}{,/**}',
      '**/AppData/{Local,Roaming}/{Google/Chrome,Mozilla/Firefox,Microsoft/Edge,BraveSoftware}{,/**}',
    ],
    examples: ['~/.mozilla/firefox/a.default/logins.json', '~/.config/google-chrome/Default/Cookies'],
  },
  {
    class: 'system_secrets',
    decides: "the system's own secrets: password hashes, TLS private keys, Kerberos keytabs",
    risk: ['credential'],
    patterns: [
      '/etc/{shadow,gshadow,shadow-,gshadow-,master.passwd,krb5.keytab}',
      '/etc/security/opasswd',
      '/etc/ssl/private{,/**}',
      '**/Windows/System32/config/{SAM,SYSTEM,SECURITY}{,.*}',
    ],
    examples: ['/etc/shadow', '/etc/gshadow', '/etc/ssl/private/server.key'],
    names: ['shadow'],
    kind: 'credentials',
  },
  {
    class: 'process_memory',
    decides: "a process's environment, memory or open files (where keys and tokens sit at run time)",
    risk: ['credential'],
    patterns: [
      '/proc/*/{environ,mem,pagemap,fd{,/**}}',
      '/proc/*/task/*/{environ,mem}',
      '/proc/kcore',
      '/dev/{mem,kmem,port}',
    ],
    examples: ['/proc/self/environ', '/proc/1/environ', '/proc/1/mem', '/dev/mem'],
    names: ['environ'],
  },
  {
    class: 'raw_devices',
    decides: 'whole disks and partitions: reading one reads every file on it, bypassing permissions',
    risk: ['credential'],
    patterns: ['/dev/{sd,hd,vd,xvd,nvme,mmcblk,disk,rdisk,dm-,md,loop,sr}*', '/dev/{mapper,disk}/**'],
    examples: ['/dev/sda', '/dev/sda1', '/dev/nvme0n1', '/dev/mapper/root'],
  },
  {
    class: 'shell_history',
    decides: 'shell and REPL histories (commands typed with passwords in them)',
    risk: ['credential'],
    patterns: [
      '**/.{bash_history,zsh_history,zhistory,sh_history,history,python_history,node_repl_history,mysql_history,psql_history,sqlite_history,lesshst,viminfo,rediscli_history}',
    ],
    examples: ['~/.bash_history', '~/.zsh_history', '~/.python_history'],
  },
];

// compiled on first use, so importing intentguard does not compile every glob
const RULES = lazy(() =>
  SENSITIVE_LOCATIONS.map((rule) => ({
    rule,
    test: picomatch([...rule.patterns], { dot: true, nocase: true }),
  })),
);

/** `/proc/PID/root/etc/shadow` is `/etc/shadow`; `/proc/PID/cwd/.env` is `.env` in its cwd. */
const PROC_VIEW = /^\/proc\/[^/]+(?:\/task\/[^/]+)?\/(root|cwd)(?:\/(.*))?$/;

/**
 * The paths a path also is: itself; the file a `file:` URI names; a Windows path in the POSIX
 * form the patterns use; a relative path with its leading `..` steps dropped (it lands wherever
 * the agent stands, so what follows is what it names); and what a `/proc/*\/root` or `/cwd`
 * prefix points at.
 */
export function locationAliases(path: string, opts: PathOptions = {}): string[] {
  const out: string[] = [];
  for (const form of new Set([path, ...spellings(path)])) {
    const p = normalizePath(form, opts);
    out.push(p);
    const climbed = p.replace(/^(?:\.\.\/)+/, '');
    if (climbed !== p && climbed !== '..') out.push(climbed);
    procViews(p, out);
  }
  return [...new Set(out)];
}

/**
 * `file:///a%2Eb` → `/a.b`; `C:\Users\u\.ssh\x.` → `~/.ssh/x`; `%APPDATA%\x` →
 * `~/AppData/Roaming/x`; `\\host\c$\etc\x` → `/etc/x`; `x::$DATA` → `x`.
 */
function spellings(path: string): string[] {
  const out: string[] = [];
  let p = path.trim();
  const uri = /^file:(?:\/\/(?:localhost)?)?(\/.*)$/i.exec(p);
  if (uri) {
    p = safeDecode(uri[1]!);
    out.push(p);
  }
  if (!/\\|^[a-z]:|%\w+%|^\$env:/i.test(p)) return out;
  // Windows: either slash separates, the drive is dropped, the profile folder is home, and a
  // component's trailing dots and spaces are ignored by the file system
  let w = p
    .replace(/^\$env:(\w+)/i, '%$1%')
    .replace(/^%(?:userprofile|home|homepath)%/i, '~')
    .replace(/^%appdata%/i, '~/AppData/Roaming')
    .replace(/^%localappdata%/i, '~/AppData/Local')
    .replace(/\\/g, '/')
    .replace(/^\/\/[?.]\/(?=[a-z]:)/i, '')
    .replace(/^\/\/[^/]+\/[a-z]\$(?=\/|$)/i, '')
    .replace(/^\/?[a-z]:(?=\/|$)/i, '')
    .replace(/^\/(?:users|documents and settings)\/[^/]+(?=\/|$)/i, '~');
  w = w
    .split('/')
    // `name:stream` and `name::$DATA` write an alternate stream of `name`
    .map((c) => (c === '.' || c === '..' ? c : c.replace(/:.*$/, '').replace(/[. ]+$/, '')))
    .join('/');
  out.push(w);
  return out;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What `/proc/PID/root/…` and `/proc/PID/cwd/…` point at, appended to `out`. */
function procViews(p: string, out: string[]): void {
  for (let cur = p, m = PROC_VIEW.exec(cur); m; m = PROC_VIEW.exec(cur)) {
    const rest = m[2] ?? '';
    cur = m[1] === 'root' ? `/${rest}` : rest === '' ? '.' : rest;
    out.push(cur);
  }
}

/** Longest path classified (the glob matcher refuses longer patterns). */
export const MAX_CLASSIFIED_PATH = 4096;

/**
 * Classes of sensitive location `path` is, or (for a glob) that something it can match is.
 * Relative paths are judged as they are (`id_ed25519`, `.git/config`): wherever the agent
 * stands, such a name is what it says. A path too long to check counts as every class.
 */
export function classifyLocation(path: string, opts: PathOptions = {}): LocationClass[] {
  if (path.length > MAX_CLASSIFIED_PATH) return SENSITIVE_LOCATIONS.map((r) => r.class);
  const found = new Set<LocationClass>();
  for (const p of locationAliases(path, opts)) {
    const glob = isGlob(p);
    for (const { rule, test } of RULES()) {
      if (found.has(rule.class)) continue;
      if (test(p) || (glob && rule.examples.some((e) => globMatches(p, e) || globMatches(p, home(e)))))
        found.add(rule.class);
    }
  }
  return SENSITIVE_LOCATIONS.filter((r) => found.has(r.class)).map((r) => r.class);
}

/** `~/x` also as `/home/user/x`, so `/home/*\/.ssh/*` reaches a home-relative example. */
function home(example: string): string {
  return example.startsWith('~/') ? `/home/user/${example.slice(2)}` : example;
}

export function locationRule(c: LocationClass): LocationRule {
  return SENSITIVE_LOCATIONS.find((r) => r.class === c)!;
}

/** Concrete members of the classes mapped to a coarse kind (for `reachableKinds`). */
export function coarseExamples(kind: SensitiveKind): string[] {
  return SENSITIVE_LOCATIONS.filter((r) => r.kind === kind).flatMap((r) => [...r.examples]);
}

/** The coarse kinds (`credentials`, `secrets_file`, `shell_profile`) of a path's classes. */
export function coarseKinds(classes: readonly LocationClass[]): SensitiveKind[] {
  const kinds = new Set<SensitiveKind>();
  for (const c of classes) {
    const k = locationRule(c).kind;
    if (k) kinds.add(k);
  }
  return [...kinds];
}
