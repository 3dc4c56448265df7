// "Read-only" is proven word by word: a command only reads when its name is on this list and
// every one of its words is an option this list knows to only read (or an operand where
// operands are read). An unknown option of a listed command, an option that writes or runs a
// program (`sort -o`, `rg --pre`, `git diff --output`, `find -fprint`, `date -s`), an
// environment prefix that changes what runs (`LD_PRELOAD=`, `PATH=`, `GIT_…=`), a wrapper
// that is not known to be inert: each makes the command "not read-only".
import type { CommandSummary, WrapperUse } from './shell-model.ts';
import {
  aptGetIsReadOnly,
  dpkgIsReadOnly,
  findIsReadOnly,
  gitIsReadOnly,
  jqIsReadOnly,
  packageQueryIsReadOnly,
  sedIsReadOnly,
  shellCommandIsReadOnly,
  versionQueryIsReadOnly,
} from './shell-read-only-custom.ts';
import { checkWords, operandsOf, type ReadOnlyVerdict, type ReadSpec } from './shell-read-words.ts';
import { SHELLS } from './shell-wrappers.ts';

const w = (s: string) => s.split(' ');

export const READ_ONLY_COMMANDS: Record<string, ReadSpec> = {
  ls: {
    flags: 'aAbBcCdfFgGhHiklLmnNopqQrRsStuUvxXZ1',
    valued: 'wIT',
    longs: w(
      'all almost-all author escape directory dired classify file-type full-time group-directories-first no-group human-readable si dereference dereference-command-line dereference-command-line-symlink-to-dir hide-control-chars inode kibibytes literal numeric-uid-gid show-control-chars quote-name recursive reverse size zero context color hyperlink help version',
    ),
    longValued: w(
      'block-size color format hide ignore indicator-style quoting-style sort time time-style tabsize width hyperlink classify',
    ),
  },
  cat: {
    flags: 'AbeEnstTuv',
    longs: w('show-all number-nonblank show-ends number squeeze-blank show-tabs show-nonprinting'),
  },
  head: {
    flags: 'qvz',
    valued: 'nc',
    numeric: true,
    longs: w('quiet silent verbose zero-terminated'),
    longValued: w('lines bytes'),
  },
  tail: {
    flags: 'qvzfF',
    valued: 'ncs',
    numeric: true,
    longs: w('quiet silent verbose zero-terminated follow retry'),
    longValued: w('lines bytes follow pid sleep-interval max-unchanged-stats'),
  },
  less: {},
  more: {},
  grep: {
    flags: 'EFGPiyvwxcLloqsbHhnTZzaIrRUV',
    valued: 'efmABCdD',
    longs: w(
      'extended-regexp fixed-strings basic-regexp perl-regexp ignore-case no-ignore-case word-regexp line-regexp null-data no-messages invert-match version help byte-offset line-number no-line-number line-buffered with-filename no-filename only-matching quiet silent text recursive dereference-recursive files-without-match files-with-matches count initial-tab null color colour',
    ),
    longValued: w(
      'regexp file max-count label binary-files directories devices include exclude exclude-from exclude-dir before-context after-context context color colour group-separator',
    ),
  },
  rg: {
    flags: 'iSsvwxclqnNHIuUaLFPb0hV.',
    valued: 'efgtTjABCmMrEd',
    longs: w(
      'ignore-case smart-case case-sensitive invert-match word-regexp line-regexp count count-matches files-with-matches files-without-match quiet line-number no-line-number with-filename no-filename hidden no-hidden no-ignore no-ignore-vcs no-ignore-dot no-ignore-global no-ignore-parent no-ignore-exclude no-ignore-files follow fixed-strings json vimgrep only-matching multiline multiline-dotall no-heading heading pretty files stats trim column no-column byte-offset null null-data unrestricted sort-files no-messages text binary no-binary one-file-system passthru pcre2 no-pcre2 auto-hybrid-regex crlf debug trace type-list no-require-git include-zero no-unicode glob-case-insensitive max-columns-preview line-buffered block-buffered help version',
    ),
    longValued: w(
      'regexp file glob iglob type type-not threads after-context before-context context max-count max-columns replace encoding max-depth max-filesize sort sortr color colors path-separator context-separator field-match-separator field-context-separator engine ignore-file',
    ),
  },
  wc: {
    flags: 'clmwL',
    longs: w('bytes chars lines words max-line-length'),
    longValued: w('files0-from total'),
  },
  sort: {
    flags: 'bdfgiMhnRrVcCsuz',
    valued: 'ktS',
    longs: w(
      'ignore-leading-blanks dictionary-order ignore-case general-numeric-sort ignore-nonprinting month-sort human-numeric-sort numeric-sort random-sort reverse version-sort check stable unique zero-terminated debug',
    ),
    longValued: w('key field-separator buffer-size parallel sort random-source files0-from check'),
  },
  // a second operand is uniq's output file
  uniq: {
    flags: 'cdDiuz',
    valued: 'fsw',
    longs: w('count repeated all-repeated ignore-case unique zero-terminated group'),
    longValued: w('skip-fields skip-chars check-chars all-repeated group'),
  },
  cut: {
    flags: 'nsz',
    valued: 'bcdf',
    longs: w('complement only-delimited zero-terminated'),
    longValued: w('bytes characters delimiter fields output-delimiter'),
  },
  tr: { flags: 'cCdst', longs: w('complement delete squeeze-repeats truncate-set1') },
  nl: { flags: 'p', valued: 'bdfhilnsvw' },
  column: { flags: 'tnexJLd', valued: 'csoNRHWlT' },
  stat: {
    flags: 'LftZ',
    valued: 'c',
    longs: w('dereference file-system terse'),
    longValued: w('format printf cached'),
  },
  file: {
    flags: 'bcEhiIkLlNnprsvzZS0',
    valued: 'eFfmP',
    longs: w('brief mime mime-type mime-encoding dereference no-dereference'),
  },
  which: { flags: 'as' },
  type: { flags: 'afptP' },
  command: { flags: 'pvV' },
  diff: { anyWord: true },
  cmp: { anyWord: true },
  md5sum: { flags: 'bctwz', longs: w('binary check tag text ignore-missing quiet status strict warn zero') },
  sha1sum: { flags: 'bctwz', longs: w('binary check tag text ignore-missing quiet status strict warn zero') },
  sha256sum: {
    flags: 'bctwz',
    longs: w('binary check tag text ignore-missing quiet status strict warn zero'),
  },
  sha512sum: {
    flags: 'bctwz',
    longs: w('binary check tag text ignore-missing quiet status strict warn zero'),
  },
  tree: {
    flags: 'adlfxpsughDFqNQrtvcCAS',
    valued: 'LPIH',
    longs: w('dirsfirst du si prune inodes device noreport nolinks gitignore info'),
    longValued: w('charset filelimit timefmt sort'),
  },
  true: { anyWord: true },
  false: { anyWord: true },
  ':': { anyWord: true },
  test: { anyWord: true },
  '[': { anyWord: true },
  echo: { anyWord: true },
  printf: { anyWord: true },
  pwd: { flags: 'LP' },
  whoami: {},
  id: { anyWord: true },
  uname: { anyWord: true },
  nproc: { longs: w('all'), longValued: w('ignore') },
  uptime: { flags: 'ps', longs: w('pretty since') },
  free: { anyWord: true },
  df: { anyWord: true },
  du: { anyWord: true },
  lscpu: { anyWord: true },
  lsblk: { anyWord: true },
  seq: { anyWord: true },
  basename: { anyWord: true },
  dirname: { anyWord: true },
  realpath: { anyWord: true },
  readlink: { anyWord: true },
  cd: { anyWord: true },
  pushd: { anyWord: true },
  popd: { anyWord: true },
  // `date -s`, `date 0101…` set the clock; only `+FORMAT` operands read
  date: {
    flags: 'uRI',
    valued: 'dfr',
    longs: w('utc universal rfc-2822 rfc-email debug iso-8601'),
    longValued: w('date file reference rfc-3339 iso-8601 resolution'),
    operands: (o) => o.startsWith('+'),
  },
  // `hostname NAME` and `hostname -F FILE` set the host name
  hostname: {
    flags: 'aAdfiIsy',
    longs: w('alias all-fqdns domain fqdn long all-ip-addresses ip-address short yp nis'),
    operands: 'none',
  },
  ps: { anyWord: true },
  groups: { anyWord: true },
  getent: { anyWord: true },
  lsb_release: { flags: 'vidrcash', longs: w('version id description release codename all short help') },
};

