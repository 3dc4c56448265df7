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
  // ssh-keygen: -N new passphrase, -P old one
  { clients: ['ssh-keygen'], flag: '-[NP]', separate: true },
  { clients: ['zip', 'zipcloak', 'unzip'], flag: '-P', separate: true },
  { clients: ['7z', '7za', '7zz'], flag: '-p', separate: false },
  { clients: ['keytool', 'jarsigner'], flag: '-(?:src|dest)?(?:store|key)pass', separate: true },
  // cloud and CI command lines: the service principal's secret, a repository secret's value
  { clients: ['az login'], flag: '-p', separate: true },
  { clients: ['gh secret set'], flag: '(?:--body|-b)', separate: true },
  // registry logins: only the `login` subcommand (`docker run -p 8080:80` publishes a port)
  {
    clients: [
      'docker login',
      'podman login',
      'buildah login',
      'nerdctl login',
      'skopeo login',
      'helm registry login',
      'oras login',
      'crane auth login',
    ],
    flag: '-p',
    separate: true,
  },
];

/** A client name as a pattern: the words of `docker login` may be separated by any blanks. */
const clientName = (c: string): string => c.split(' ').join(String.raw`\s{1,4}`);

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
    // the END line is optional: a truncated key is still a key; quotes and commas between the lines
    // are those of a key split across JSON strings (`["-----BEGIN ...", "MIIE...", ...]` as text)
    String.raw`-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[A-Za-z0-9+/=\s\\:,"']{0,16384}(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----)?`,
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
  rule('twilio-api-key', 'gitleaks:twilio-api-key', `${START}SK[0-9a-fA-F]{32}(?![A-Za-z0-9])`),
  rule(
    'digitalocean-token',
    'gitleaks:digitalocean-pat (and -access-token, -refresh-token)',
    `${START}do[opr]_v1_[a-f0-9]{64}`,
  ),
  rule(
    'mailgun-private-api-token',
    'gitleaks:mailgun-private-api-token',
    `${START}key-[a-f0-9]{32}(?![A-Za-z0-9])`,
  ),
  rule('hashicorp-vault-token', 'gitleaks:vault-service-token', `${START}hv[sb]\\.[A-Za-z0-9_-]{24,256}`),
  rule(
    'pypi-upload-token',
    'gitleaks:pypi-upload-token',
    `${START}pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,1024}`,
  ),
  rule(
    'gitlab-token',
    'gitleaks:gitlab-rrt, -ptt, -runner-authentication-token',
    `${START}gl(?:rt|ptt|dt|ft|soat|cbt|imt|agent)-[A-Za-z0-9_-]{20,64}`,
  ),
  rule('stripe-webhook-secret', 'intentguard', `${START}whsec_[A-Za-z0-9+/=]{24,128}`),
  rule('google-oauth-client-secret', 'intentguard', `${START}GOCSPX-[A-Za-z0-9_-]{20,64}`),
  rule(
    'putty-private-lines',
    'intentguard',
    // a PuTTY .ppk file: the base64 lines after `Private-Lines: N`
    String.raw`Private-Lines:\s{0,4}\d{1,4}\s{1,4}(?<secret>[A-Za-z0-9+/=\s\\]{1,16384})`,
  ),
  rule('huggingface-access-token', 'gitleaks:huggingface-access-token', `${START}hf_[A-Za-z]{34}`),
  rule('google-oauth-token', 'intentguard', String.raw`${START}ya29\.[A-Za-z0-9_-]{20,2048}`),
  rule(
    'authorization-bearer',
    'intentguard',
    String.raw`\bBearer\s{1,4}[A-Za-z0-9._~+/-]{1,4096}={0,2}`,
    'gi',
  ),
  rule('authorization-basic', 'intentguard', String.raw`\bBasic\s{1,4}[A-Za-z0-9+/]{8,4096}={0,2}`, 'gi'),
  rule(
    'authorization-header',
    'intentguard',
    // an `Authorization:` header (or setting) with any scheme (`Token`, `Digest`, `ApiKey`, none):
    // the credential after the scheme word goes, in any letter case
    String.raw`\b(?:proxy-)?authorization\\?["']?\s{0,4}[:=]\s{0,4}\\?["']?(?:[A-Za-z][A-Za-z0-9_-]{0,30}\s{1,4})?(?<secret>[^\s"'\\,;]{1,4096})`,
    'gi',
  ),
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
      `${c.clients[0]!.replaceAll(' ', '-')}-password-flag`,
      'intentguard',
      String.raw`\b(?:${c.clients.map(clientName).join('|')})\b[^\n;|&]{0,256}?\s${c.flag}${c.separate ? String.raw`(?:\s{1,4}|=)?` : ''}${FLAG_VALUE}`,
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
    'oracle-user-password',
    'intentguard',
    // Oracle's `user/password@db` logon, in a thin JDBC URL or on the tools' command line
    String.raw`(?:\bjdbc:oracle:(?:thin|oci):|\b(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|sqlcl|sql)\s{1,4}(?:-[A-Za-z]{1,8}\s{1,4}){0,3}['"]?)[A-Za-z0-9_$#.]{1,128}/(?<secret>[^\s@'"/]{1,256})(?=@|\s|['"]|$)`,
    'gi',
  ),
  rule(
    'config-set-secret',
    'intentguard',
    // `aws configure set aws_secret_access_key X`, `npm config set //reg/:_authToken X`,
    // `git config --global x.password X`: a setting named as a secret, its value after a blank
    String.raw`\bconfig(?:ure)?(?:\s{1,4}set)?(?:\s{1,4}--?[A-Za-z-]{1,20}){0,3}\s{1,4}(?<key>[A-Za-z0-9_.:/@-]{1,128})\s{1,4}${FLAG_VALUE}`,
    'gi',
  ),
  rule(
    'redis-auth-command',
    'intentguard',
    // Redis `AUTH [user] password` (in redis-cli or a script): the last word on the line
    String.raw`(?:^|[;\n]|\bredis-cli\b[^\n;|&]{0,256}?\s)[ \t]{0,8}AUTH[ \t]{1,4}(?:[^\s'"]{1,128}[ \t]{1,4})?${FLAG_VALUE}(?=[ \t]{0,4}(?:$|[\n;|&"']))`,
    'gm',
  ),
  rule(
    'lftp-user-password',
    'intentguard',
    // lftp separates user and password with a comma: `lftp -u user,password host`
    String.raw`\blftp\b[^\n;|&]{0,256}?\s-u\s{1,4}[^\s,]{1,128},(?<secret>[^\s'"]{1,256})`,
  ),
  rule(
    'windows-net-password',
    'intentguard',
    // `net use [Z:] \\srv\share password /user:dom\u` and `net user name password /add`
    String.raw`\bnet\s{1,4}use\s{1,4}(?:[A-Za-z]:\s{1,4})?\\\\[^\s]{1,256}\s{1,4}(?<secret>[^\s/*][^\s]{0,255})|\bnet\s{1,4}user\s{1,4}[^\s/]{1,128}\s{1,4}(?<secret2>[^\s/*][^\s]{0,255})(?=\s{1,4}/)`,
    'gi',
  ),
  rule(
    'mysqladmin-new-password',
    'intentguard',
    // `mysqladmin -u root password NEW` sets NEW as the password
    String.raw`\bmysqladmin\b[^\n;|&]{0,256}?\spassword\s{1,4}${FLAG_VALUE}`,
  ),
  rule(
    'powershell-secure-string',
    'intentguard',
    // `ConvertTo-SecureString 'password' -AsPlainText -Force`
    String.raw`\bConvertTo-SecureString\s{1,4}(?:-String\s{1,4})?['"](?<secret>[^'"\n]{1,256})['"]`,
    'gi',
  ),
  rule(
    'http-auth-pair',
    'intentguard',
    // code passing a user and password pair: `auth=('user', 'pw')` (Python requests),
    // `HTTPBasicAuth('user', 'pw')`, `BasicAuth("user", "pw")`
    String.raw`(?:\bauth\s{0,4}=\s{0,4}[([]|\b(?:HTTPBasicAuth|HTTPDigestAuth|BasicAuth|DigestAuth)\()\s{0,4}['"][^'"\n]{0,256}['"]\s{0,4},\s{0,4}['"](?<secret>[^'"\n]{1,256})['"]`,
  ),
  rule(
    'url-userinfo-token',
    'intentguard',
    // `https://TOKEN@host`: over HTTP a user name alone is how git and CI systems pass a token
    // (`https://x-access-token@...` is the user, the token then follows a colon, handled above)
    String.raw`\bhttps?:\\?/\\?/(?<secret>[^\s/?#@:'"\\]{1,256})@(?=[A-Za-z0-9[])`,
    'gi',
  ),
  rule(
    'signed-url-signature',
    'intentguard',
    // the signature of a pre-signed URL (Azure SAS `sig`, S3 and GCS `X-*-Signature`, their
    // credential and session token) is a bearer credential until it expires
    String.raw`[?&](?:sig|signature|X-(?:Amz|Goog)-(?:Signature|Credential|Security-Token))=(?<secret>[^&#\s'"\\]{1,4096})`,
    'gi',
  ),
  rule(
    'htpasswd-batch-password',
    'intentguard',
    // `htpasswd -b[...] file user password` (and `-nb user password`): the word after file and user
    String.raw`\bhtpasswd\s{1,4}-[A-Za-z]{0,9}b[A-Za-z]{0,9}(?:\s{1,4}-[A-Za-z]{1,10}){0,4}(?:\s{1,4}[^\s;|&]{1,256}){1,2}\s{1,4}(?<secret>[^\s;|&]{1,256})`,
  ),
  rule(
    'stdin-password',
    'intentguard',
    // a password echoed into a program that reads it from standard input (`sudo -S`,
    // `passwd --stdin`, `docker login --password-stdin`, `chpasswd`)
    String.raw`\b(?:echo|printf)\s{1,4}(?:-[a-z]{1,3}\s{1,4})?${FLAG_VALUE}\s{0,4}\|\s{0,4}(?:sudo\s[^\n;|&]{0,256}?-[A-Za-z]{0,8}S\b|passwd\s[^\n;|&]{0,256}?--stdin|chpasswd\b|[^\n;|&]{0,256}?--password-stdin)`,
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
    String.raw`\b(?:IDENTIFIED\s{1,4}(?:WITH\s{1,4}\w{1,64}\s{1,4})?BY|PASSWORD)\s{0,4}(?:=\s{0,4})?\(?\s{0,4}(?:'(?<secret>[^'\n]{1,256})'|"(?<secret2>[^"\n]{1,256})")|\bIDENTIFIED\s{1,4}BY\s{1,4}(?<secret3>[^\s;'"]{1,256})`,
    'gi',
  ),
  rule(
    'secret-in-prose',
    'intentguard',
    // "the password is X": a value that holds a digit or a symbol (prose words hold neither, so
    // "the password is incorrect" stays)
    String.raw`\b(?:password|passphrase|passcode|pin|token|secret|api[ _-]?key)\s{1,4}(?:is|was|of|reads|equals)\s{1,4}['"]?(?<secret>(?=[^\s'",;]{0,255}[\d_\-!@#$%^&*+=/~])[^\s'",;]{1,256})`,
    'gi',
  ),
  rule(
    'xml-secret-element',
    'intentguard',
    // `<password>X</password>` (Maven settings, .NET configs, SOAP bodies)
    String.raw`<(?<key>[A-Za-z][A-Za-z0-9_.:-]{0,64})(?:\s[^<>]{0,256})?>(?<secret>[^<]{1,1024})</`,
  ),
  rule(
    'name-value-pair',
    'intentguard',
    // a name/value pair written as text: `{"name":"DB_PASSWORD","value":"X"}` (Kubernetes and ECS
    // environments, header lists) and `<add key="Password" value="X"/>` (.NET settings)
    String.raw`\\?["']?(?:name|key|header)\\?["']?\s{0,4}[:=]\s{0,4}\\?["'](?<key>[A-Za-z0-9_.-]{1,128})\\?["']\s{0,4},?\s{0,16}\\?["']?value\\?["']?\s{0,4}[:=]\s{0,4}${VALUE}`,
    'gi',
  ),
  rule(
    'yaml-block-secret',
    'intentguard',
    // `password: |` then the value on the next, indented line (a YAML block scalar)
    String.raw`(?<![A-Za-z0-9_.-])(?<key>[A-Za-z0-9_.-]{1,80})\s{0,4}:[ \t]{0,4}[|>][-+]?[ \t]{0,4}\r?\n[ \t]{1,32}(?<secret>[^\n]{1,1024})`,
  ),
  // key = value: environment lines, .env files, query strings, JSON and YAML text
  rule(
    'key-value',
    'gitleaks:generic-api-key',
    // the key must hold a secret word (checked again, as whole words, by the redactor)
    String.raw`(?<![\w-])(?:\\?["'])?(?<key>[A-Za-z0-9_.-]{0,40}?(?:pass|pwd|secret|token|api[_.-]?key|auth|cookie|session|credential|card|cvv|cvc|pin|ssn|access[_.-]?key|private[_.-]?key|(?:encryption|signing|master|hmac|jwt|app|license|webhook|deploy)[_.-]?key|key[_.-]?data|sshpass)[A-Za-z0-9_.-]{0,40})(?:\\?["'])?\s{0,4}[=:](?:\s{0,4}|\s{0,32}(?=\\?"))${VALUE}`,
    'gi',
  ),
];

