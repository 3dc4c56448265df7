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
