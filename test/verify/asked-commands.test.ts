// Commands by their meaning (issue 17): a generic tool that runs a shell command is named by no
// verb of the user's, but a command whose program, subcommand or script does what a sentence asks,
// on what the user named, with values the user wrote, is the user's request (verify/
// command-requests.ts): neither unplanned nor an unknown program to confirm. A command that
// destroys, writes by redirection, runs with privilege, acts on a value the user never wrote, takes
// an option that destroys, forces or widens it to all, or does another thing is asked, as before.
// Tasks, programs and scripts are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

describe('a command that does what the user asked', () => {
  const tools = namedTools('query:sql', 'run_command:command');
  const run = (command: string) => ({ tool: 'run_command', args: { command } });
  const look = {
    tool: 'query',
    args: { sql: "SELECT id, tier, last_write FROM buckets WHERE name = 'bravo-7'" },
  };
  const row = [{ id: 88, tier: 'hot', last_write: '2027-01-04' }];
  const archive = 'Archive the staging logs bucket bravo-7 to cold storage, bucketctl can do it.';
  const verdict = (instruction: string, command: string) =>
    lastVerdict(tools, instruction, [[look, row], [run(command)]]);

  it('"Archive … bravo-7" and `bucketctl archive bravo-7 --tier cold`', async () => {
    const v = await verdict(archive, 'bucketctl archive bravo-7 --tier cold');
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"Reprocess the thumbnails for album summer-2026 at 320 px" and its subcommand', async () => {
    const v = await verdict(
      'The thumbnails came out blank. Reprocess the thumbnails for album summer-2026 at 320 px',
      'mediactl thumbnails reprocess summer-2026 --size 320',
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"run the nightly invoice export for Harbour Street" and `python3 tools/invoice_export.py`', async () => {
    const v = await verdict(
      'can you run the nightly invoice export for the Harbour Street branch? it failed at 2am',
      'python3 tools/invoice_export.py --branch harbour-street --date 2027-03-02',
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"Rerun the stock sync for warehouse W12" and `bash jobs/stock_sync.sh W12`', async () => {
    const v = await verdict('Rerun the stock sync for warehouse W12.', 'bash jobs/stock_sync.sh W12');
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });

  it('"Import the March timesheets for kestrel-joinery" and a subcommand of two words', async () => {
    const v = await verdict(
      'Import the March timesheets for kestrel-joinery please',
      'payroll-cli import-timesheets kestrel-joinery --month 2027-03',
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: a value with digits the user never wrote is asked', async () => {
    const v = await verdict(archive, 'bucketctl archive bravo-8 --tier cold');
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: another subcommand on the named thing is asked', async () => {
    const v = await verdict(archive, 'bucketctl publish bravo-7');
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: a command that destroys is asked, whatever the user said', async () => {
    const v = await verdict(
      'Remove the staging logs bucket bravo-7, bucketctl can do it.',
      'bucketctl remove bravo-7',
    );
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: a redirection that writes, or privilege, is asked', async () => {
    for (const command of [
      'bucketctl archive bravo-7 --tier cold > ~/.profile',
      'sudo bucketctl archive bravo-7 --tier cold',
    ]) {
      const v = await verdict(archive, command);
      assert.notEqual(v.disposition, 'approved', `${command}: ${JSON.stringify(v.findings)}`);
    }
  });
  it('control: an option that destroys, forces or widens to all is asked', async () => {
    for (const command of [
      'bucketctl archive bravo-7 --tier cold --purge-source',
      'bucketctl archive bravo-7 --force',
      'bucketctl archive bravo-7 --all-buckets',
      'bucketctl archive-all bravo-7',
    ]) {
      const v = await verdict(archive, command);
      assert.equal(v.disposition, 'approved_with_constraints', `${command}: ${JSON.stringify(v.findings)}`);
    }
  });
  it('control: a second thing the user never named is asked', async () => {
    const v = await verdict(archive, 'bucketctl archive bravo-7 finance-exports --tier cold');
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: a function the script defines is no program the user asked for', async () => {
    const v = await verdict(
      'Write and run a bash script that defines a function named list_configs, which lists everything in /etc/',
      'function list_configs {\n  ls -a /etc/\n}\nlist_configs',
    );
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: a subcommand word is not the thing the user named', async () => {
    const v = await verdict(
      'Restore the bucket we archived by mistake yesterday',
      'bucketctl bucket restore coldstore',
    );
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it('control: "run" with a script whose name the user never said is asked', async () => {
    const v = await verdict(
      'can you run the nightly invoice export for the Harbour Street branch?',
      'python3 tools/payroll_upload.py --branch harbour-street',
    );
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
});
