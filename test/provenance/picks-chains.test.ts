// Ambiguous picks followed through records: a value two records share (their recruiter) does not
// make the other one acted on, and a record chosen from a plain list (an invoice) is judged by
// the record it names (its supplier) where that one was picked out of several the user's words
// match equally. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';

type Lookup = { tool: string; args: Record<string, unknown> };

/** A session for `instruction` over `tools` whose agent made `lookup`, which returned `output`. */
async function sessionAfter(tools: Tool[], instruction: string, lookup: Lookup, output: unknown) {
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  guard.session.check(lookup);
  guard.session.record(lookup, JSON.stringify(output));
  return guard.session;
}

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
