// Red-team placements for the audit log, none of them in the other redaction tests: token formats,
// credentials in commands, config files, URLs, name/value lists, encodings, and each of the places a
// record carries text. Every one goes through the SQLite store and the file's raw bytes are searched.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SqliteAuditStore } from '../../src/audit/index.ts';
import { DEFAULT_REDACTION, Redactor } from '../../src/audit/redact.ts';
import type { Verdict } from '../../src/core/verdict.ts';
import { deterministic, placementVerdict, sqliteFileBytes, tempDir } from './helpers.ts';

const tmp = tempDir();
after(tmp.cleanup);

/** Fake token characters, deterministic (no real credential). */
const fake = (n: number, seed: number): string => {
  const abc = 'Lm4Nb6Vc8Xz1Pq3Wr5Ts7Yu9Ha2Jd';
  let s = '';
  for (let i = 0; i < n; i++) s += abc[(i * 7 + seed * 5) % abc.length];
  return s;
};
const hex = (n: number, seed: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += '0123456789abcdef'[(i * 3 + seed) % 16];
  return s;
};
/** Token prefixes are joined at run time so that source scanners do not flag this file. */
const tok = (prefix: string, body: string): string => prefix + body;
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
const pem = (kind: string, body: string[]): string =>
  [`-----BEGIN ${kind}-----`, ...body, `-----END ${kind}-----`].join('\n');

interface Placement {
  name: string;
  secret: string;
  args?: Record<string, unknown>;
  tool?: string;
  callId?: string;
  finding?: string;
  prompt?: string;
  result?: unknown;
  error?: string;
}

const ghFine = tok('github_', `pat_11B${fake(19, 1)}_${fake(59, 2)}`);
const xoxb = tok('xox', `b-2233445566-7788990011-${fake(24, 3)}`);
const xapp = tok('xa', `pp-1-A0K7Q-6655443322-${hex(64, 4)}`);
const stripeLive = tok('sk_', `live_${fake(28, 5)}`);
const stripeRestricted = tok('rk_', `live_${fake(28, 6)}`);
const twilioKey = tok('S', `K${hex(32, 7)}`);
const sendgrid = tok('S', `G.${fake(22, 8)}.${fake(43, 9)}`);
const openaiProj = tok('sk-', `proj-${fake(60, 10)}`);
const anthropic = tok('sk-', `ant-api03-${fake(90, 11)}-${fake(6, 12)}AA`);
const googleKey = tok('AI', `za${fake(35, 13)}`);
const awsSecret = `${fake(28, 14)}/${fake(11, 15)}`;
const jwt = `eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJidWlsZC1ib3QifQ.${fake(40, 16)}`;
const keyLine1 = `MIIE${fake(60, 17)}`;
const keyLine2 = fake(64, 18);
const ghServer = tok('gh', `s_${fake(36, 19)}`);
const glpat = tok('glp', `at-${fake(20, 20)}`);
const npmToken = tok('np', `m_${fake(36, 21)}`);
const pypi = tok('pypi-', `AgEIcHlwaS5vcmc${fake(70, 22)}`);
const vault = tok('hv', `s.${fake(90, 23)}`);
const digitalOcean = tok('dop_', `v1_${hex(64, 24)}`);
const mailgun = tok('key-', hex(32, 25));
const webhook = tok('whsec', `_${fake(32, 26)}`);
const oauthClient = tok('GOCS', `PX-${fake(28, 27)}`);

