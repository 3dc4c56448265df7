import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { inferHints, nameWords, summarizeTool, summarizeTools } from '../../src/tools/index.ts';

describe('inferHints', () => {
  it('splits names in any case style', () => {
    assert.deepEqual(nameWords('GmailSendEmail'), ['gmail', 'send', 'email']);
    assert.deepEqual(nameWords('read_file'), ['read', 'file']);
    assert.deepEqual(nameWords('list-S3Buckets'), ['list', 's3', 'buckets']);
    assert.deepEqual(nameWords('HTTPGetURL'), ['http', 'get', 'url']);
  });

  it('reads read-only, writing and destructive verbs', () => {
    assert.deepEqual(inferHints('search_emails'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('GetTradeHistory'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('create_task'), { readOnly: false });
    assert.deepEqual(inferHints('TransferFunds'), { readOnly: false, destructive: true });
    assert.deepEqual(inferHints('Execute'), { readOnly: false, destructive: true });
    // `delete` wins wherever it stands
    assert.deepEqual(inferHints('GetAndDeleteItem'), { readOnly: false, destructive: true });
  });

  it("reads the name's first verb: a word after it is a noun, words before it name the service", () => {
    // a verb inside a service name is read as the verb: never read-only from it
    assert.deepEqual(inferHints('SmartLockControlPanel'), { readOnly: false });
    assert.deepEqual(inferHints('FileDownloadStatus'), { readOnly: false });
    assert.deepEqual(inferHints('BankManagerGetAccountInformation'), { readOnly: true, destructive: false });
    assert.equal(inferHints('weather_report', 'Weather for a city.'), undefined);
    assert.deepEqual(inferHints('GetDownloadLinks'), { readOnly: true, destructive: false });
    assert.deepEqual(inferHints('ControlThermostat'), { readOnly: false });
  });

  it('gives no read-only guess when a changing verb follows the read verb', () => {
    assert.equal(inferHints('FindAndReplace'), undefined);
    assert.equal(inferHints('get_or_create_user'), undefined);
    assert.equal(inferHints('CheckAndSubmitForm'), undefined);
  });

  it('falls back on the description only when the name has no verb', () => {
    assert.deepEqual(inferHints('directory_tree', 'Gets a recursive tree of files'), {
      readOnly: true,
      destructive: false,
    });
    assert.deepEqual(inferHints('fs_op', 'Deletes the given path'), { readOnly: false, destructive: true });
    assert.equal(inferHints('frobnicate', 'The frobnicator.'), undefined);
    assert.equal(inferHints('AskQuestion'), undefined);
  });

  it('does not call a tool read-only when its description says it changes things', () => {
    assert.equal(inferHints('check_and_fix', 'Checks the config and overwrites bad entries'), undefined);
    assert.equal(inferHints('search', 'Search messages; matching ones are deleted'), undefined);
    assert.deepEqual(inferHints('list_files', 'Lists files in ISO format order'), {
      readOnly: true,
      destructive: false,
    });
  });
});

describe('summarizeTool', () => {
  const send: Tool = {
    name: 'GmailSendEmail',
    description: 'Send an email\n  to one or more recipients.',
    inputSchema: {
      type: 'object',
      properties: {
        to: { type: 'string', description: 'Recipients' },
        priority: { enum: ['low', 'high'] },
        attachments: { type: 'array', items: { type: 'string' } },
        when: { type: ['string', 'null'] },
        options: {
          type: 'object',
          properties: { cc: { type: 'string' }, nested: { type: 'object', properties: {} } },
          required: ['cc'],
        },
      },
      required: ['to'],
    },
    hints: { readOnly: false, destructive: true },
    hintsInferred: true,
  };

  it('gives the signature, hints and a one-line description', () => {
    assert.equal(
      summarizeTool(send),
      [
        'GmailSendEmail(to: string, priority?: "low" | "high", attachments?: string[], when?: string | null, options?: { cc: string, nested?: object }) [destructive, guessed]',
        '  Send an email to one or more recipients.',
      ].join('\n'),
    );
  });

  it('adds parameter descriptions and clips long text on request', () => {
    const text = summarizeTool(
      { ...send, description: 'x'.repeat(50) },
      { parameterDescriptions: true, maxDescription: 10 },
    );
    assert.match(text, /\n {2}x{9}…\n {4}to: Recipients$/);
  });

  it('marks declared hints without "guessed" and tolerates a missing schema', () => {
    const read: Tool = { name: 'read_file', hints: { readOnly: true, idempotent: true, openWorld: false } };
    assert.equal(summarizeTool(read), 'read_file() [read-only, idempotent]');
    assert.equal(
      summarizeTools([read, { name: 'x', description: 'y' }], { hints: false, maxDescription: 0 }),
      'read_file()\nx()',
    );
  });
});
