// What a change keeps and what follows from it (issue 17): items a record already holds under the
// key a call sets stay, nothing added ("add keywords aurora, Tromsø" and `keywords` that keep the
// asset's old ones); a flag that follows from a value the user gave its sibling is no unasked change
// ("got their VAT number: GB284193755" sets `vatRegistered: true` beside `vatNumber`), a flag
// of another thing is asked as before. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from './lookup-session.ts';

const codes = (v: { findings: Array<{ code: string }> }) => v.findings.map((f) => f.code);

describe('items the record already holds', () => {
  const tools = namedTools('get_asset:asset_id', 'update_asset_keywords:asset_id,keywords');
  const asset = { asset_id: 'PX-3301', keywords: ['harbour', 'boats', 'dusk'] };
  const text = 'Add keywords lighthouse and fog to PX-3301.';
  const set = (keywords: string[]) => ({
    tool: 'update_asset_keywords',
    args: { asset_id: 'PX-3301', keywords },
  });
  it('the old keywords kept beside the new ones are no extra items', async () => {
    const v = await lastVerdict(tools, text, [
      [{ tool: 'get_asset', args: { asset_id: 'PX-3301' } }, asset],
      [set(['harbour', 'boats', 'dusk', 'lighthouse', 'fog'])],
    ]);
    assert.ok(!codes(v).includes('unnamed_records'), JSON.stringify(v.findings));
  });
  it('control: a keyword neither the user nor the record gave is', async () => {
    const v = await lastVerdict(tools, text, [
      [{ tool: 'get_asset', args: { asset_id: 'PX-3301' } }, asset],
      [set(['lighthouse', 'fog', 'seagulls'])],
    ]);
    assert.ok(codes(v).includes('unnamed_records'), JSON.stringify(v.findings));
  });
});

describe('a flag that follows from a value the user gave', () => {
  const tools = namedTools('get_client:name', 'update_client:client_id,fields');
  const client = {
    client_id: 'C-77',
    name: 'Marlow Bakes',
    vatRegistered: false,
    vatNumber: null,
    payroll: false,
  };
  const text = 'Marlow Bakes got their VAT number: GB301442871. Update their record.';
  const update = (fields: Record<string, unknown>) => ({
    tool: 'update_client',
    args: { client_id: 'C-77', fields },
  });
  it('`vatRegistered: true` beside the `vatNumber` the user wrote is no unasked change', async () => {
    const v = await lastVerdict(tools, text, [
      [{ tool: 'get_client', args: { name: 'Marlow Bakes' } }, client],
      [update({ vatNumber: 'GB301442871', vatRegistered: true })],
    ]);
    assert.ok(!codes(v).includes('unasked_change'), JSON.stringify(v.findings));
  });
  it('control: a flag of another thing is not', async () => {
    const v = await lastVerdict(tools, text, [
      [{ tool: 'get_client', args: { name: 'Marlow Bakes' } }, client],
      [update({ vatNumber: 'GB301442871', payroll: true })],
    ]);
    assert.ok(codes(v).includes('unasked_change'), JSON.stringify(v.findings));
  });
});