const PLACEMENTS: Placement[] = [
  // token formats, each in a different field
  {
    name: 'GitHub fine-grained token in a header argument',
    secret: ghFine,
    args: { header: `token ${ghFine}` },
  },
  {
    name: 'GitHub server token in a clone URL',
    secret: ghServer,
    args: { cmd: `git clone https://x-access-token:${ghServer}@github.com/acme/site.git` },
  },
  {
    name: 'GitLab token as the only user of an https URL',
    secret: glpat,
    args: { remote: `https://${glpat}@gitlab.example/acme/api.git` },
  },
  { name: 'Slack bot token in a result object', secret: xoxb, result: { posted: true, via: `bot ${xoxb}` } },
  { name: 'Slack app token in an error text', secret: xapp, error: `socket mode refused ${xapp}` },
  {
    name: 'Stripe live key in a finding message',
    secret: stripeLive,
    finding: `the body carries ${stripeLive} to a third party`,
  },
  {
    name: 'Stripe restricted key as an object key',
    secret: stripeRestricted,
    result: { [stripeRestricted]: 'active' },
  },
  { name: 'Twilio API key sid', secret: twilioKey, args: { note: `twilio key ${twilioKey}` } },
  {
    name: 'Twilio auth token after curl -u account:token',
    secret: hex(32, 28),
    args: { cmd: `curl -u AC${hex(32, 29)}:${hex(32, 28)} https://api.twilio.example/Messages` },
  },
  { name: 'SendGrid key in a text result', secret: sendgrid, result: `configured ${sendgrid}` },
  {
    name: 'OpenAI project key in the confirmation prompt',
    secret: openaiProj,
    args: { q: 1 },
    prompt: `Send the request with ${openaiProj}?`,
  },
  {
    name: 'Anthropic key in a script',
    secret: anthropic,
    args: { script: `curl -H "x-api-key: ${anthropic}" https://api.example` },
  },
  {
    name: 'Google API key in a query string',
    secret: googleKey,
    args: { url: `https://maps.example/geocode?address=Main+St&key=${googleKey}` },
  },
  {
    name: 'npm token in an .npmrc result',
    secret: npmToken,
    result: `//registry.npmjs.org/:_authToken=${npmToken}\n`,
  },
  {
    name: 'PyPI token in a .pypirc result',
    secret: pypi,
    result: `[pypi]\nusername = __token__\npassword = ${pypi}\n`,
  },
  {
    name: 'Vault token beside its name',
    secret: vault,
    args: { env: `VAULT_ADDR=https://vault.lan VAULT_TOKEN ${vault}` },
  },
  { name: 'DigitalOcean token alone', secret: digitalOcean, args: { value: digitalOcean } },
  { name: 'Mailgun key alone in prose', secret: mailgun, finding: `mailgun ${mailgun} would leave the host` },
  { name: 'Stripe webhook secret', secret: webhook, args: { text: `signing secret ${webhook}` } },
  { name: 'Google OAuth client secret, bare', secret: oauthClient, result: `client ${oauthClient} rotated` },
  { name: 'JWT as the call id', secret: jwt, callId: jwt },
  { name: 'GitHub token inside the tool name', secret: ghServer, tool: `fetch_with_${ghServer}` },
  // private keys
  {
    name: 'OpenSSH private key written by a tool',
    secret: keyLine1,
    args: { path: '/tmp/k', content: pem('OPENSSH PRIVATE KEY', [keyLine1, keyLine2]) },
  },
  {
    name: 'EC private key with CRLF line ends',
    secret: keyLine2,
    result: pem('EC PRIVATE KEY', [keyLine1, keyLine2]).replaceAll('\n', '\r\n'),
  },
  {
    name: 'PKCS#8 encrypted key in JSON text with \\n escapes',
    secret: keyLine1,
    result: JSON.stringify({ pem: pem('ENCRYPTED PRIVATE KEY', [keyLine1, keyLine2]) }),
  },
  {
    name: 'private key split across array strings',
    secret: keyLine2,
    args: { lines: pem('RSA PRIVATE KEY', [keyLine1, keyLine2]).split('\n') },
  },
  {
    name: 'private key split across object fields',
    secret: keyLine1,
    args: { head: '-----BEGIN PRIVATE KEY-----', body: keyLine1, tail: '-----END PRIVATE KEY-----' },
  },
  {
    name: 'PuTTY key file',
    secret: keyLine2,
    result: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n${keyLine2}\nPrivate-MAC: ${hex(16, 1)}`,
  },
  // credentials in commands
  {
    name: 'Authorization: Basic in a header argument',
    secret: b64('deploy:Kestrel-Ford-81'),
    args: { headers: `Authorization: Basic ${b64('deploy:Kestrel-Ford-81')}` },
  },
  {
    name: 'lower-case authorization header, bearer scheme',
    secret: 'Rv82Kd01Wz55Qp',
    args: { h: `authorization: bearer Rv82Kd01Wz55Qp` },
  },
  {
    name: 'Authorization: Token scheme',
    secret: 'Tn48Ux20Pl73Sa',
    args: { cmd: `curl -H "Authorization: Token Tn48Ux20Pl73Sa" https://ci.lan` },
  },
  {
    name: 'git http.extraHeader with basic',
    secret: b64('x:Larch-Spur-17'),
    args: { cmd: `git -c http.extraHeader="AUTHORIZATION: basic ${b64('x:Larch-Spur-17')}" pull` },
  },
  {
    name: 'curl -u user:password',
    secret: 'Larch-Spur-18',
    args: { cmd: 'curl -sS -u builder:Larch-Spur-18 https://nexus.lan/repo' },
  },
  {
    name: 'curl --user with a space',
    secret: 'Larch-Spur-19',
    args: { cmd: 'curl --user builder:Larch-Spur-19 https://nexus.lan/repo' },
  },
  {
    name: 'mysql --password, space form',
    secret: 'Larch-Spur-20',
    args: { cmd: 'mysql --password Larch-Spur-20 -h db.lan orders' },
  },
  {
    name: 'mysqldump -p"quoted with spaces"',
    secret: 'gravel moon 21',
    args: { cmd: 'mysqldump -uroot -p"gravel moon 21" orders' },
  },
  {
    name: 'PGPASSWORD before psql',
    secret: 'Larch-Spur-22',
    args: { cmd: 'PGPASSWORD=Larch-Spur-22 psql -h db.lan -U app' },
  },
  {
    name: 'export API_KEY then run',
    secret: 'a9b8c7d6e5f4a3b2',
    args: { cmd: 'export API_KEY=a9b8c7d6e5f4a3b2 && ./sync.sh' },
  },
  {
    name: 'AWS secret key in an env line',
    secret: awsSecret,
    args: { cmd: `AWS_SECRET_ACCESS_KEY=${awsSecret} aws s3 ls` },
  },
  {
    name: 'aws configure set, space form',
    secret: awsSecret,
    args: { cmd: `aws configure set aws_secret_access_key ${awsSecret}` },
  },
  {
    name: 'docker login -p',
    secret: 'Larch-Spur-23',
    args: { cmd: 'docker login -u ci -p Larch-Spur-23 registry.lan' },
  },
  {
    name: 'podman login --password',
    secret: 'Larch-Spur-24',
    args: { cmd: 'podman login --username ci --password Larch-Spur-24 quay.lan' },
  },
  {
    name: 'git clone https://user:password@host',
    secret: 'Larch-Spur-25',
    args: { cmd: 'git clone https://ann:Larch-Spur-25@git.lan/ops/infra.git' },
  },
  {
    name: 'SSHPASS in the environment',
    secret: 'Larch-Spur-26',
    args: { cmd: 'SSHPASS=Larch-Spur-26 sshpass -e ssh ops@nas' },
  },
  {
    name: 'password piped into sudo -S',
    secret: 'Larch-Spur-27',
    args: { cmd: 'echo Larch-Spur-27 | sudo -S systemctl restart web' },
  },
  {
    name: 'htpasswd -b',
    secret: 'Larch-Spur-28',
    args: { cmd: 'htpasswd -b /etc/nginx/users ann Larch-Spur-28' },
  },
  {
    name: 'wget --http-password',
    secret: 'Larch-Spur-29',
    args: { cmd: 'wget --http-user ann --http-password Larch-Spur-29 https://files.lan/x' },
  },
  {
    name: 'gpg --passphrase after another option',
    secret: 'Larch-Spur-30',
    args: { cmd: 'gpg --batch --passphrase Larch-Spur-30 -d secrets.gpg' },
  },
  {
    name: 'ssh-keygen -N',
    secret: 'Larch-Spur-31',
    args: { cmd: 'ssh-keygen -t ed25519 -N Larch-Spur-31 -f deploy_key' },
  },
  {
    name: 'keytool -storepass',
    secret: 'Larch-Spur-32',
    args: { cmd: 'keytool -list -keystore app.jks -storepass Larch-Spur-32' },
  },
  { name: 'zip -P', secret: 'Larch-Spur-33', args: { cmd: 'zip -r -P Larch-Spur-33 backup.zip data' } },
  { name: '7z -p attached', secret: 'Larch-Spur-34', args: { cmd: '7z a -pLarch-Spur-34 backup.7z data' } },
  {
    name: 'sqlplus user/password@db',
    secret: 'Larch-Spur-35',
    args: { cmd: 'sqlplus scott/Larch-Spur-35@ORCL @nightly.sql' },
  },
  // connection strings and config files
  {
    name: 'JDBC PostgreSQL URL with password parameter',
    secret: 'Larch-Spur-36',
    args: { url: 'jdbc:postgresql://db.lan/app?user=svc&password=Larch-Spur-36' },
  },
  {
    name: 'JDBC SQL Server properties',
    secret: 'Larch-Spur-37',
    args: { url: 'jdbc:sqlserver://db.lan:1433;databaseName=app;user=sa;password=Larch-Spur-37;' },
  },
  {
    name: 'Oracle thin JDBC URL',
    secret: 'Larch-Spur-38',
    args: { url: 'jdbc:oracle:thin:scott/Larch-Spur-38@db.lan:1521/ORCL' },
  },
  {
    name: 'ODBC Pwd=',
    secret: 'Larch-Spur-39',
    args: { dsn: 'Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=sa;Pwd=Larch-Spur-39' },
  },
  {
    name: 'libpq conninfo password=',
    secret: 'Larch-Spur-40',
    args: { cmd: 'psql "host=db.lan user=app password=Larch-Spur-40 dbname=orders"' },
  },
  {
    name: 'mongodb+srv URL',
    secret: 'Larch-Spur-41',
    args: { uri: 'mongodb+srv://app:Larch-Spur-41@cluster0.mongo.lan/orders' },
  },
  {
    name: '.npmrc _password (base64)',
    secret: b64('Larch-Spur-42'),
    result: `//npm.corp.lan/:_password=${b64('Larch-Spur-42')}\n`,
  },
  {
    name: 'kubeconfig token:',
    secret: 'kT9pQ2wL7xZ4vB1nM6',
    result: 'users:\n- name: admin\n  user:\n    token: kT9pQ2wL7xZ4vB1nM6\n',
  },
  {
    name: 'kubeconfig client-key-data',
    secret: b64(keyLine1),
    result: `    client-key-data: ${b64(keyLine1)}\n`,
  },
  {
    name: 'YAML password: value',
    secret: 'Larch-Spur-43',
    result: 'database:\n  host: db.lan\n  password: Larch-Spur-43\n',
  },
  {
    name: 'YAML block scalar password',
    secret: 'Larch-Spur-44',
    result: 'database:\n  password: |\n    Larch-Spur-44\n  user: app\n',
  },
  {
    name: 'JSON client_secret',
    secret: 'Larch-Spur-45',
    result: '{"web":{"client_id":"42.apps.example","client_secret":"Larch-Spur-45"}}',
  },
  {
    name: 'pretty JSON with the value on the next line',
    secret: 'Larch-Spur-46',
    result: '{\n  "api_key":\n            "Larch-Spur-46"\n}',
  },
  {
    name: 'my.cnf password = value',
    secret: 'Larch-Spur-47',
    result: '[client]\nuser = root\npassword = Larch-Spur-47\n',
  },
  {
    name: 'Maven settings <password>',
    secret: 'Larch-Spur-48',
    result: '<server><id>corp</id><username>ci</username><password>Larch-Spur-48</password></server>',
  },
  {
    name: 'docker config.json auth',
    secret: b64('ci:Larch-Spur-49'),
    result: `{"auths":{"ghcr.io":{"auth":"${b64('ci:Larch-Spur-49')}"}}}`,
  },
  // URLs
  {
    name: 'api_key in a query string',
    secret: 'f1e2d3c4b5a6',
    args: { url: 'https://api.lan/v2/items?limit=5&api_key=f1e2d3c4b5a6' },
  },
  {
    name: 'percent-encoded token in a query string',
    secret: 'ab%2Fcd%3D%3Dxy12',
    args: { url: 'https://api.lan/v2?token=ab%2Fcd%3D%3Dxy12' },
  },
  {
    name: 'Azure SAS signature',
    secret: 'Qm9v%2BZ3k%3D',
    args: { url: 'https://acct.blob.core.windows.net/c/b.txt?sp=r&sv=2022-11-02&sig=Qm9v%2BZ3k%3D' },
  },
  {
    name: 'S3 pre-signed URL signature',
    secret: hex(64, 30),
    result: `https://b.s3.amazonaws.com/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=${hex(64, 30)}`,
  },
  {
    name: 'cookie header with a session id',
    secret: 'sessQ81Zt04Lp',
    args: { h: 'Cookie: sessionid=sessQ81Zt04Lp; theme=dark' },
  },
  // structure
  {
    name: 'Kubernetes env list {name, value}',
    secret: 'Larch-Spur-50',
    args: {
      env: [
        { name: 'DB_PASSWORD', value: 'Larch-Spur-50' },
        { name: 'MODE', value: 'prod' },
      ],
    },
  },
  {
    name: 'header list {key, value}',
    secret: 'Larch-Spur-51',
    args: { headers: [{ key: 'X-Api-Key', value: 'Larch-Spur-51' }] },
  },
  {
    name: 'ECS environment {Name, Value} in a result',
    secret: 'Larch-Spur-52',
    result: { Environment: [{ Name: 'API_TOKEN', Value: 'Larch-Spur-52' }] },
  },
  { name: 'header tuples', secret: 'Larch-Spur-53', args: { headers: [['Authorization', 'Larch-Spur-53']] } },
  {
    name: 'a key=value secret inside an object key',
    secret: 'Larch-Spur-54',
    args: { 'DB_PASSWORD=Larch-Spur-54': true },
  },
  {
    name: 'a password from the arguments repeated in the result',
    secret: 'Larch-Spur-55',
    args: { user: 'kim', passphrase: 'Larch-Spur-55' },
    result: 'unlocked with Larch-Spur-55',
  },
  {
    name: 'base64 of a password from the arguments',
    secret: b64('Larch-Spur-56'),
    args: { password: 'Larch-Spur-56', note: `encoded ${b64('Larch-Spur-56')}` },
  },
  {
    name: 'percent-encoded password from the arguments',
    secret: encodeURIComponent('Larch/Spur+57'),
    args: { secret: 'Larch/Spur+57', url: `https://x.lan/?q=${encodeURIComponent('Larch/Spur+57')}` },
  },
  {
    name: 'password stated in a finding',
    secret: 'Larch-Spur-58',
    finding: 'the password is Larch-Spur-58 according to the wiki',
  },
  {
    name: 'database URL in a tool error',
    secret: 'Larch-Spur-59',
    error: 'connection to "postgres://app:Larch-Spur-59@db.lan/x" failed',
  },
  {
    name: 'password= in a tool error',
    secret: 'Larch-Spur-60',
    error: 'FATAL: login failed (password=Larch-Spur-60)',
  },
  // more command lines, code and config forms
  {
    name: 'private key split across JSON strings, as text',
    secret: keyLine2,
    result: JSON.stringify({ lines: pem('PRIVATE KEY', [keyLine1, keyLine2]).split('\n') }),
  },
  {
    name: 'Oracle IDENTIFIED BY without quotes',
    secret: 'Fescue77x',
    args: { sql: 'ALTER USER scott IDENTIFIED BY Fescue77x;' },
  },
  {
    name: 'Redis AUTH with a user, through redis-cli',
    secret: 'Larch-Spur-61',
    args: { cmd: 'redis-cli -h cache.lan AUTH default Larch-Spur-61' },
  },
  {
    name: 'Redis AUTH line in a script',
    secret: 'Larch-Spur-62',
    args: { script: 'AUTH Larch-Spur-62\nINFO keyspace\n' },
  },
  {
    name: 'lftp -u user,password',
    secret: 'Larch-Spur-63',
    args: { cmd: 'lftp -u ops,Larch-Spur-63 sftp://files.lan' },
  },
  {
    name: 'net use with a password',
    secret: 'Larch-Spur-64',
    args: { cmd: 'net use Z: \\\\fs01\\share Larch-Spur-64 /user:CORP\\ops' },
  },
  { name: 'net user /add', secret: 'Larch-Spur-65', args: { cmd: 'net user backup Larch-Spur-65 /add' } },
  {
    name: 'mysqladmin password NEW',
    secret: 'Larch-Spur-66',
    args: { cmd: 'mysqladmin -u root password Larch-Spur-66' },
  },
  {
    name: 'ConvertTo-SecureString',
    secret: 'Larch-Spur-67',
    args: { ps: "$p = ConvertTo-SecureString 'Larch-Spur-67' -AsPlainText -Force" },
  },
  {
    name: 'requests auth tuple',
    secret: 'Larch-Spur-68',
    args: { code: "requests.get(url, auth=('ops', 'Larch-Spur-68'))" },
  },
  {
    name: 'ENCRYPTION_KEY in an env file',
    secret: 'q8Z1v4N7b2M5x0C3',
    result: 'ENCRYPTION_KEY=q8Z1v4N7b2M5x0C3\nLOG_LEVEL=info',
  },
  { name: 'signingKey in JSON', secret: 'Larch-Spur-69', result: '{"signingKey": "Larch-Spur-69"}' },
  { name: 'X-Auth-Token header', secret: 'Larch-Spur-70', args: { h: 'X-Auth-Token: Larch-Spur-70' } },
  {
    name: 'XML password attribute',
    secret: 'Larch-Spur-71',
    result: '<datasource user="app" password="Larch-Spur-71"/>',
  },
  {
    name: 'kubectl --from-literal',
    secret: 'Larch-Spur-72',
    args: { cmd: 'kubectl create secret generic db --from-literal=password=Larch-Spur-72' },
  },
  {
    name: 'helm --set x.password',
    secret: 'Larch-Spur-73',
    args: { cmd: 'helm install web chart --set db.password=Larch-Spur-73' },
  },
  {
    name: 'gh secret set --body',
    secret: 'Larch-Spur-74',
    args: { cmd: 'gh secret set DEPLOY_TOKEN --body Larch-Spur-74' },
  },
  {
    name: 'az login -p',
    secret: 'Larch-Spur-75',
    args: { cmd: 'az login --service-principal -u app -p Larch-Spur-75 --tenant t' },
  },
  {
    name: 'numeric PIN under its key and in a note',
    secret: '730182',
    args: { pin: 730182, note: 'entered 730182' },
  },
];

