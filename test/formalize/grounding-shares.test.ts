// Values the user names in forms a schema author would not: a percentage ("the 8% staff
// discount") binds the parameter that takes a share, as a number or a fraction; a phone number
// written with other separators is the same number. Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolCall } from '../../src/core/index.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { createGuard } from '../../src/guard/index.ts';
import { namedTools } from './named-tools.ts';

async function firstVerdict(instruction: string, signatures: string[], call: ToolCall) {
  const tools = namedTools(...signatures);
  const f = await formalizeOffline(instruction, tools);
  const guard = await createGuard({ instruction, tools, spec: f.checked });
  const v = guard.session.check(call);
  guard.session.close();
  return { v, spec: f.checked.text };
}

describe('a percentage the user named binds the share parameter', () => {
  const tools = ['applyMarkdown:sku,percent_off,reason'];
  const instruction = 'Put the 8% staff markdown on SKU BX-2207.';

  it('is in the plan as the number or its fraction', async () => {
    const { spec } = await firstVerdict(instruction, tools, { tool: 'applyMarkdown', args: {} });
    assert.match(spec, /percent_off\(one_of\(\[8, 0\.08\]\)\)/);
  });

  it('passes as 8 or 0.08, and another share is sent back naming the user’s', async () => {
    for (const percent_off of [8, 0.08, '8']) {
      const { v } = await firstVerdict(instruction, tools, {
        tool: 'applyMarkdown',
        args: { sku: 'BX-2207', percent_off, reason: 'staff' },
      });
      assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), String(percent_off));
    }
    const { v } = await firstVerdict(instruction, tools, {
      tool: 'applyMarkdown',
      args: { sku: 'BX-2207', percent_off: 18, reason: 'staff' },
    });
    assert.equal(v.disposition, 'revision_required');
    assert.match(v.feedback, /8/);
  });

  it('a bound ("over 10%") and a count of things bind nothing', async () => {
    const { spec } = await firstVerdict('If a markdown is over 10% on SKU BX-2207, tell me.', tools, {
      tool: 'applyMarkdown',
      args: {},
    });
    assert.doesNotMatch(spec, /percent_off\(/);
  });
});

describe('a phone number with other separators is the number the user wrote', () => {
  const tools = ['log_callback:caller_name,callback_phone,issue'];
  const instruction = 'Log a callback for Mr. Idowu about the boiler, his number is 555-0188.';

  for (const phone of ['555-0188', '555 0188', '(555) 0188', '5550188']) {
    it(`${phone} agrees`, async () => {
      const { v } = await firstVerdict(instruction, tools, {
        tool: 'log_callback',
        args: { caller_name: 'Mr. Idowu', callback_phone: phone, issue: 'boiler' },
      });
      assert.ok(!v.findings.some((f) => f.code === 'param_mismatch'), JSON.stringify(v.findings));
    });
  }

  it('other digits are sent back', async () => {
    const { v } = await firstVerdict(instruction, tools, {
      tool: 'log_callback',
      args: { caller_name: 'Mr. Idowu', callback_phone: '555-0199', issue: 'boiler' },
    });
    assert.equal(v.disposition, 'revision_required');
  });
});
