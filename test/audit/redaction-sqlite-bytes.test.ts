// Secrets never reach the audit database file: each placement (arguments, finding messages,
// feedback, confirmation prompts, results, error texts, ids) goes through the SQLite store and the
// file's raw bytes (database and WAL) are searched for the secret. Placements written for this test.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SqliteAuditStore } from '../../src/audit/index.ts';
import { canonicalHash } from '../../src/core/index.ts';
import type { Verdict } from '../../src/core/verdict.ts';
import { deterministic, placementVerdict, sqliteFileBytes, tempDir } from './helpers.ts';

const tmp = tempDir();
after(tmp.cleanup);

/** Fake, deterministic token characters (no real credential). */
const fake = (n: number, seed: number): string => {
  const abc = 'Qw3Er5Ty7Ui9Op2As4Df6Gh8Jk';
  let s = '';
  for (let i = 0; i < n; i++) s += abc[(i * 5 + seed * 3) % abc.length];
  return s;
};

interface Placement {
  name: string;
  secret: string;
  /** a harmless part of the same text that must still be stored */
  keep?: string;
  args?: Record<string, unknown>;
  tool?: string;
  callId?: string;
  /** text of a finding message, the feedback, the confirmation prompt */
  finding?: string;
  feedback?: string;
  prompt?: string;
  result?: unknown;
  error?: string;
}

const azureKey = `${fake(43, 1)}+${fake(20, 2)}==`;
const busKey = `${fake(40, 3)}=`;
const ghToken = `ghp_${fake(36, 4)}`;
const slackToken = `xoxp-${'2718281828'}-${fake(26, 5)}`;
const stripeKey = `rk_${'live'}_${fake(30, 6)}`;