function verdictOf(p: Placement): Verdict {
  return placementVerdict(p, p.finding ? `Rejected: ${p.finding}` : 'Checked.', 'it sends data out');
}

/** The secret and its long runs (a partial leak counts): UTF-8 and JSON-escaped, as raw bytes. */
function forms(secret: string): string[] {
  const parts = [secret, ...(secret.match(/[A-Za-z0-9+/=%]{8,}/g) ?? [])];
  return [
    ...new Set(
      parts.flatMap((s) => [
        Buffer.from(s, 'utf8').toString('latin1'),
        Buffer.from(JSON.stringify(s).slice(1, -1), 'utf8').toString('latin1'),
      ]),
    ),
  ];
}

describe('red team: no secret reaches the SQLite file', () => {
  it(`covers ${PLACEMENTS.length} placements`, () => assert.ok(PLACEMENTS.length >= 60));

  PLACEMENTS.forEach((p, i) => {
    it(p.name, async () => {
      const path = join(tmp.dir, `r${i}.db`);
      const store = new SqliteAuditStore({ path, ...deterministic() });
      const call = { tool: p.tool ?? 'run', args: p.args ?? {}, ...(p.callId ? { id: p.callId } : {}) };
      const d = await store.appendDecision({
        sessionId: 'sess-r',
        call,
        verdict: verdictOf(p),
        latencyMs: 0,
      });
      await store.appendOutcome(d.id, {
        status: p.error ? 'failed' : 'executed',
        ...(p.result !== undefined ? { result: p.result } : {}),
        ...(p.error !== undefined ? { error: p.error } : {}),
      });
      await store.close();
      const bytes = sqliteFileBytes(path);
      for (const form of forms(p.secret))
        assert.ok(!bytes.includes(form), `${p.name}: "${form}" is in the file`);
      assert.ok(bytes.includes('[REDACTED]'), 'the marker is stored in its place');
    });
  });
});

