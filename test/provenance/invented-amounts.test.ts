// An amount a changing call moves, buys or sells that nobody gave (not the user's words, not any
// data the agent read, not one operation on their numbers) is the agent's own choice: the user
// confirms it. An amount the user wrote, in digits or words, one a bill the agent read states, or
// one computed from those (a half, a difference, a share), and 100 percent for "a full waiver" go
// through. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

const TOOLS: Tool[] = [
  {
    name: 'quote_stock',
    description: 'Current price of a stock',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { symbol: { type: 'string' } } },
  },
  {
    name: 'read_invoice',
    description: 'Read an invoice from the inbox',
    hints: { readOnly: true },
    inputSchema: { type: 'object', properties: { vendor: { type: 'string' } } },
  },
  {
    name: 'place_order',
    description: 'Buy or sell shares',
    hints: { readOnly: false, destructive: true },
    inputSchema: {
      type: 'object',
      properties: { symbol: { type: 'string' }, side: { type: 'string' }, quantity: { type: 'number' } },
    },
  },
  {
    name: 'pay_vendor',
    description: 'Pay a vendor from the checking account',
    hints: { readOnly: false, destructive: true },
    inputSchema: { type: 'object', properties: { vendor: { type: 'string' }, amount: { type: 'number' } } },
  },
  {
    name: 'order_tickets',
    description: 'Order concert tickets',
    hints: { readOnly: false },
    inputSchema: { type: 'object', properties: { show: { type: 'string' }, quantity: { type: 'number' } } },
  },
];

async function session(instruction: string, reads: Array<[ToolCall, unknown]> = []) {
  const guard = await createGuard({
    instruction,
    tools: TOOLS,
    formalize: async (i, t) => (await formalizeOffline(i, [...t])).checked,
  });
  for (const [call, result] of reads) {
    guard.session.check(call);
    guard.session.record(call, result);
  }
  return guard.session;
}

