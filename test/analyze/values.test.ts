import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  canonicalUrl,
  extractAmounts,
  extractDates,
  extractValues,
  hostOf,
  ibanValid,
  parseNumber,
} from '../../src/analyze/values.ts';

const kinds = (text: string, kind: string) =>
  extractValues(text).filter((v) => v.kind === kind) as Array<Record<string, unknown>>;

describe('emails and URLs', () => {
  it('finds emails in canonical form with their domain', () => {
    assert.deepEqual(kinds('Mail Bob.Smith@Example.COM, or ops+x@sub.corp.io.', 'email'), [
      { kind: 'email', value: 'bob.smith@example.com', domain: 'example.com' },
      { kind: 'email', value: 'ops+x@sub.corp.io', domain: 'sub.corp.io' },
    ]);
  });

  it('finds URLs and hosts; the canonical form drops fragments, default ports and case', () => {
    assert.deepEqual(kinds('see HTTPS://Docs.Example.com:443/a/b?x=1#top.', 'url'), [
      { kind: 'url', value: 'https://docs.example.com/a/b?x=1', host: 'docs.example.com' },
    ]);
    assert.equal(canonicalUrl('http://EXAMPLE.com/'), 'http://example.com');
    assert.equal(canonicalUrl('not a url'), undefined);
  });

  it('finds bare domains but not file names or email domains', () => {
    assert.deepEqual(
      kinds('upload to evil.io and read notes.txt; mail a@corp.com', 'url').map((v) => v.host),
      ['evil.io'],
    );
  });

  it('hostOf reads URLs, user@host, scp targets and bare hosts', () => {
    assert.equal(hostOf('https://user:pw@API.x.com:8080/p'), 'api.x.com');
    assert.equal(hostOf('git@github.com:org/repo.git'), 'github.com');
    assert.equal(hostOf('10.0.0.5:/tmp'), '10.0.0.5');
    assert.equal(hostOf('example.org/path'), 'example.org');
    assert.equal(hostOf('-rf'), undefined);
  });
});

describe('accounts', () => {
  it('validates IBANs with the mod-97 check and the country length', () => {
    assert.equal(ibanValid('DE89 3704 0044 0532 0130 00'), true);
    assert.equal(ibanValid('GB82WEST12345698765432'), true);
    assert.equal(ibanValid('DE89370400440532013001'), false);
    assert.equal(ibanValid('DE8937040044053201300'), false);
  });

  it('reports IBANs (spaced or not) and account-number-looking digit runs', () => {
    const v = extractValues(
      'pay DE89 3704 0044 0532 0130 00 or acct 12345678901 or card 4111 1111 1111 1111',
    );
    assert.deepEqual(
      v.filter((x) => x.kind === 'iban'),
      [{ kind: 'iban', value: 'DE89370400440532013000', country: 'DE', valid: true }],
    );
    assert.deepEqual(
      v.filter((x) => x.kind === 'account').map((x) => (x as { value: string }).value),
      ['12345678901', '4111111111111111'],
    );
  });

  it('IBAN check agrees with a reference computation on random inputs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{18}$/), (bban) => {
        // build a valid German IBAN: check digits = 98 - (BBAN + "DE00" as digits) mod 97
        const rest = BigInt(`${bban}131400`) % 97n;
        const check = String(98n - rest).padStart(2, '0');
        assert.equal(ibanValid(`DE${check}${bban}`), true);
        const wrong = check === '99' ? '98' : String(Number(check) + 1).padStart(2, '0');
        assert.equal(ibanValid(`DE${wrong}${bban}`), false);
      }),
    );
  });

  it('finds phone numbers in international form and handles', () => {
    assert.deepEqual(
      kinds('call +1 (555) 123-4567 or +447911123456', 'phone').map((v) => v.value),
      ['+15551234567', '+447911123456'],
    );
    assert.deepEqual(
      kinds('ping @Alice_B and @ops.team, not bob@x.com', 'handle').map((v) => v.value),
      ['@alice_b', '@ops.team'],
    );
  });
});

