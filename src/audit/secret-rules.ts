// The secret patterns the audit log redacts, as data in one place so that a maintained rule set
// (gitleaks' gitleaks.toml, secretlint's recommended preset) can replace them. Each rule names the
// gitleaks rule id it mirrors (`source`), or `intentguard` where gitleaks has no such rule.
//
// Conventions the redactor relies on:
// - a named group `secret` is the part replaced; without one the whole match is;
// - a named group `key` makes the match count only when that key name is a secret key
//   (SECRET_KEY, or the configured key pattern): `password=…` yes, `page=…` no;
// - every pattern is linear on any input: each starts at a boundary (a lookbehind or a literal
//   prefix) and its repetitions are bounded and unambiguous, so a 1 MB text costs one pass.

import { rules as secretlintRules } from '@secretlint/secretlint-rule-preset-recommend';

export interface SecretRule {
  id: string;
  /** the gitleaks rule id this mirrors (`gitleaks:<id>`), or `intentguard` */
  source: string;
  pattern: RegExp;
}

/** Not preceded by a token character: a token's first character, never its middle. */
const START = String.raw`(?<![A-Za-z0-9_\-])`;
/** A value after `=`/`:`: quoted (JSON-escaped quotes too) or up to whitespace and delimiters. */
const VALUE = String.raw`(?:\\?"(?<secret>[^"\\\n]{1,1024})\\?"|'(?<secret2>[^'\n]{1,1024})'|(?<secret3>[^\s"'\\,;&<>]{1,1024}))`;

/** A flag's value: quoted, or up to whitespace. */
const FLAG_VALUE = String.raw`(?:'(?<secret>[^'\n]{1,256})'|"(?<secret2>[^"\n]{1,256})"|(?<secret3>[^\s'"]{1,256}))`;

/**
 * Command-line clients that take a password as a flag's value. `separate`: the value may follow the
 * flag after a space (`sshpass -p secret`); without it only an attached value is a password
 * (`mysql -psecret`; `mysql -p db` prompts and names a database). From each client's manual.
 */
export const CLIENT_PASSWORD_FLAGS: readonly {
  clients: readonly string[];
  flag: string;
  separate: boolean;
}[] = [
  { clients: ['sshpass'], flag: '-p', separate: true },
  {
    clients: ['mysql', 'mysqldump', 'mysqladmin', 'mysqlimport', 'mysqlshow', 'mariadb', 'mariadb-dump'],
    flag: '-p',
    separate: false,
  },
  {
    clients: ['mongo', 'mongosh', 'mongodump', 'mongorestore', 'mongoexport', 'mongoimport'],
    flag: '-p',
    separate: true,
  },
  { clients: ['redis-cli', 'valkey-cli'], flag: '-a', separate: true },
  {
    clients: ['ldapsearch', 'ldapmodify', 'ldapadd', 'ldapdelete', 'ldapwhoami', 'ldappasswd', 'ldapcompare'],
    flag: '-w',
    separate: true,
  },
  { clients: ['sqlcmd', 'bcp', 'osql', 'isql'], flag: '-P', separate: true },
];

/** The first four fields of a .pgpass line: host, port (digits or `*`), database, user. */
const PGPASS_FIELDS = String.raw`[^\s:'"#]{1,256}:(?:\d{1,5}|\*):[^\s:'"]{1,256}:[^\s:'"]{1,256}`;

/** Connection-string keys whose value is a secret, taken only next to a `;` (they are common words). */
const CONN_KEYS = '(?:Password|Pwd|ClientSecret|Client_Secret|sig|AuthToken|Token)';

const rule = (id: string, source: string, pattern: string, flags = 'g'): SecretRule => ({
  id,
  source,
  pattern: new RegExp(pattern, flags),
});

