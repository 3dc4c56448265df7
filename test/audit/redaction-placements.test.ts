// Every place a secret shows up in what an agent sends or reads, redacted before it is stored:
// under secret keys, inside commands, URLs and SQL, as known token formats, and in `.env` text
// of tool outputs. The secrets are fake, assembled here so no scanner mistakes them for real ones.
// Then the other side: ordinary values that merely look close stay, and every rule's work per
// start position is bounded by the pattern (no unbounded repetition).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemoryAuditStore, REDACTED } from '../../src/audit/index.ts';
import { DEFAULT_REDACTION, Redactor } from '../../src/audit/redact.ts';
import { isSecretKey, SECRET_RULES } from '../../src/audit/secret-rules.ts';
import { approved, deterministic } from './helpers.ts';

const alnum = (n: number, seed = 7) => {
  const a = 'A1b2C3d4E5f6G7h8J9k0LmNpQrStUvWxYz';
  let out = '';
  for (let i = 0; i < n; i++) out += a[(i * seed + i * i) % a.length];
  return out;
};

/** secret, and the argument value (or output text) it sits in */
interface Placement {
  name: string;
  secret: string;
  args: Record<string, unknown>;
}

const P = (name: string, secret: string, args: Record<string, unknown>): Placement => ({
  name,
  secret,
  args,
});

const stripe = `sk_${'live'}_${alnum(24, 3)}`;
const google = `AIza${alnum(35, 5)}`;
const fineGrained = `github_pat_${alnum(22, 11)}_${alnum(59, 13)}`;
const classic = `ghp_${alnum(36, 17)}`;
const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJ${alnum(30, 19)}.${alnum(43, 23)}`;
const akia = `AKIA${alnum(16, 29).toUpperCase()}`;
const awsSecret = `${alnum(20, 31)}/${alnum(19, 37)}`;
const slackHook = `https://hooks.slack.com/services/T${alnum(8, 41).toUpperCase()}/B${alnum(8, 43).toUpperCase()}/${alnum(24, 47)}`;
const slackBot = `xoxb-${'1234567890'}-${alnum(24, 53)}`;
const openai = `sk-proj-${alnum(40, 59)}`;
const gitlab = `glpat-${alnum(20, 61)}`;
const npmTok = `npm_${alnum(36, 67)}`;
const pem = `-----BEGIN RSA PRIVATE KEY-----\nMIIEow${alnum(60, 71)}\n${alnum(60, 73)}==\n-----END RSA PRIVATE KEY-----`;