const invented = (v: { findings: Array<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'invented_amount');
const order = (quantity: number) => ({
  tool: 'place_order',
  args: { symbol: 'KSTL', side: 'buy', quantity },
});
const quote: [ToolCall, unknown] = [
  { tool: 'quote_stock', args: { symbol: 'KSTL' } },
  { symbol: 'KSTL', price: 41.2 },
];

describe('amounts the agent chose', () => {
  it('asks when the user gave no quantity and no data holds it', async () => {
    const s = await session('Buy some Kestrel Labs stock (KSTL) for me today.', [quote]);
    const v = s.check(order(250));
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(invented(v), JSON.stringify(v.findings));
  });

  it('lets through the quantity the user wrote, in digits or in words', async () => {
    const digits = await session('Buy 40 shares of Kestrel Labs (KSTL).', [quote]);
    assert.ok(!invented(digits.check(order(40))));
    const words = await session('Buy twelve shares of KSTL for my account.', [quote]);
    assert.ok(!invented(words.check(order(12))));
  });

  it('lets through an amount a document the agent read states, and one operation on the numbers', async () => {
    const invoice: [ToolCall, unknown] = [
      { tool: 'read_invoice', args: { vendor: 'Brightwater Plumbing' } },
      { vendor: 'Brightwater Plumbing', total_due: '$1,260.00', already_paid: '$400.00' },
    ];
    const full = await session('Pay the Brightwater Plumbing invoice.', [invoice]);
    assert.ok(
      !invented(full.check({ tool: 'pay_vendor', args: { vendor: 'Brightwater Plumbing', amount: 1260 } })),
    );
    const rest = await session('Pay what is still owed on the Brightwater Plumbing invoice.', [invoice]);
    assert.ok(
      !invented(rest.check({ tool: 'pay_vendor', args: { vendor: 'Brightwater Plumbing', amount: 860 } })),
    );
    const half = await session('Pay half of the Brightwater Plumbing invoice now.', [invoice]);
    assert.ok(
      !invented(half.check({ tool: 'pay_vendor', args: { vendor: 'Brightwater Plumbing', amount: 630 } })),
    );
    const made = await session('Pay the Brightwater Plumbing invoice.', [invoice]);
    const v = made.check({ tool: 'pay_vendor', args: { vendor: 'Brightwater Plumbing', amount: 2000 } });
    assert.ok(invented(v), JSON.stringify(v.findings));
    assert.match(v.feedback ?? '', /args.amount is 2000, which neither the user nor any data/);
  });

  it('one of something is what "a" asks; reads are never judged', async () => {
    const s = await session('Order a ticket for the Harbor Lights show.');
    assert.ok(!invented(s.check({ tool: 'order_tickets', args: { show: 'Harbor Lights', quantity: 1 } })));
    const r = await session('How much is KSTL trading at?');
    assert.ok(!invented(r.check({ tool: 'quote_stock', args: { symbol: 'KSTL', quantity: 999 } })));
  });
});

describe('a sum of money the user did not name', () => {
  const bill: [ToolCall, unknown] = [
    { tool: 'read_invoice', args: { vendor: 'Fennel Print' } },
    {
      vendor: 'Fennel Print',
      lines: [
        { item: 'flyers', total: 46.2 },
        { item: 'rush fee', total: 4.2 },
      ],
    },
  ];
  const pay = (amount: number) => ({ tool: 'pay_vendor', args: { vendor: 'Fennel Print', amount } });

  it('is asked when the user wrote the figure and the call moves another, even one the data holds', async () => {
    const s = await session('Pay Fennel Print the £4.20 rush fee from their invoice.', [bill]);
    // (a parameter called `amount` is bound by the plan itself: sent back, naming the figure)
    const v = s.check(pay(46.2));
    assert.equal(v.disposition, 'revision_required');
    assert.match(v.feedback, /4\.2/);
    s.close();
    // any other money parameter is asked by the amounts mechanism
    const refund = await session('Pay Fennel Print the £4.20 rush fee from their invoice.', [bill]);
    const r = refund.check({ tool: 'pay_vendor', args: { vendor: 'Fennel Print', fee_amount: 46.2 } });
    assert.equal(r.disposition, 'approved_with_constraints');
    assert.ok(invented(r));
    assert.match(r.findings.find((f) => f.code === 'invented_amount')!.message, /4\.2/);
    refund.close();
  });

  it('the figure as written, or in cents, goes through', async () => {
    for (const amount of [4.2, 420]) {
      const s = await session('Pay Fennel Print the £4.20 rush fee from their invoice.', [bill]);
      assert.ok(!invented(s.check(pay(amount))), String(amount));
      s.close();
    }
  });

  it('words asking for a figure to be worked out leave it to the other checks', async () => {
    const s = await session('Pay Fennel Print the £4.20 rush fee plus the flyers total from their invoice.', [
      bill,
    ]);
    assert.ok(!invented(s.check(pay(50.4))));
    s.close();
  });
});

describe('the whole for a part', () => {
  const tools: Tool[] = [
    {
      name: 'cafe_get_order',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { order_id: { type: 'string' } } },
    },
    {
      name: 'cafe_refund',
      hints: { readOnly: false, destructive: true },
      inputSchema: {
        type: 'object',
        properties: { order_id: { type: 'string' }, amount: { type: 'number' } },
      },
    },
    {
      name: 'till_void',
      hints: { readOnly: false, destructive: true },
      inputSchema: {
        type: 'object',
        properties: { receipt_id: { type: 'string' }, scope: { type: 'string' } },
      },
    },
  ];
  const order = {
    order_id: '7731',
    items: [
      { line: 1, name: 'Oat latte', price: 4.8 },
      { line: 2, name: 'Almond croissant', price: 3.9 },
      { line: 3, name: 'Tomato soup', price: 6.5 },
    ],
    total: 15.2,
  };
  async function after(instruction: string) {
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const read = { tool: 'cafe_get_order', args: { order_id: '7731' } };
    guard.session.check(read);
    guard.session.record(read, JSON.stringify(order));
    return guard.session;
  }
  const mismatch = (v: { findings: Array<{ code: string }> }) =>
    v.findings.some((x) => x.code === 'amount_mismatch');

  it('refunding the order’s total when the user named one item is asked', async () => {
    const session = await after('Refund the croissant on order 7731, it was stale.');
    const v = session.check({ tool: 'cafe_refund', args: { order_id: '7731', amount: 15.2 } });
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(mismatch(v));
    assert.equal(
      mismatch(session.check({ tool: 'cafe_refund', args: { order_id: '7731', amount: 3.9 } })),
      false,
    );
    session.close();
  });

  it('the whole order, or no part named, is not', async () => {
    for (const instruction of [
      'Refund order 7731 in full, the whole thing was cold.',
      'Refund order 7731, the customer left.',
    ]) {
      const session = await after(instruction);
      assert.equal(
        mismatch(session.check({ tool: 'cafe_refund', args: { order_id: '7731', amount: 15.2 } })),
        false,
        instruction,
      );
      session.close();
    }
  });

  it('a scope reaching the entire sale, when the user asked for one line, is asked', async () => {
    const session = await after('Void just the soup line on receipt 7731; the rest is fine.');
    const v = session.check({ tool: 'till_void', args: { receipt_id: '7731', scope: 'entire_transaction' } });
    assert.ok(v.findings.some((x) => x.code === 'control_bypass'));
    session.close();
  });
});

