// A step of a list that opens with a verb the tagger read as a noun ("2) book delivery for Friday")
// asks for it, as its sibling steps ask for theirs ("1) find the order", "3) email Dan"). A part
// alone, or a list of noun phrases, asks for nothing that way. Tools and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const tools = namedTools('search_jobs:customer', 'create_delivery:job_id,date,address', 'send_email:to,body');

async function planned(instruction: string) {
  return (await formalizeOffline(instruction, tools)).report.planned;
}

describe('a list step that opens with a verb read as a noun', () => {
  it('"book delivery" between two asked steps plans the delivery', async () => {
    const p = await planned(
      '1) find the open job for Pennard Stoneworks\n2) book delivery for Tuesday to their depot, 3 Mill Lane, Truro TR1 2AB\n3) email Lowri at lowri@pennardstone.co.uk to confirm',
    );
    assert.ok(p.includes('create_delivery'), p.join(','));
  });

  it('a list of noun phrases asks for no delivery', async () => {
    const p = await planned('1) delivery status for Pennard Stoneworks\n2) book value of the depot stock');
    assert.ok(!p.includes('create_delivery'), p.join(','));
  });
});
