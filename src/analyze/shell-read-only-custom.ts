// Read-only proofs for commands whose words are a language of their own: git (global options,
// then a subcommand with its options), find (an expression of tests and actions), sed (a
// script of editing commands, some of which run programs or write files) and jq.
import { checkWords, type ReadOnlyVerdict, type ReadSpec } from './shell-read-words.ts';

const w = (s: string) => s.split(' ');
const YES: ReadOnlyVerdict = { readOnly: true };
const no = (why: string): ReadOnlyVerdict => ({ readOnly: false, why });

/** Options that shape history and diff output only; `--output`, `--ext-diff`, `--textconv` are absent. */
const GIT_HISTORY: ReadSpec = {
  flags: 'psuRabwWzqmcDgiEFPt',
  numeric: true,
  valued: 'n',
  longs: w(
    'oneline graph stat shortstat numstat name-only name-status patch no-patch raw all branches tags remotes decorate no-decorate abbrev-commit no-abbrev-commit full-history first-parent merges no-merges reverse follow cached staged color no-color word-diff color-words summary patch-with-stat patch-with-raw minimal patience histogram ignore-space-change ignore-all-space ignore-blank-lines ignore-space-at-eol ignore-cr-at-eol text binary check full-index no-renames find-renames find-copies find-copies-harder irreversible-delete exit-code quiet no-prefix relative no-relative date-order topo-order author-date-order left-right cherry-pick cherry-mark cherry boundary simplify-by-decoration show-signature log-size source use-mailmap mailmap walk-reflogs no-walk do-walk parents children notes no-notes expand-tabs no-expand-tabs indent-heuristic no-indent-heuristic merge-base function-context compact-summary submodule no-ext-diff no-textconv regexp-ignore-case extended-regexp fixed-strings perl-regexp basic-regexp invert-grep all-match dense sparse remove-empty ancestry-path no-index name-rev',
  ),
  longValued: w(
    'format pretty abbrev date since after until before author committer grep max-count skip stat diff-filter word-diff word-diff-regex color color-moved relative dirstat unified inter-hunk-context src-prefix dst-prefix line-prefix decorate decorate-refs decorate-refs-exclude encoding notes find-renames find-copies break-rewrites diff-algorithm anchored ignore-submodules submodule max-parents min-parents glob exclude branches tags remotes since-as-filter stat-width stat-name-width stat-count stat-graph-width',
  ),
};
/** `-U3`, `-M50%`, `-S text`, `-Gregex`, `-L1,5:file`: values glued to the letter. */
const GIT_GLUED = /^-(?:[UMCBl]\d*%?|[SGLO].+|n\d+)$/;

const GIT_ANY_WORD = new Set(
  w('rev-parse ls-files ls-tree describe merge-base name-rev show-ref count-objects check-ignore version'),
);