const PLACEMENTS: Placement[] = [
  // under keys
  P('key password', 'Tr0ub4dor&3', { user: 'ann', password: 'Tr0ub4dor&3' }),
  P('key pwd', 'plain-pwd-value', { pwd: 'plain-pwd-value' }),
  P('key pass', 'pass-value-9', { login: { pass: 'pass-value-9' } }),
  P('key passwd', 'passwd-value-8', { passwd: 'passwd-value-8' }),
  P('key db_pass', 'db-pass-value', { config: { db_pass: 'db-pass-value' } }),
  P('key card_number', '4111111111111111', { card_number: '4111111111111111', name: 'Ann' }),
  P('key cardNumber', '5500000000000004', { payment: { cardNumber: '5500000000000004' } }),
  P('key cvv', '7315', { cvv: '7315' }),
  P('key clientSecret', 'client-secret-value', { clientSecret: 'client-secret-value' }),
  P('key x-api-key header', 'hdr-api-key-value', { headers: { 'x-api-key': 'hdr-api-key-value' } }),
  P('key access_token', 'access-token-value', { access_token: 'access-token-value' }),
  P('key pin', '48213', { pin: 48213 }),
  // inside commands
  P('mysql -p quoted', 'hunter2', { command: "mysql -u root -p'hunter2' shop < dump.sql" }),
  P('mysql -p bare', 'S3cretPw', { command: 'mysqldump -uroot -pS3cretPw --all-databases > all.sql' }),
  P('curl -u user:pass', 'curlpass99', { command: 'curl -u admin:curlpass99 https://intranet.example/api' }),
  P('curl --user', 'userflagpw', { command: 'curl --user admin:userflagpw https://intranet.example/api' }),
  P('PGPASSWORD env', 'pgpw-4455', { command: 'PGPASSWORD=pgpw-4455 psql -h db -U app -c "select 1"' }),
  P('--password=', 'optpw-7788', { command: 'app deploy --password=optpw-7788 --region eu' }),
  P('--token value', 'tokval-1122', { command: 'cli login --token tokval-1122' }),
  P('export VAR', 'exported-secret', { command: 'export SERVICE_SECRET="exported-secret" && ./run.sh' }),
  // inside URLs
  P('URL userinfo', 'urlpw-3344', { url: 'https://deploy:urlpw-3344@git.example.com/repo.git' }),
  P('DB URL userinfo', 'dbpw-5566', { command: 'psql postgres://app:dbpw-5566@db.internal:5432/shop' }),
  P('?api_key= query', 'qkey-667788', { url: 'https://api.example.com/v1/items?api_key=qkey-667788&page=2' }),
  P('&access_token= query', 'qtok-990011', {
    url: 'https://api.example.com/me?fields=id&access_token=qtok-990011',
  }),
  // inside SQL
  P('IDENTIFIED BY', 'sqlpw-1357', { sql: "CREATE USER 'app'@'%' IDENTIFIED BY 'sqlpw-1357';" }),
  P('WITH PASSWORD', 'pgrole-2468', { sql: "CREATE ROLE reporter WITH LOGIN PASSWORD 'pgrole-2468'" }),
  P('SET PASSWORD =', 'setpw-8642', { sql: "SET PASSWORD FOR 'bob'@'localhost' = PASSWORD('setpw-8642')" }),
  // token formats in free text
  P('Stripe sk_live_', stripe, { body: `use ${stripe} for the charge` }),
  P('Google AIza', google, { note: `maps key: ${google}.` }),
  P('github_pat_', fineGrained, { body: `token ${fineGrained}` }),
  P('ghp_', classic, { body: `push with ${classic}` }),
  P('JWT', jwt, { body: `session=${jwt}; refreshed` }),
  P('AWS AKIA', akia, { body: `key id ${akia} in us-east-1` }),
  P('AWS secret key', awsSecret, { body: `aws_secret_access_key = ${awsSecret}` }),
  P('Slack webhook', slackHook, { body: `post to ${slackHook} when done` }),
  P('Slack xoxb', slackBot, { body: `bot ${slackBot}` }),
  P('OpenAI sk-proj-', openai, { body: `OPENAI key ${openai}` }),
  P('GitLab glpat-', gitlab, { body: `ci token ${gitlab}` }),
  P('npm token', npmTok, { body: `registry auth ${npmTok}` }),
  P('PEM private key', alnum(60, 71), { body: `key:\n${pem}\nend` }),
  P('Bearer header', 'bearer-val.123', {
    command: 'curl -H "Authorization: Bearer bearer-val.123" https://x.example',
  }),
];

/** `.env` contents as a tool returns them: every secret line goes, the rest stays. */
const DOTENV = [
  'NODE_ENV=production',
  'PORT=8080',
  'DB_PASSWORD=env-dbpw-1',
  'DATABASE_URL=postgres://app:env-dbpw-2@db:5432/shop',
  `STRIPE_KEY=${stripe}`,
  'SESSION_SECRET="env-session-3"',
  "API_TOKEN='env-token-4'",
  `AWS_SECRET_ACCESS_KEY=${awsSecret}`,
  'MYSQL_PWD=env-mysql-5',
  'JWT_SECRET: env-jwt-6',
].join('\n');
const DOTENV_SECRETS = [
  'env-dbpw-1',
  'env-dbpw-2',
  stripe,
  'env-session-3',
  'env-token-4',
  awsSecret,
  'env-mysql-5',
  'env-jwt-6',
];

