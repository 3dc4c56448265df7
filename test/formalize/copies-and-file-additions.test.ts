// Messages and files as the user asks for them (issue 17): an address the user copies in ("cc me
// (dan@…)") is no main recipient of the message; and "append the result to their log file" asks
// the file tool to write ("append" is a way to write a file; "add", which another tool that changes
// files may do as well, guesses none). Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

describe('an address copied in', () => {
  const mail = namedTools('list_directory:path', 'send_email:to,cc,subject,body,attachments');
  const text =
    'The Q3 board pack for Hartwell is in the 2031-09 packs folder. Email it to their finance director pls, cc me (lena@quayside-it.example)';
  it('"cc me (lena@…)" binds no `to`', async () => {
    const { v } = await planVerdict(text, mail, {
      tool: 'send_email',
      args: {
        to: ['r.osei@hartwell.example'],
        cc: ['lena@quayside-it.example'],
        subject: 'Q3 board pack',
        body: 'Attached.',
      },
    });
    assert.ok(!findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: an address written as the recipient binds `to`', async () => {
    const { v } = await planVerdict('Email the Q3 board pack to lena@quayside-it.example pls', mail, {
      tool: 'send_email',
      args: { to: ['r.osei@hartwell.example'], subject: 'Q3 board pack', body: 'Attached.' },
    });
    assert.ok(findingCodes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('appending to a file', () => {
  const files = namedTools('read_file:path', 'write_file:path,mode,content');
  it('"append the result to their checks log file" plans the write', async () => {
    const { planned } = await planVerdict(
      "look at last night's sync log for Brackley Vets and append the outcome to their sync-checks log file",
      files,
      {
        tool: 'write_file',
        args: { path: '/clients/brackley/sync-checks.md', mode: 'append', content: 'OK' },
      },
    );
    assert.ok(planned.includes('write_file'), planned.join());
  });
  it('control: only reading a file plans no write', async () => {
    const { planned } = await planVerdict("look at last night's sync log for Brackley Vets", files, {
      tool: 'write_file',
      args: { path: '/clients/brackley/sync-checks.md', mode: 'append', content: 'OK' },
    });
    assert.ok(!planned.includes('write_file'), planned.join());
  });
});

describe('a verb that names a parameter', () => {
  const matters = namedTools(
    'get_matter:client_name',
    'pay_out:matter_id,amount_gbp,payee',
    'update_matter:matter_id,note',
  );
  it('"then note it on the matter" plans the one change of a matter with a `note`', async () => {
    const { planned } = await planVerdict(
      'Pay the £1,200 search fee on the Aldous sale to Hendry Searches. Then note it on the matter.',
      matters,
      { tool: 'update_matter', args: { matter_id: 'CV-10', note: 'Search fee paid.' } },
    );
    assert.ok(planned.includes('update_matter'), planned.join());
  });
  it('control: without the verb no change of the matter is planned', async () => {
    const { planned } = await planVerdict(
      'Pay the £1,200 search fee on the Aldous sale to Hendry Searches.',
      matters,
      {
        tool: 'update_matter',
        args: { matter_id: 'CV-10', note: 'Search fee paid.' },
      },
    );
    assert.ok(!planned.includes('update_matter'), planned.join());
  });
});