export function gitIsReadOnly(args: readonly string[]): ReadOnlyVerdict {
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-C') {
      i++;
      continue;
    }
    if (
      /^(?:--no-pager|-P|--no-optional-locks|--literal-pathspecs|--glob-pathspecs|--noglob-pathspecs|--icase-pathspecs|--no-replace-objects)$/.test(
        a,
      )
    )
      continue;
    if (a.startsWith('-'))
      return no(`\`git ${a}\` changes how git runs (configuration, paths, programs it starts)`);
    break;
  }
  const sub = args[i];
  if (sub === undefined) return YES;
  const rest = args.slice(i + 1);
  const glued = rest.filter((r) => !GIT_GLUED.test(r));
  switch (sub) {
    case 'log':
    case 'show':
    case 'diff':
    case 'shortlog':
    case 'rev-list':
    case 'whatchanged':
      return checkWords(`git ${sub}`, glued, GIT_HISTORY);
    case 'status':
      return checkWords(
        'git status',
        rest.filter((r) => !/^-u(?:no|normal|all)?$/.test(r)),
        {
          flags: 'sbvz',
          longs: w(
            'short branch long verbose porcelain ignored untracked-files ahead-behind no-ahead-behind column no-column show-stash renames no-renames null ignore-submodules find-renames',
          ),
          longValued: w('porcelain ignored untracked-files ignore-submodules column find-renames'),
        },
      );
    case 'branch':
    case 'tag': {
      const listing = rest.some((r) => r === '-l' || r === '--list');
      return checkWords(
        `git ${sub}`,
        rest.filter((r) => !/^-n\d*$/.test(r)),
        {
          flags: sub === 'branch' ? 'arvli' : 'li',
          longs: w(
            'all remotes verbose list show-current no-color color column no-column ignore-case omit-empty',
          ),
          longValued: w('sort format contains no-contains merged no-merged points-at color column abbrev'),
          // an operand without `--list` creates a branch or tag
          operands: listing ? 'any' : 'none',
        },
      );
    }
    case 'remote':
      if (rest.length === 0 || (rest.length === 1 && /^(?:-v|--verbose)$/.test(rest[0]!))) return YES;
      if (rest[0] === 'get-url')
        return checkWords('git remote get-url', rest.slice(1), { longs: w('push all') });
      return no(`\`git remote ${rest[0]}\` changes remotes or contacts them`);
    case 'stash':
      return rest[0] === 'list' || rest[0] === 'show'
        ? checkWords('git stash', glued.slice(1), GIT_HISTORY)
        : no('`git stash` changes the working tree');
    case 'blame':
    case 'cat-file':
      return rest.some((r) => /^--(?:textconv|filters)/.test(r))
        ? no(`\`git ${sub}\` runs conversion filters`)
        : YES;
    case 'grep':
      return rest.some((r) => /^(?:-O|--open-files-in-pager)/.test(r))
        ? no('`git grep -O` starts a program')
        : YES;
  }
  if (GIT_ANY_WORD.has(sub)) return YES;
  return no(`\`git ${sub}\` is not a git subcommand known to only read`);
}

const FIND_VALUED = new Set(
  w(
    '-name -iname -path -ipath -wholename -iwholename -regex -iregex -type -xtype -user -group -uid -gid -perm -size -mtime -mmin -atime -amin -ctime -cmin -newer -anewer -cnewer -links -inum -samefile -lname -ilname -fstype -used -maxdepth -mindepth -regextype -printf -context',
  ),
);
const FIND_BARE = new Set(
  w(
    '-empty -nouser -nogroup -readable -writable -executable -depth -mount -xdev -follow -print -print0 -ls -prune -quit -true -false -not -a -o -and -or ! ( ) , -daystart -noleaf -ignore_readdir_race -noignore_readdir_race -nowarn -warn -d',
  ),
);

/** Every word of a find expression is a test or an action that prints; `-exec`, `-delete`, `-fprint…` are not. */
export function findIsReadOnly(args: readonly string[]): ReadOnlyVerdict {
  let i = 0;
  while (i < args.length && /^-(?:[HLP]|O\d)$/.test(args[i]!)) i++;
  while (i < args.length && !args[i]!.startsWith('-') && !['(', '!', ')', ','].includes(args[i]!)) i++;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (FIND_BARE.has(a)) continue;
    if (FIND_VALUED.has(a) || /^-newer[aBcmt][aBcmt]$/.test(a)) {
      i++;
      continue;
    }
    return no(`\`find ${a}\` is not a test or action known to only read`);
  }
  return YES;
}

const SED: ReadSpec = {
  flags: 'nErsuz',
  valued: 'el',
  longs: w('quiet silent regexp-extended separate unbuffered null-data posix debug sandbox'),
  longValued: w('expression line-length'),
};

/** sed reads unless its options edit in place or its script runs (`e`, `s///e`) or writes (`w`, `s///w`). */
export function sedIsReadOnly(args: readonly string[]): ReadOnlyVerdict {
  const opts = checkWords('sed', args, SED);
  if (!opts.readOnly) return opts;
  for (const s of sedScripts(args)) {
    const why = sedScriptProblem(s);
    if (why) return no(`sed script: ${why}`);
  }
  return YES;
}