describe('redaction of each secret placement', () => {
  it(`covers ${PLACEMENTS.length} placements in arguments`, () => assert.ok(PLACEMENTS.length >= 34));

  for (const p of PLACEMENTS) {
    it(`${p.name}: the secret is not stored, the rest of the text is`, async () => {
      const store = new MemoryAuditStore(deterministic());
      const d = await store.appendDecision({
        sessionId: 's',
        call: { tool: 't', args: p.args },
        verdict: approved,
        latencyMs: 0,
      });
      const stored = JSON.stringify(d.call.args);
      assert.ok(!stored.includes(p.secret), `${p.name}: ${stored}`);
      assert.ok(stored.includes(REDACTED), stored);
      assert.equal(d.redacted, true);
    });
  }

  it('.env text in a tool output: every secret line is redacted, ordinary settings stay', async () => {
    const store = new MemoryAuditStore(deterministic());
    const d = await store.appendDecision({
      sessionId: 's',
      call: { tool: 'read_file', args: { path: '.env' } },
      verdict: approved,
      latencyMs: 0,
    });
    const o = await store.appendOutcome(d.id, { status: 'confirmed', result: DOTENV });
    const text = String(o.result);
    for (const s of DOTENV_SECRETS) assert.ok(!text.includes(s), `${s} in ${text}`);
    assert.match(text, /NODE_ENV=production/);
    assert.match(text, /PORT=8080/);
    assert.match(text, /DB_PASSWORD=\[REDACTED\]/);
  });

  it('a secret inside JSON text (a confirmation prompt quotes the arguments) goes too', () => {
    const r = new Redactor(DEFAULT_REDACTION);
    const prompt = `Allow login(${JSON.stringify(JSON.stringify({ user: 'ann', passwd: 'in-json-77' }))})?`;
    assert.ok(!r.text(prompt).includes('in-json-77'), r.text(prompt));
  });
});

describe('redaction keeps what is not a secret', () => {
  const r = () => new Redactor(DEFAULT_REDACTION);
  it('key names: words, not substrings', () => {
    for (const k of [
      'password',
      'pwd',
      'db_pass',
      'card_number',
      'cardNumber',
      'CVV',
      'x-api-key',
      'PGPASSWORD',
      'apiKey',
    ])
      assert.ok(isSecretKey(k), k);
    for (const k of ['max_tokens', 'passport', 'shipping', 'compass', 'PWD', 'page', 'keyboard', 'author'])
      assert.ok(!isSecretKey(k), k);
  });
  it('ordinary commands, URLs and settings are unchanged', () => {
    for (const t of [
      'mkdir -p build/out && ls -la',
      'ssh -p 2222 deploy@host.example',
      'https://example.com/search?q=redaction&page=2',
      'PWD=/home/ann/project',
      'max_tokens: 512, temperature: 0.2',
      'sort -u names.txt',
      'SELECT name FROM users WHERE id = 3',
      'git push origin main --force-with-lease',
    ])
      assert.equal(r().text(t), t);
  });
  it('the client-flag, URL, connection-string, .netrc and .pgpass rules leave look-alikes alone', () => {
    for (const t of [
      'mysql -p shop < dump.sql', // -p alone prompts; `shop` is the database
      'redis-cli -h cache.internal -p 6379 PING',
      'sshpass -f ~/.pw ssh ops@host',
      'psql -h db.internal -p 5432 -U app shop',
      'the machine learning team asked for a password reset link',
      'ping6 fe80::1:2:3%eth0 and 2001:db8:0:0:1',
      'meeting at 12:30:45 in room 5',
      'postgres://db.internal:5432/shop',
      'see https://example.com:8443/path?x=1',
      'Server=tcp:db,1433;Database=stock;Integrated Security=true;',
      'ldapsearch -x -H ldap://dir.example -b dc=example',
    ])
      assert.equal(r().text(t), t);
  });
});

/**
 * The quantifiers of a pattern that have no upper bound (`*`, `+`, `{n,}`), outside character
 * classes and escapes. With none, the work a backtracking engine does from one start position is
 * bounded by the pattern alone, so redacting a text costs at most its length times that bound.
 */
function unboundedQuantifiers(source: string): string[] {
  const found: string[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '*' || c === '+') found.push(`${c} at ${i}`);
    else if (c === '{' && /^\{\d+,\}/.test(source.slice(i))) found.push(`{n,} at ${i}`);
  }
  return found;
}

// how long redaction takes on adversarial 1 MB texts is measured by the bench (`npm run bench audit`)
describe('redaction work is bounded', () => {
  it('the scanner itself finds unbounded quantifiers', () => {
    assert.deepEqual(unboundedQuantifiers(String.raw`a+b*[*+]\+c{2,}d{1,3}`), [
      '+ at 1',
      '* at 3',
      '{n,} at 11',
    ]);
  });

  it('every hand rule bounds every repetition', () => {
    for (const rule of SECRET_RULES)
      assert.deepEqual(unboundedQuantifiers(rule.pattern.source), [], `${rule.id}: ${rule.pattern.source}`);
  });
});