const PLACEMENTS: Placement[] = [
  {
    name: 'Azure storage connection string inside a JSON string argument',
    secret: azureKey,
    keep: 'fabrikamdata',
    args: {
      settings: JSON.stringify({
        storage: `DefaultEndpointsProtocol=https;AccountName=fabrikamdata;AccountKey=${azureKey};EndpointSuffix=core.windows.net`,
      }),
    },
  },
  {
    name: 'Azure storage key under its own key name',
    secret: azureKey,
    args: { account: 'fabrikamdata', AccountKey: azureKey },
  },
  {
    name: 'Service Bus SharedAccessKey echoed in a finding message',
    secret: busKey,
    keep: 'orders-bus',
    finding: `the connection Endpoint=sb://orders-bus.servicebus.windows.net/;SharedAccessKeyName=sender;SharedAccessKey=${busKey} is sent outside`,
  },
  {
    name: 'ADO.NET Password= in the feedback',
    secret: 'Quartz-Heron-5521',
    keep: 'warehouse',
    feedback:
      'Do not connect with Server=tcp:warehouse,1433;Initial Catalog=stock;User ID=etl;Password=Quartz-Heron-5521; ask first.',
  },
  {
    name: 'sshpass -p before ssh',
    secret: 'Lantern-Moth-62',
    keep: 'backup.lan',
    args: { cmd: 'sshpass -p Lantern-Moth-62 ssh root@backup.lan "df -h"' },
  },
  {
    name: "sshpass -p'quoted' inside bash -c",
    secret: 'copper kettle 9',
    args: { cmd: `bash -c "sshpass -p'copper kettle 9' scp dump.tgz ops@10.2.0.7:/srv"` },
  },
  {
    name: 'redis URL with an empty user in a command',
    secret: 'Velvet-Anchor-31',
    keep: 'cache.internal',
    args: { cmd: 'redis-cli -u redis://:Velvet-Anchor-31@cache.internal:6380/2 FLUSHDB' },
  },
  {
    name: 'rediss URL in a JSON result',
    secret: 'Orchid-Piston-74',
    result: { config: { cache_url: 'rediss://:Orchid-Piston-74@redis.prod.example:6390' } },
  },
  {
    name: 'redis-cli -a',
    secret: 'Thistle-Gear-18',
    args: { cmd: 'redis-cli -h 10.0.0.9 -a Thistle-Gear-18 INFO' },
  },
  {
    name: '.netrc file read by a tool (several lines)',
    secret: 'Saffron-Drum-907',
    keep: 'api.heroku.com',
    result:
      'machine api.heroku.com\n  login ops@example.org\n  password Saffron-Drum-907\nmachine git.heroku.com\n',
  },
  {
    name: '.netrc line written by a tool',
    secret: 'Walnut-Comet-44',
    args: {
      path: '/home/ci/.netrc',
      content: 'machine registry.example.net login deployer password Walnut-Comet-44\n',
    },
  },
  {
    name: '.netrc default entry',
    secret: 'Bramble-Sky-12',
    result: 'default login anonymous password Bramble-Sky-12',
  },
  {
    name: '.pgpass lines in a result',
    secret: 'Juniper-Bolt-630',
    keep: 'reports.db.lan',
    result: '# hosts\nreports.db.lan:5432:reports:analyst:Juniper-Bolt-630\n*:*:*:postgres:Cedar-Loop-11\n',
  },
  {
    name: '.pgpass second line (wildcards)',
    secret: 'Cedar-Loop-11',
    result: 'reports.db.lan:5432:reports:analyst:Juniper-Bolt-630\n*:*:*:postgres:Cedar-Loop-11',
  },
  {
    name: '.pgpass entry quoted in a finding message',
    secret: 'Indigo-Crane-29',
    finding: "the line 'db1.lan:6432:sales:app:Indigo-Crane-29' came from a credentials file",
  },
  {
    name: 'PostgreSQL URL password echoed in a finding message',
    secret: 'Mango-Tango-81',
    keep: 'was read from .env',
    finding: 'the value postgresql://ledger:Mango-Tango-81@pg.ledger.lan/ledger was read from .env',
  },
  {
    name: 'password alone in a finding message, its URL in the arguments',
    secret: 'Plum-Rocket-57',
    args: { body: 'DATABASE_URL is postgres://svc:Plum-Rocket-57@10.1.1.5/app' },
    finding: "the password 'Plum-Rocket-57' from .env would be posted to https://paste.example",
  },
  {
    name: 'password from the arguments echoed in the confirmation prompt',
    secret: 'Maple-Signal-3',
    args: { cmd: 'mysql -uroot -pMaple-Signal-3 -e "DROP DATABASE legacy"' },
    prompt: 'Allow mysql with password Maple-Signal-3 to drop the legacy database?',
  },
  {
    name: 'mysql --password in a failed run error text',
    secret: 'Tundra-Vale-80',
    error: 'command failed: mysqldump --password=Tundra-Vale-80 shop: access denied',
  },
  {
    name: 'ldapsearch -w',
    secret: 'Aspen-Cobalt-6',
    args: { cmd: 'ldapsearch -x -D cn=admin -w Aspen-Cobalt-6 -b dc=corp' },
  },
  {
    name: 'sqlcmd -P',
    secret: 'Ember-Field-39',
    args: { cmd: 'sqlcmd -S db01 -U sa -P Ember-Field-39 -Q "SELECT 1"' },
  },
  {
    name: 'mongosh -p',
    secret: 'Harbor-Lynx-21',
    args: { cmd: 'mongosh --host m1 -u admin -p Harbor-Lynx-21 --eval "db.stats()"' },
  },
  {
    name: 'smbclient -U user%password',
    secret: 'Fjord-Pixel-48',
    args: { cmd: 'smbclient //nas/share -U backup%Fjord-Pixel-48 -c ls' },
  },
  {
    name: 'amqps URL whose password holds an @',
    secret: 'Kiwi@Lagoon-2',
    keep: 'mq.example',
    args: { broker: 'amqps://worker:Kiwi@Lagoon-2@mq.example:5671/vhost' },
  },
  {
    name: 'ftp URL with JSON-escaped slashes in a text result',
    secret: 'Nutmeg-Arc-15',
    result: '{"mirror":"ftp:\\/\\/mirror:Nutmeg-Arc-15@files.example\\/pub"}',
  },
  { name: 'a token as an object key', secret: ghToken, args: { headers: { [ghToken]: true } } },
  {
    name: 'a token nested deeper than the walk',
    secret: stripeKey,
    args: (() => {
      let o: Record<string, unknown> = { note: `charge with ${stripeKey}` };
      for (let i = 0; i < 80; i++) o = { inner: o };
      return o;
    })(),
  },
  { name: 'a token in the call id', secret: slackToken, callId: slackToken, args: { q: 1 } },
  {
    name: 'a token in a stored instruction (declare_task)',
    secret: ghToken,
    tool: 'declare_task',
    args: {
      instruction: `Open a pull request using the token ${ghToken} and nothing else.`,
      spec: 'user_goal(pr, [], []).',
    },
  },
  {
    name: 'export PGPASSWORD in a multi-line script',
    secret: 'Sorrel-Quay-70',
    args: { script: 'set -e\nexport PGPASSWORD=Sorrel-Quay-70\npg_dump -h db shop > shop.sql\n' },
  },
  {
    name: 'a password holding a quote, under its key',
    secret: 'say"cheese"42',
    args: { login: { user: 'kim', password: 'say"cheese"42' } },
    prompt: 'Log in as kim with {"password":"say\\"cheese\\"42"}?',
  },
];