/**
 * Commands a sed invocation runs (`e CMD`, `s/…/CMD/e`); `undefined` for `e` alone, which runs
 * the pattern space (text the guard cannot see).
 */
export function sedRuns(args: readonly string[]): Array<string | undefined> {
  const runs: Array<string | undefined> = [];
  for (const s of sedScripts(args)) sedScriptProblem(s, runs);
  return runs;
}

/** The scripts of a sed command line: `-e`/`--expression` values, else the first operand. */
function sedScripts(args: readonly string[]): string[] {
  const scripts: string[] = [];
  let operandsOnly = false;
  let firstOperand: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!operandsOnly && a === '--') operandsOnly = true;
    else if (!operandsOnly && (a === '-e' || a === '--expression')) scripts.push(args[++i] ?? '');
    else if (!operandsOnly && a.startsWith('--expression=')) scripts.push(a.slice(13));
    else if (!operandsOnly && /^-[nErsuz]*e./.test(a)) scripts.push(a.slice(a.indexOf('e') + 1));
    else if (!operandsOnly && /^-[nErsuz]*l$/.test(a)) i++;
    else if (operandsOnly || !a.startsWith('-') || a === '-') firstOperand ??= a;
  }
  if (scripts.length === 0 && firstOperand !== undefined) scripts.push(firstOperand);
  return scripts;
}

/** Why a sed script is not read-only, or undefined when every command in it only prints. */
export function sedScriptProblem(script: string, runs?: Array<string | undefined>): string | undefined {
  let i = 0;
  const n = script.length;
  const skipSpace = () => {
    while (i < n && /[ \t]/.test(script[i]!)) i++;
  };
  const regex = (delim: string) => {
    // past the closing delimiter; backslash escapes it
    for (; i < n; i++) {
      if (script[i] === '\\') i++;
      else if (script[i] === delim) {
        i++;
        return true;
      }
    }
    return false;
  };
  const address = () => {
    if (script[i] === '/' || script[i] === '\\') {
      const d = script[i] === '\\' ? script[++i] : '/';
      i++;
      if (!d || !regex(d)) return false;
      while (i < n && /[IM]/.test(script[i]!)) i++;
    } else while (i < n && /[0-9$~+]/.test(script[i]!)) i++;
    return true;
  };
  while (i < n) {
    while (i < n && /[\s;}]/.test(script[i]!)) i++;
    if (i >= n) break;
    if (!address()) return 'an unterminated address';
    skipSpace();
    if (script[i] === ',') {
      i++;
      skipSpace();
      if (!address()) return 'an unterminated address';
    }
    skipSpace();
    while (script[i] === '!') {
      i++;
      skipSpace();
    }
    const c = script[i++];
    if (c === undefined) return 'an address without a command';
    if ('{=dDgGhHlnNpPxzFqQ'.includes(c)) {
      while (i < n && /[0-9 \t]/.test(script[i]!)) i++;
      continue;
    }
    if (c === '#' || c === ':' || 'btT'.includes(c) || 'aic'.includes(c)) {
      // comment, label, branch, or text to print: to the end of the line (`a\` continues)
      while (i < n && script[i] !== '\n' && !(c !== '#' && 'aic'.indexOf(c) < 0 && script[i] === ';')) {
        if (script[i] === '\\') i++;
        i++;
      }
      continue;
    }
    if (c === 'y' || c === 's') {
      const d = script[i++];
      if (!d || d === '\n' || d === '\\') return `\`${c}\` without a delimiter`;
      if (!regex(d)) return `an unterminated \`${c}\` command`;
      const from = i;
      if (!regex(d)) return `an unterminated \`${c}\` command`;
      if (c === 'y') continue;
      const flags = /^[gpiImM0-9ew]*/.exec(script.slice(i, i + 16))![0];
      if (flags.includes('e') && runs) {
        // the pattern space after the substitution runs; the replacement is what the guard can see
        runs.push(script.slice(from, i - 1));
        i += flags.length;
        continue;
      }
      if (flags.includes('e')) return '`s///e` runs the pattern space as a command';
      if (flags.includes('w')) return '`s///w` writes a file';
      i += flags.length;
      continue;
    }
    if (c === 'e' && runs) {
      let end = script.indexOf('\n', i);
      if (end < 0) end = n;
      const command = script.slice(i, end).trim();
      runs.push(command === '' ? undefined : command);
      i = end;
      continue;
    }
    if (c === 'e') return '`e` runs a command';
    if (c === 'w' || c === 'W') return `\`${c}\` writes a file`;
    if (c === 'r' || c === 'R') return `\`${c}\` reads a file named in the script`;
    return `the command \`${c}\` is not known to only print`;
  }
  return undefined;
}