/**
 * Key names whose values are secrets, matched against the key split into words
 * (`apiKey`, `api-key`, `API_KEY` all read `api_key`): `pwd`, `db_pass`, `card_number`, `AccountKey` match;
 * `max_tokens`, `passport`, `shipping` do not.
 */
export const SECRET_KEY_WORDS =
  /(?:^|_)(?:pass(?:word|wd|phrase|code)?|pwd|secrets?|token|auth(?:orization)?|api_?key|apikey|access_?key|account_?key|shared_?access_?key|access_?signature|private_?key|secret_?key|(?:encryption|signing|master|hmac|jwt|app|license|webhook|deploy)_?key|client_?secret|(?:client_)?key_?data|cookie|session_?id|credentials?|card_?number|cc_?num(?:ber)?|cvv2?|cvc|pin|ssn)(?:_|$)/;
/** Secret words inside names written without separators (`PGPASSWORD`, `GITHUBTOKEN`). */
const SECRET_KEY_INSIDE = /password|passwd|passphrase|secret|credential|apikey|token$|^sshpass$/i;
/**
 * A last word saying where a secret comes from, not what it is (`--password-stdin`,
 * `PASSWORD_FILE=/run/secrets/db`, `token_path`): the value is a flag or a path, kept.
 */
const SECRET_SOURCE_WORD = /_(?:stdin|file|path|dir|env|prompt)$/;
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
  const words = keyWords(key);
  if (SECRET_SOURCE_WORD.test(words)) return false;
  return SECRET_KEY_WORDS.test(words) || SECRET_KEY_INSIDE.test(key);
}

export {
  MAINTAINED_SECRET_RULES,
  maintainedSecretRanges,
  type SecretRange,
} from './maintained-secret-rules.ts';