describe('red team: what is not a secret keeps its meaning', () => {
  const unchanged = [
    'request 3f2b9c1e-8a4d-4f6b-9c2e-1d7a5b3c9e0f finished',
    'reverted 4b825dc642cb6eb9a060e54bf8d69288fbee4904 on main',
    'edit /home/u/project/src/auth/token-store.ts',
    'docker run -p 8080:80 nginx',
    'ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519',
    'git log --author=kim -n 5',
    'https://registry.npmjs.org/@scope/pkg',
    'git clone ssh://git@github.com/org/repo.git',
    'git clone https://github.com/org/repo.git',
    'a password reset email was sent to kim@example.com',
    'the password is incorrect',
    'Authorization required for /admin',
    'image digest sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    'see https://docs.lan/v1/keys?page=2&sort=desc',
    'psql -h db -U app -p 5432 orders',
    'openssl rsa -in key.pem -passin file:pw.txt',
    'htpasswd -c users alice',
    'unzip archive.zip -d out',
    '<username>ci</username>',
    'docker login --password-stdin registry.lan',
    'docker run -e MODE=prod app',
    'helm install web chart --set replicas=3',
    'ps -u root,daemon',
    'net use Z: \\\\fs01\\share /persistent:yes',
    'PASSWORD_FILE=/run/secrets/db',
  ];
  for (const text of unchanged)
    it(text, () => assert.equal(new Redactor(DEFAULT_REDACTION).text(text), text));

  it('a name/value pair whose name is harmless keeps its value', () => {
    const args = { env: [{ name: 'MODE', value: 'production' }], headers: [['Accept', 'text/plain']] };
    const r = new Redactor(DEFAULT_REDACTION);
    r.collect(args);
    assert.deepEqual(r.value(args), args);
  });
});