const JQ: ReadSpec = {
  flags: 'rcnesSjaCMR0',
  valued: 'f',
  longs: w(
    'raw-output compact-output null-input exit-status slurp sort-keys join-output ascii-output color-output monochrome-output seq stream stream-errors raw-input tab raw-output0 unbuffered args jsonargs',
  ),
  longValued: w('indent from-file'),
};

/** jq has no option that writes; `--arg NAME VALUE` and friends take two words. */
export function jqIsReadOnly(args: readonly string[]): ReadOnlyVerdict {
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (/^--(?:arg|argjson|slurpfile|rawfile)$/.test(a)) i += 2;
    else rest.push(a);
  }
  return checkWords('jq', rest, JQ);
}

// ---------- package managers: queries only ----------

/** dpkg and dpkg-query actions that only print what is installed or known; every other action changes the system. */
const DPKG_QUERY: ReadSpec = {
  flags: 'lLsSpW',
  valued: 'f',
  longs: w(
    'list listfiles status search print-avail show get-selections print-architecture print-foreign-architectures version help',
  ),
  longValued: w('showformat admindir'),
};

/** `dpkg -l`, `dpkg -S path`, `dpkg-query -W -f=…`: reads; an action word outside DPKG_QUERY (`-i`, `-P`, `--configure`) does not. */
export function dpkgIsReadOnly(name: string, args: readonly string[]): ReadOnlyVerdict {
  if (!args.some((a) => a.startsWith('-'))) return no(`\`${name}\` without a query action`);
  return checkWords(name, args, DPKG_QUERY);
}

/**
 * apt-cache and apt subcommands that only print package data. `-o` and `-c` (configuration that
 * can name hooks and directories) are not known options, so they make the command not read-only.
 */
const PACKAGE_QUERIES: Record<string, { subcommands: ReadonlySet<string>; spec: ReadSpec }> = {
  'apt-cache': {
    subcommands: new Set(
      w('search show showpkg showsrc policy depends rdepends madison pkgnames stats unmet'),
    ),
    spec: {
      flags: 'nfiaq',
      longs: w(
        'names-only full installed recurse important no-all-versions all-versions no-pre-depends no-depends no-recommends no-suggests no-conflicts no-breaks no-replaces no-enhances quiet',
      ),
    },
  },
  apt: {
    subcommands: new Set(w('list show search policy depends rdepends')),
    spec: {
      flags: 'aq',
      longs: w('installed upgradable all-versions manual-installed names-only full quiet'),
    },
  },
};

export function packageQueryIsReadOnly(name: string, args: readonly string[]): ReadOnlyVerdict {
  const q = PACKAGE_QUERIES[name];
  if (!q) return no(`\`${name}\` is not a command known to only read`);
  const sub = args.findIndex((a) => !a.startsWith('-'));
  if (sub < 0 || !q.subcommands.has(args[sub]!))
    return no(`\`${name} ${args[sub] ?? ''}\`: a subcommand not known to only read`.replace(' `', '`'));
  return checkWords(name, [...args.slice(0, sub), ...args.slice(sub + 1)], q.spec);
}

