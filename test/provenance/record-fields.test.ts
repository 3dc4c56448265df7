import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fieldValues } from '../../src/provenance/evidence/record-fields.ts';

describe('fieldValues: what the records of a structured output hold', () => {
  it('reads objects, JSON text and YAML records', () => {
    const fromObject = fieldValues([{ to: 'a@x.org', note: 'hi' }])!;
    assert.ok(fromObject.has('a@x.org'));
    assert.ok(fieldValues('[{"to": "b@x.org"}, {"to": "c@x.org"}]')!.has('c@x.org'));
    const yaml = fieldValues(
      '- recipient: GB29NWBK60161331926819\n  amount: 10.0\n- recipient: me\n  amount: 5',
    )!;
    assert.ok(yaml.has('gb29nwbk60161331926819'));
  });
  it('plain prose has no fields', () => {
    assert.equal(fieldValues('Please pay the bill. IBAN GB29NWBK60161331926819, thanks'), undefined);
    assert.equal(fieldValues('just one line'), undefined);
  });
  it('does not expand YAML aliases without bound, and refuses text past its size limit', () => {
    const bomb = `a: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: [*d,*d,*d,*d,*d,*d,*d,*d,*d]`;
    assert.equal(fieldValues(bomb), undefined);
    assert.equal(fieldValues(`- a: 1\n  b: 2\n${'#'.repeat(300 * 1024)}`), undefined);
  });
});
