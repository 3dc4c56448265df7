// The maintained secret patterns (secretlint's recommended preset) inside the audit redaction:
// formats the hand rules do not know are redacted, the rest of the text stays, and adversarial
// 1 MB near-misses are left alone (their cost is measured in the bench, not asserted here).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_REDACTION, REDACTED, Redactor } from '../../src/audit/redact.ts';
import {
  isSecretKey,
  MAINTAINED_SECRET_RULES,
  maintainedSecretRanges,
  SECRET_RULES,
} from '../../src/audit/secret-rules.ts';

/** Deterministic letters and digits (no real credential). */
const chars = (n: number, seed: number): string => {
  const abc = 'Ab3De5Gh7Jk9Mn2Pq4St6Vw8Yz';
  let s = '';
  for (let i = 0; i < n; i++) s += abc[(i * 7 + seed) % abc.length];
  return s;
};
const rep = (s: string, n: number): string => s.repeat(n);

const linear = `lin_api_${chars(40, 1)}`;
const shopify = `shpat_${chars(32, 2)}`;
/** 1Password service account tokens are base64 JSON: padded here until the encoding ends `fQ==`. */
const onePassword = (() => {
  for (let pad = ''; ; pad += 'x') {
    const b64 = btoa(JSON.stringify({ email: 'svc@example.invalid', secretKey: chars(40, 3), pad }));
    if (b64.endsWith('fQ==')) return `ops_${b64}`;
  }
})();

/** The hand rules alone: what redaction did before the maintained set was added. */
const handOnly = { keys: isSecretKey, values: SECRET_RULES.map((r) => r.pattern) };

describe('maintained secret patterns (secretlint recommended preset)', () => {
  it('runs the preset scanners, not its comment filter', () => {
    const ids = MAINTAINED_SECRET_RULES.map((r) => r.meta.id);
    assert.ok(ids.length >= 10, ids.join(', '));
    assert.ok(ids.includes('@secretlint/secretlint-rule-github'));
    assert.ok(!ids.some((id) => id.includes('filter-comments')));
  });

  for (const [name, token] of [
    ['Linear API key', linear],
    ['Shopify access token', shopify],
    ['1Password service account token', onePassword],
  ] as const) {
    it(`${name} under a harmless key: redacted by the maintained set, missed by the hand rules`, () => {
      const text = `deploy note: use ${token} for the sync job`;
      assert.equal(new Redactor(handOnly).text(text), text);
      const r = new Redactor(DEFAULT_REDACTION);
      assert.equal(r.text(text), `deploy note: use ${REDACTED} for the sync job`);
      assert.equal(r.changed, true);
      const args = r.value({ note: text, count: 3 });
      assert.ok(!JSON.stringify(args).includes(token));
      assert.equal(args.count, 3);
    });
  }

  it('a secretlint-disable comment in the text does not keep a token', () => {
    const text = `// secretlint-disable\ntoken ${shopify}\n// secretlint-enable`;
    assert.ok(!new Redactor(DEFAULT_REDACTION).text(text).includes(shopify));
  });

  it('a connection string with a password goes', () => {
    const text = 'connect with mongodb://svc:Hunter2-long@db.internal:27017/app then report';
    const out = new Redactor(DEFAULT_REDACTION).text(text);
    assert.ok(!out.includes('Hunter2-long'), out);
    assert.ok(out.startsWith('connect with ') && out.endsWith(' then report'), out);
  });

  it('reports nothing in ordinary text', () => {
    for (const t of [
      'mkdir -p build/out && ls -la',
      'https://example.com/search?q=redaction&page=2',
      'ssh -p 2222 deploy@host.example',
      'SELECT name FROM users WHERE id = 3',
      'lin_api_short and shpat_tooShort',
    ])
      assert.deepEqual(maintainedSecretRanges(t), [], t);
  });

  // how long these take is measured by the bench (`npm run bench audit`), never asserted here
  it('1 MB near-misses of token formats hold no secret and come back unchanged', () => {
    const inputs = {
      letters: rep('abcdefghij', 100_000),
      shopify: rep('shpat_a', 142_858),
      onePassword: rep('ops_eyA', 142_858),
      mongo: rep('mongodb://a:', 83_334),
      userinfo: rep('https://u:', 100_000),
    };
    for (const [name, text] of Object.entries(inputs)) {
      const r = new Redactor(DEFAULT_REDACTION);
      assert.ok(r.text(text) === text, `1 MB of ${name} was changed`);
      assert.equal(r.changed, false);
    }
  });
});