/** Environment prefixes that do not change which program runs or what it loads. */
const INERT_ENV =
  /^(?:LANG|LANGUAGE|LC_[A-Z]+|TZ|COLUMNS|LINES|NO_COLOR|CLICOLOR|CLICOLOR_FORCE|FORCE_COLOR|TERM)$/;

/** Wrappers that only change scheduling or buffering, with their options that do nothing else. */
const INERT_WRAPPERS: Record<string, ReadSpec> = {
  nice: { valued: 'n', longValued: w('adjustment'), numeric: true },
  timeout: {
    flags: 'v',
    valued: 'sk',
    longs: w('preserve-status foreground verbose'),
    longValued: w('signal kill-after'),
  },
  stdbuf: { valued: 'ioe', longValued: w('input output error') },
  time: { flags: 'p' },
  command: { flags: 'p' },
  builtin: {},
  nohup: {},
  env: { flags: 'i0', longs: w('ignore-environment null') },
};

/** Is this command (with its environment prefix and wrappers) proven to only read? */
export function readOnlyCommand(cmd: CommandSummary): ReadOnlyVerdict {
  if (cmd.dynamic) return { readOnly: false, why: 'its name is computed at run time' };
  for (const e of cmd.env) {
    const name = e.slice(0, e.indexOf('='));
    if (!INERT_ENV.test(name))
      return { readOnly: false, why: `the environment prefix \`${name}=\` can change what runs` };
  }
  for (const use of cmd.wrapped) {
    const v = wrapperReadOnly(use);
    if (!v.readOnly) return v;
  }
  return wordsReadOnly(cmd.name, cmd.args);
}