function verdictOf(p: Placement): Verdict {
  return placementVerdict(p, p.feedback ?? 'Checked.', 'it changes data');
}

/** The secret as raw bytes would show it: UTF-8, and JSON-escaped inside a JSON column. */
function forms(secret: string): string[] {
  const utf8 = Buffer.from(secret, 'utf8').toString('latin1');
  const json = Buffer.from(JSON.stringify(secret).slice(1, -1), 'utf8').toString('latin1');
  return [...new Set([utf8, json])];
}

describe('no secret reaches the SQLite file', () => {
  it(`covers ${PLACEMENTS.length} placements`, () => assert.ok(PLACEMENTS.length >= 30));

  PLACEMENTS.forEach((p, i) => {
    it(p.name, async () => {
      const path = join(tmp.dir, `p${i}.db`);
      const store = new SqliteAuditStore({ path, ...deterministic() });
      const call = { tool: p.tool ?? 'run', args: p.args ?? {}, ...(p.callId ? { id: p.callId } : {}) };
      const d = await store.appendDecision({
        sessionId: 'sess-1',
        call,
        verdict: verdictOf(p),
        latencyMs: 0,
      });
      await store.appendOutcome(d.id, {
        status: p.error ? 'failed' : 'executed',
        ...(p.result !== undefined ? { result: p.result } : {}),
        ...(p.error !== undefined ? { error: p.error } : {}),
      });
      const open = sqliteFileBytes(path);
      await store.close();
      const closed = sqliteFileBytes(path);
      for (const form of forms(p.secret)) {
        assert.ok(!open.includes(form), `${p.name}: "${p.secret}" is in the database files`);
        assert.ok(!closed.includes(form), `${p.name}: "${p.secret}" is in the database file after close`);
      }
      assert.ok(closed.includes('[REDACTED]'), 'the redaction marker is stored in its place');
      // nor a hash of the arguments that held it, to test guesses against
      if (p.args && JSON.stringify(p.args).includes(JSON.stringify(p.secret).slice(1, -1)))
        assert.ok(!closed.includes(canonicalHash(p.args)), `${p.name}: the hash of the arguments is stored`);
      if (p.keep) assert.ok(closed.includes(p.keep), `${p.name}: the harmless "${p.keep}" was redacted too`);
    });
  });
});