/** Token formats first (they are redacted whole), then credentials by position, then key = value. */
export const SECRET_RULES: readonly SecretRule[] = [
  rule(
    'private-key',
    'gitleaks:private-key',
    // the END line is optional: a truncated key is still a key
    String.raw`-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s\\:,]{0,16384}(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----)?`,
  ),
  rule(
    'jwt',
    'gitleaks:jwt',
    String.raw`${START}ey[A-Za-z0-9_-]{10,4096}\.ey[A-Za-z0-9_-]{10,8192}\.[A-Za-z0-9_-]{0,4096}`,
  ),
  rule(
    'stripe-access-token',
    'gitleaks:stripe-access-token',
    `${START}(?:sk|rk|pk)_(?:test|live|prod)_[A-Za-z0-9]{10,247}`,
  ),
  rule('gcp-api-key', 'gitleaks:gcp-api-key', `${START}AIza[A-Za-z0-9_-]{35}`),
  rule(
    'github-fine-grained-pat',
    'gitleaks:github-fine-grained-pat',
    `${START}github_pat_[A-Za-z0-9_]{22,255}`,
  ),
  rule(
    'github-token',
    'gitleaks:github-pat (and github-oauth, -app-token, -refresh-token)',
    `${START}gh[pousr]_[A-Za-z0-9]{30,255}`,
  ),
  rule('gitlab-pat', 'gitleaks:gitlab-pat', `${START}glpat-[A-Za-z0-9_-]{20,64}`),
  rule(
    'aws-access-token',
    'gitleaks:aws-access-token',
    `${START}(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])`,
  ),
  rule(
    'aws-secret-key',
    'gitleaks:generic-api-key (aws_secret_access_key keyword)',
    String.raw`aws.{0,20}?secret.{0,20}?(?:key)?["']?\s{0,4}[=:]\s{0,4}["']?(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`,
    'gi',
  ),
  rule(
    'slack-webhook-url',
    'gitleaks:slack-webhook-url',
    String.raw`(?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,256}`,
  ),
  rule(
    'slack-token',
    'gitleaks:slack-bot-token (and -user-, -app-, -legacy-)',
    String.raw`${START}xox[abposer]-[A-Za-z0-9-]{10,250}|${START}xapp-\d-[A-Za-z0-9-]{10,250}`,
  ),
  rule(
    'openai-api-key',
    'gitleaks:openai-api-key (and anthropic-api-key)',
    `${START}sk-[A-Za-z0-9_-]{16,512}`,
  ),
  rule('npm-access-token', 'gitleaks:npm-access-token', `${START}npm_[A-Za-z0-9]{36}`),
  rule(
    'sendgrid-api-token',
    'gitleaks:sendgrid-api-token',
    String.raw`${START}SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}`,
  ),
  rule('huggingface-access-token', 'gitleaks:huggingface-access-token', `${START}hf_[A-Za-z]{34}`),
  rule('google-oauth-token', 'intentguard', String.raw`${START}ya29\.[A-Za-z0-9_-]{20,2048}`),
  rule('authorization-bearer', 'intentguard', String.raw`\bBearer\s{1,4}[A-Za-z0-9._~+/-]{1,4096}={0,2}`),
  rule('authorization-basic', 'intentguard', String.raw`\bBasic\s{1,4}[A-Za-z0-9+/]{8,4096}={0,2}`),
  // credentials by position
  rule(
    'url-userinfo',
    'gitleaks:generic-api-key (credentials in a URL)',
    // any scheme (`redis`, `amqp`, `postgresql`, `ftp`, ...), the user may be empty
    // (`redis://:pw@host`), the password runs to the last `@` before the path (a password may
    // hold `@` or `:` written unescaped); slashes JSON-escaped as `\/` count too
    String.raw`\b[a-z][a-z0-9+.-]{1,20}:\\?/\\?/[^\s/?#@:'"\\]{0,256}:(?<secret>[^\s/?#'"\\]{1,256})@`,
    'gi',
  ),
  ...CLIENT_PASSWORD_FLAGS.map((c) =>
    rule(
      `${c.clients[0]}-password-flag`,
      'intentguard',
      String.raw`\b(?:${c.clients.join('|')})\b[^\n;|&]{0,256}?\s${c.flag}${c.separate ? String.raw`(?:\s{1,4}|=)?` : ''}${FLAG_VALUE}`,
    ),
  ),
  rule(
    'smbclient-user-password',
    'intentguard',
    // smbclient and friends take `-U user%password` (Samba's own separator)
    String.raw`\b(?:smbclient|smbcacls|smbget|rpcclient|net)\b[^\n;|&]{0,256}?\s(?:-U|--user(?:=|\s{1,4}))\s{0,4}['"]?[^\s%'"]{1,256}%(?<secret>[^\s'"]{1,256})`,
  ),
  rule(
    'connection-string-key',
    'intentguard',
    // `Key=Value;` connection strings (Azure storage and Service Bus, ADO.NET, ODBC): the value of a
    // key naming a secret runs to the next `;`. Azure's key names are taken anywhere; the common
    // ones (`Password`, `PWD`, `sig`, ...) only beside a `;`, so the shell's `PWD=/home/ann` stays
    String.raw`(?<![A-Za-z0-9_])(?:AccountKey|SharedAccessKey|SharedAccessSignature|SharedSecretValue)\s{0,4}=\s{0,4}(?<secret>[^;'"\s]{1,2048})|(?<=;\s{0,4})${CONN_KEYS}\s{0,4}=\s{0,4}(?<secret2>[^;'"\s]{1,2048})|(?<![A-Za-z0-9_])${CONN_KEYS}\s{0,4}=\s{0,4}(?<secret3>[^;'"\s]{1,2048})(?=;)`,
    'gi',
  ),
  rule(
    'netrc-password',
    'intentguard',
    // a .netrc entry: `machine host login user password secret` (one line or several); the
    // `machine`/`default` token first, so prose saying "password reset" is left alone
    String.raw`\b(?:machine\s{1,16}[^\s]{1,256}|default)(?:\s{1,16}(?:login|account|port)\s{1,16}[^\s]{1,256}){0,3}\s{1,16}password\s{1,16}(?<secret>[^\s]{1,256})`,
  ),
  rule(
    'pgpass-line',
    'intentguard',
    // a .pgpass line `host:port:database:user:password` (port digits or `*`): the rest of the line
    // when the entry starts a line, else up to whitespace or a quote
    String.raw`^[ \t]{0,16}${PGPASS_FIELDS}:(?<secret>[^\n]{1,256})|(?<=[\s'"\`(])${PGPASS_FIELDS}:(?<secret2>[^\s'"]{1,256})`,
    'gm',
  ),
  rule(
    'password-option',
    'intentguard',
    String.raw`(?<![\w-])--?(?<key>[A-Za-z][A-Za-z0-9-]{0,40})(?:=|\s{1,4})${VALUE}`,
  ),
  rule(
    'user-password-option',
    'intentguard',
    // `-u user:password` (curl); `-u redis://...` is a URL, left to url-userinfo
    String.raw`(?<![\w-])(?:-u|--user)(?:=|\s{0,4})['"]?[^\s:'"/]{1,256}:(?!//)(?<secret>[^\s'"]{1,256})`,
  ),
  rule(
    'sql-password',
    'intentguard',
    String.raw`\b(?:IDENTIFIED\s{1,4}(?:WITH\s{1,4}\w{1,64}\s{1,4})?BY|PASSWORD)\s{0,4}(?:=\s{0,4})?\(?\s{0,4}(?:'(?<secret>[^'\n]{1,256})'|"(?<secret2>[^"\n]{1,256})")`,
    'gi',
  ),
  // key = value: environment lines, .env files, query strings, JSON and YAML text
  rule(
    'key-value',
    'gitleaks:generic-api-key',
    // the key must hold a secret word (checked again, as whole words, by the redactor)
    String.raw`(?<![\w-])(?:\\?["'])?(?<key>[A-Za-z0-9_.-]{0,40}?(?:pass|pwd|secret|token|api[_.-]?key|auth|cookie|session|credential|card|cvv|cvc|pin|ssn|access[_.-]?key|private[_.-]?key)[A-Za-z0-9_.-]{0,40})(?:\\?["'])?\s{0,4}[=:]\s{0,4}${VALUE}`,
    'gi',
  ),
];