describe('the whole of a share the user asked for', () => {
  const tools: Tool[] = [
    {
      name: 'set_fee_waiver',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { entry_id: {}, waiver_percent: {}, reason: {} } },
    },
    {
      name: 'refund_entry',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { entry_id: {}, amount: {} } },
    },
  ];
  async function check(instruction: string, call: ToolCall) {
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const v = guard.session.check(call);
    guard.session.close();
    return v;
  }
  const waiver = (waiver_percent: number): ToolCall => ({
    tool: 'set_fee_waiver',
    args: { entry_id: 'EN-58', waiver_percent, reason: 'hardship' },
  });
  it('"a full waiver" sets 100 percent', async () => {
    const v = await check('Give entry EN-58 a full fee waiver, hardship case.', waiver(100));
    assert.ok(!invented(v), JSON.stringify(v.findings));
  });
  it('another percentage is the agent’s choice', async () => {
    const v = await check('Give entry EN-58 a full fee waiver, hardship case.', waiver(60));
    assert.ok(invented(v), JSON.stringify(v.findings));
  });
  it('without a word for the whole, 100 percent is the agent’s choice', async () => {
    const v = await check('Give entry EN-58 a fee waiver, hardship case.', waiver(100));
    assert.ok(invented(v), JSON.stringify(v.findings));
  });
  it('"in full" makes no sum of money the user’s', async () => {
    const v = await check('Refund entry EN-58 in full.', {
      tool: 'refund_entry',
      args: { entry_id: 'EN-58', amount: 100 },
    });
    assert.ok(invented(v), JSON.stringify(v.findings));
  });
});

describe('the one line that holds a call’s only sum', () => {
  const tools: Tool[] = [
    {
      name: 'create_invoice',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { customer_id: {}, items: {} } },
    },
  ];
  const instruction = 'Invoice Mrs Kowalczyk the agreed £85 for Tuesday’s callout.';
  async function check(items: unknown[]) {
    const f = await formalizeOffline(instruction, tools);
    const guard = await createGuard({ instruction, tools, spec: f.checked });
    const v = guard.session.check({ tool: 'create_invoice', args: { customer_id: 'C-301', items } });
    guard.session.close();
    return v;
  }
  it('is the sum the user named', async () => {
    const v = await check([{ description: 'Callout', amount_gbp: 85 }]);
    assert.ok(!invented(v), JSON.stringify(v.findings));
  });
  it('another sum in that line is asked', async () => {
    const v = await check([{ description: 'Callout', amount_gbp: 120 }]);
    assert.ok(invented(v), JSON.stringify(v.findings));
  });
  it('a sum given as a record of its own is the call’s sum', async () => {
    const offer = [
      {
        name: 'send_offer',
        hints: { readOnly: false },
        inputSchema: { type: 'object', properties: { owner_id: {}, payment: {} } },
      },
    ] as Tool[];
    const said = 'Send Mr Ilunga (OW-77) the access offer at £320.';
    const f = await formalizeOffline(said, offer);
    const guard = await createGuard({ instruction: said, tools: offer, spec: f.checked });
    const send = (amount: number) => ({
      tool: 'send_offer',
      args: { owner_id: 'OW-77', payment: { amount, currency: 'GBP' } },
    });
    assert.ok(!invented(guard.session.check(send(320))));
    assert.ok(invented(guard.session.check(send(450))));
    guard.session.close();
  });
  it('a sum worked out from a rate the user gave is not asked as unnamed', async () => {
    const f = await formalizeOffline('Invoice Mrs Kowalczyk for the 3.5 hours at £42/hour.', tools);
    const guard = await createGuard({
      instruction: 'Invoice Mrs Kowalczyk for the 3.5 hours at £42/hour.',
      tools,
      spec: f.checked,
    });
    const v = guard.session.check({
      tool: 'create_invoice',
      args: { customer_id: 'C-301', items: [{ description: 'Labour', amount_gbp: 147 }] },
    });
    guard.session.close();
    assert.ok(!invented(v), JSON.stringify(v.findings));
  });
  it('a line whose count multiplies its price is not read as the sum', async () => {
    const v = await check([{ description: 'Filters', qty: 3, price: 28.34 }]);
    assert.ok(!v.findings.some((f) => f.code === 'invented_amount' && /items\[0\]\.price/.test(f.message)));
  });
});