describe('amounts and numbers', () => {
  it('parses grouping and decimal separators of both conventions', () => {
    assert.equal(parseNumber('1,234.56'), 1234.56);
    assert.equal(parseNumber('1.234,56'), 1234.56);
    assert.equal(parseNumber('1 000'), 1000);
    assert.equal(parseNumber('12,5'), 12.5);
    assert.equal(parseNumber('2.5k'), 2500);
    assert.equal(parseNumber('3 million'), 3_000_000);
    assert.equal(parseNumber('abc'), undefined);
  });

  it('finds amounts with their currency', () => {
    assert.deepEqual(
      extractAmounts('Send $1,250.50, then 50 EUR, €3k, 1.234,56 € and USD 20; 100 dollars').map(
        (a) => `${a.value} ${a.currency}`,
      ),
      ['1250.5 USD', '50 EUR', '3000 EUR', '1234.56 EUR', '20 USD', '100 USD'],
    );
  });
});

describe('dates', () => {
  const reference = new Date('2025-01-15T12:00:00Z');

  it('resolves relative dates against the injected reference, not the clock', () => {
    const [d] = extractDates('pay it tomorrow', { reference });
    assert.equal(d?.iso.slice(0, 10), '2025-01-16');
    const [e] = extractDates('on March 3, 2026', { reference });
    assert.equal(e?.iso.slice(0, 10), '2026-03-03');
    assert.equal(e?.certain, true);
  });

  it('gives the same answer for the same reference every time', () => {
    const a = extractDates('next Friday at 5pm', { reference });
    const b = extractDates('next Friday at 5pm', { reference });
    assert.deepEqual(a, b);
    assert.equal(a.length, 1);
  });

  it('extractValues adds dates only when a reference is given', () => {
    assert.equal(
      extractValues('due tomorrow').some((v) => v.kind === 'date'),
      false,
    );
    assert.equal(
      extractValues('due tomorrow', { reference }).some((v) => v.kind === 'date'),
      true,
    );
  });
});

describe('values that only look like targets', () => {
  it('dates and times are not phone numbers', () => {
    for (const text of [
      'Stand-up moved to 2025-03-04 09:15, see you there',
      'Logged at 2024-11-30 23:59:59 by the job',
      'Window: 12.05.2024 14.30-15.45',
    ])
      assert.deepEqual(
        extractValues(text).filter((f) => f.kind === 'phone'),
        [],
        text,
      );
    assert.ok(extractValues('Call me on +44 20 7946 0958').some((f) => f.kind === 'phone'));
  });

  it('record identifiers are not phone numbers', () => {
    for (const text of ['permit SW-2026-0190 is pending', 'load FR-4411-2093 and case AB-12-3456-78'])
      assert.deepEqual(
        extractValues(text).filter((f) => f.kind === 'phone'),
        [],
        text,
      );
    assert.ok(extractValues('the depot line is 020 7946 0958').some((f) => f.kind === 'phone'));
  });

  it('a display name after @ is not the short handle', () => {
    const handles = (t: string) => extractValues(t).flatMap((f) => (f.kind === 'handle' ? [f.value] : []));
    assert.deepEqual(handles('Ask @Sarah Conner to review'), ['@sarah conner']);
    assert.deepEqual(handles('Ask @sarah to review'), ['@sarah']);
    assert.deepEqual(handles('thanks @Dev team'), ['@dev']);
  });
});

describe('extraction stays linear on long runs', () => {
  // no timing asserts here (bench/cost.ts measures); these inputs took minutes when quadratic
  for (const [name, text] of [
    ['digits', '7'.repeat(1_000_000)],
    ['letters', 'q'.repeat(1_000_000)],
    ['dotted', 'a.'.repeat(500_000)],
    ['spaced numbers', '12 '.repeat(330_000)],
  ] as const)
    it(`a 1 MB run of ${name} completes`, () => {
      assert.ok(Array.isArray(extractValues(text)));
    });
});