/**
 * Key names whose values are secrets, matched against the key split into words
 * (`apiKey`, `api-key`, `API_KEY` all read `api_key`): `pwd`, `db_pass`, `card_number`, `AccountKey` match;
 * `max_tokens`, `passport`, `shipping` do not.
 */
export const SECRET_KEY_WORDS =
  /(?:^|_)(?:pass(?:word|wd|phrase|code)?|pwd|secrets?|token|auth(?:orization)?|api_?key|apikey|access_?key|account_?key|shared_?access_?key|access_?signature|private_?key|secret_?key|client_?secret|cookie|session_?id|credentials?|card_?number|cc_?num(?:ber)?|cvv2?|cvc|pin|ssn)(?:_|$)/;
/** Secret words inside names written without separators (`PGPASSWORD`, `GITHUBTOKEN`). */
const SECRET_KEY_INSIDE = /password|passwd|passphrase|secret|credential|apikey|token$/i;
/** Environment names (exact case) that contain a secret word but hold none: the working directory. */
const NOT_SECRET_KEYS: ReadonlySet<string> = new Set(['PWD', 'OLDPWD']);

/** `apiKey`, `api-key`, `API_KEY`, `x.api.key` → `api_key` words. */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase();
}

/** Is a value under this key (object key, option, environment name) a secret? */
export function isSecretKey(key: string): boolean {
  if (key.length > 128 || NOT_SECRET_KEYS.has(key)) return false;
  return SECRET_KEY_WORDS.test(keyWords(key)) || SECRET_KEY_INSIDE.test(key);
}