/** apt-get options that keep a simulation a simulation (no `-o`, `-c`, `--download-only`). */
const APT_GET_SIMULATE: ReadSpec = {
  flags: 'sqyV',
  longs: w(
    'simulate just-print dry-run recon no-act quiet yes assume-yes verbose-versions no-install-recommends install-recommends purge auto-remove autoremove',
  ),
};
const APT_GET_SIMULATED = new Set(w('install remove purge upgrade dist-upgrade full-upgrade autoremove'));

/** `apt-get -s purge python2.7`: a simulation prints what would happen and changes nothing. */
export function aptGetIsReadOnly(args: readonly string[]): ReadOnlyVerdict {
  const simulated = args.some(
    (a) => /^--(?:simulate|just-print|dry-run|recon|no-act)$/.test(a) || /^-[a-zA-Z]*s[a-zA-Z]*$/.test(a),
  );
  if (!simulated) return no('`apt-get` changes packages unless it only simulates (`-s`)');
  if (args.some((a) => /^-[a-zA-Z]*[oc]|^--(?:option|config-file)\b/.test(a)))
    return no('`apt-get -o`/`-c` set configuration, which can name hooks that run');
  const sub = args.find((a) => !a.startsWith('-'));
  if (sub === undefined || !APT_GET_SIMULATED.has(sub))
    return no(`\`apt-get ${sub ?? ''}\`: not simulated by \`-s\``);
  return checkWords(
    'apt-get',
    args.filter((a) => a !== sub),
    APT_GET_SIMULATE,
  );
}

// ---------- shells running an analysed script ----------

/**
 * `bash -lc 'script'`: the shell itself only starts; the script's commands are walked and judged
 * one by one (shell-run.ts), so the shell word is read-only when it carries nothing but `-c` with
 * options that change no file and run nothing else (`-e`, `-u`, `-x`, `-o pipefail`, a login
 * shell's own startup files). A script file, `--rcfile`, or any other option is not.
 */
const SHELL_C: ReadSpec = {
  flags: 'celuxvfhB',
  longs: w('login noprofile norc posix noediting'),
};
const SHELL_SET_OPTIONS = new Set(w('pipefail errexit nounset xtrace verbose noglob posix'));

export function shellCommandIsReadOnly(name: string, args: readonly string[]): ReadOnlyVerdict {
  const rest: string[] = [];
  let command = false;
  let script: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-o' || a === '+o') {
      if (!SHELL_SET_OPTIONS.has(args[i + 1] ?? ''))
        return no(`\`${name} -o ${args[i + 1] ?? ''}\`: an option not known to only read`);
      i++;
      continue;
    }
    if (a.startsWith('-') && a.length > 1 && !command) {
      if (!a.startsWith('--') && a.includes('c')) command = true;
      rest.push(a);
      continue;
    }
    script = i;
    break;
  }
  if (!command || script === undefined)
    return no(`\`${name}\` runs a script file or its input, not an analysed \`-c\` text`);
  return checkWords(name, rest, SHELL_C);
}

// ---------- version queries ----------

/** Programs whose `--version` only prints their version (interpreters, compilers, package tools). */
export const VERSION_QUERY_PROGRAMS =
  /^(?:python(?:\d+(?:\.\d+)?)?|pip\d*(?:\.\d+)?|node|nodejs|npm|npx|ruby|perl|php|java|javac|rustc|cargo|gcc|g\+\+|cc|clang|make|cmake|docker|psql|mysql|sqlite3|bash|sh|zsh|curl|wget|openssl|apt|apt-get|dpkg|snap|lsb_release)$/;

/** `python2.7 --version`, `python3 -V`: prints a version and exits. */
export function versionQueryIsReadOnly(name: string, args: readonly string[]): ReadOnlyVerdict | undefined {
  if (!VERSION_QUERY_PROGRAMS.test(name) || args.length !== 1) return undefined;
  const a = args[0]!;
  if (a === '--version' || (a === '-V' && name.startsWith('python'))) return YES;
  return undefined;
}