function wrapperReadOnly(use: WrapperUse): ReadOnlyVerdict {
  const spec = INERT_WRAPPERS[use.name];
  if (!spec) return { readOnly: false, why: `it runs under \`${use.name}\`` };
  // `timeout 5 cmd`: the duration is an operand of timeout
  return checkWords(use.name, use.args, { ...spec, operands: use.name === 'timeout' ? 'any' : 'none' });
}

export function wordsReadOnly(name: string, args: string[]): ReadOnlyVerdict {
  const version = versionQueryIsReadOnly(name, args);
  if (version) return version;
  if (SHELLS.has(name)) return shellCommandIsReadOnly(name, args);
  switch (name) {
    case 'dpkg':
    case 'dpkg-query':
      return dpkgIsReadOnly(name, args);
    case 'apt-cache':
    case 'apt':
      return packageQueryIsReadOnly(name, args);
    case 'apt-get':
      return aptGetIsReadOnly(args);
    case 'git':
      return gitIsReadOnly(args);
    case 'find':
      return findIsReadOnly(args);
    case 'sed':
      return sedIsReadOnly(args);
    case 'jq':
      return jqIsReadOnly(args);
    case 'egrep':
    case 'fgrep':
      return checkWords(name, args, READ_ONLY_COMMANDS.grep!);
    case 'uniq': {
      const v = checkWords(name, args, READ_ONLY_COMMANDS.uniq!);
      if (v.readOnly && operandsOf(args, READ_ONLY_COMMANDS.uniq!).length > 1)
        return { readOnly: false, why: '`uniq IN OUT` writes OUT' };
      return v;
    }
  }
  const spec = READ_ONLY_COMMANDS[name];
  if (!spec) return { readOnly: false, why: `\`${name}\` is not a command known to only read` };
  return checkWords(name, args, spec);
}