// The maintained token formats: secretlint's recommended preset (AWS, GCP, GitHub, npm, Slack,
// SendGrid, Shopify, OpenAI, Anthropic, Linear, 1Password, private keys, basic auth, database
// connection strings). Its rules are run directly, each on one string, with a minimal rule
// context: their `file` handlers are synchronous for text (only the PKCS#12 file check awaits, and
// it needs a file path, which a string never has), so redaction stays synchronous. The
// comment-filter rule is left out: text written by an agent must not switch redaction off with a
// `secretlint-disable` comment.

/** The part of secretlint's rule contract used here (`@secretlint/types`). */
interface ScannerRule {
  meta: { id: string; type: string };
  create(
    context: {
      report(d: { range: readonly [number, number] }): void;
      ignore(): void;
      createTranslator(): () => string;
    },
    options: object,
  ): { file?: (source: { content: string; ext: string; contentType: 'text' }) => unknown };
}

const FILTER_RULE = '@secretlint/secretlint-rule-filter-comments';

/** The scanner rules of the preset, by id. */
export const MAINTAINED_SECRET_RULES: readonly ScannerRule[] = (
  secretlintRules as unknown as ScannerRule[]
).filter((r) => r.meta.type === 'scanner' && r.meta.id !== FILTER_RULE);

/** A `[start, end)` range of a string that holds a secret. */
export type SecretRange = readonly [number, number];

/** The ranges of `text` that the maintained rules report, in text order, merged where they overlap. */
export function maintainedSecretRanges(text: string): SecretRange[] {
  const found: SecretRange[] = [];
  const context = {
    report: (d: { range: readonly [number, number] }) => {
      const [start, end] = d.range;
      if (Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start)
        found.push([start, end]);
    },
    ignore: () => {},
    createTranslator: () => () => '',
  };
  for (const rule of MAINTAINED_SECRET_RULES) {
    try {
      rule.create(context, {}).file?.({ content: text, ext: '', contentType: 'text' });
    } catch {
      // a rule that fails cannot say what is safe to keep: the whole string goes
      return [[0, text.length]];
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of found) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, Math.min(e, text.length)]);
  }
  return merged;
}
