// Ambiguous picks followed through records: a value two records share (their recruiter) does not
// make the other one acted on, and a record chosen from a plain list (an invoice) is judged by
// the record it names (its supplier) where that one was picked out of several the user's words
// match equally. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { sessionAfter } from './lookup-session.ts';

describe('picks through shared values and chosen records', () => {
  const tools: Tool[] = [
    {
      name: 'hire_find_candidates',
      description: 'Find candidates by first name',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { first_name: { type: 'string' } } },
    },
    {
      name: 'hire_book_interview',
      description: 'Book an interview',
      hints: { readOnly: false },
      inputSchema: {
        type: 'object',
        properties: {
          candidate_id: { type: 'string' },
          interviewer: { type: 'string' },
          day: { type: 'string' },
        },
      },
    },
    {
      name: 'ap_find_suppliers',
      description: 'Find suppliers by name',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
    },
    {
      name: 'ap_open_invoices',
      description: 'Open invoices of suppliers',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { supplier_ids: { type: 'array' } } },
    },
    {
      name: 'ap_pay_invoice',
      description: 'Pay an invoice',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { invoice_id: { type: 'string' } } },
    },
  ];

  it('a value both records share (their recruiter) does not make the other one acted on', async () => {
    const lookup = { tool: 'hire_find_candidates', args: { first_name: 'Ravi' } };
    const found = {
      results: [
        { candidate_id: 'C-5120', name: 'Ravi Menon', recruiter: 'Ayla Kaya' },
        { candidate_id: 'C-5188', name: 'Ravindra Shah', recruiter: 'Ayla Kaya' },
      ],
    };
    const session = await sessionAfter(tools, "Book Ravi's interview for Tuesday.", lookup, found);
    const v = session.check({
      tool: 'hire_book_interview',
      args: { candidate_id: 'C-5120', interviewer: 'Ayla Kaya', day: 'Tuesday' },
    });
    assert.ok(v.findings.some((f) => f.code === 'ambiguous_pick'));
    session.close();
  });

  it('an invoice from a plain list is judged by the supplier it names, picked out of two', async () => {
    const run = async (instruction: string) => {
      const f = await formalizeOffline(instruction, tools);
      const guard = await createGuard({ instruction, tools, spec: f.checked });
      const s = guard.session;
      const find = { tool: 'ap_find_suppliers', args: { name: 'Birch' } };
      s.check(find);
      s.record(
        find,
        JSON.stringify({
          results: [
            { supplier_id: 'S-301', name: 'Birch Timber Ltd' },
            { supplier_id: 'S-377', name: 'Birch Lane Catering' },
          ],
        }),
      );
      const open = { tool: 'ap_open_invoices', args: { supplier_ids: ['S-301', 'S-377'] } };
      s.check(open);
      s.record(
        open,
        JSON.stringify({
          invoices: [
            { invoice_id: 'INV-88', supplier_id: 'S-301', total: 1200 },
            { invoice_id: 'INV-91', supplier_id: 'S-377', total: 640 },
          ],
        }),
      );
      const v = s.check({ tool: 'ap_pay_invoice', args: { invoice_id: 'INV-91' } });
      s.close();
      return v.findings.some((f) => f.code === 'ambiguous_pick');
    };
    assert.equal(await run('Pay the Birch invoice, they keep calling.'), true);
    assert.equal(await run('Pay the Birch Lane invoice, they keep calling.'), false);
  });
});

describe('records beyond those the user named', () => {
  const tools: Tool[] = [
    {
      name: 'menu_list_dishes',
      description: 'List the dishes on a menu',
      hints: { readOnly: true },
      inputSchema: { type: 'object', properties: { menu_id: { type: 'string' } } },
    },
    {
      name: 'menu_mark_sold_out',
      description: 'Mark dishes as sold out',
      hints: { readOnly: false },
      inputSchema: { type: 'object', properties: { dish_ids: { type: 'array' }, note: { type: 'string' } } },
    },
  ];
  const DISHES = {
    dishes: [
      { dish_id: 'DSH-11', course: 'dessert', name: 'Lemon tart' },
      { dish_id: 'DSH-12', course: 'dessert', name: 'Chocolate mousse' },
      { dish_id: 'DSH-20', course: 'main', name: 'Braised short rib' },
    ],
  };
  const lookup = { tool: 'menu_list_dishes', args: { menu_id: 'DINNER' } };
  const verdict = async (instruction: string, dish_ids: string[]) => {
    const session = await sessionAfter(tools, instruction, lookup, DISHES);
    const v = session.check({ tool: 'menu_mark_sold_out', args: { dish_ids, note: 'kitchen ran out' } });
    session.close();
    return v;
  };

  it('a list argument that takes records the user’s words leave out beside ones they name is confirmed', async () => {
    const v = await verdict('Mark the desserts as sold out for tonight.', ['DSH-11', 'DSH-12', 'DSH-20']);
    assert.equal(v.disposition, 'approved_with_constraints');
    assert.ok(v.findings.some((f) => f.code === 'unnamed_records'));
  });

  it('the records the user named, all of a list, or words in a quote pass', async () => {
    const named = await verdict('Mark the desserts as sold out for tonight.', ['DSH-11', 'DSH-12']);
    assert.ok(!named.findings.some((f) => f.code === 'unnamed_records'));
    const all = await verdict('Mark everything on the dinner menu as sold out.', [
      'DSH-11',
      'DSH-12',
      'DSH-20',
    ]);
    assert.ok(!all.findings.some((f) => f.code === 'unnamed_records'));
    const quoted = await verdict("Mark every dish sold out with the note 'dessert station closed'.", [
      'DSH-11',
      'DSH-12',
      'DSH-20',
    ]);
    assert.ok(!quoted.findings.some((f) => f.code === 'unnamed_records'));
  });
});
