// `intentguard mcp --policy`: a Guardians policy enforced per call on the real server-filesystem.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN, FS_SERVER, newClient, type Scratch, scratchTree, snapshot, textOf } from './mcp-helpers.ts';

describe('intentguard mcp --policy', () => {
  let tree: Scratch;
  let client: Client;

  before(async () => {
    tree = scratchTree();
    const policy = join(tree.dir, 'policy.json');
    writeFileSync(
      policy,
      JSON.stringify({
        allow: ['read_text_file', 'list_directory', 'write_file'],
        contracts: {
          write_file: { requires: [{ argument: 'path', notIn: [join(tree.root, 'notes.txt')] }] },
        },
      }),
    );
    client = newClient();
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [
          BIN,
          'mcp',
          '--policy',
          policy,
          '--no-audit',
          '--quiet',
          '--',
          process.execPath,
          FS_SERVER,
          tree.root,
        ],
        stderr: 'ignore',
      }),
    );
  });

  after(async () => {
    await client?.close();
    tree?.cleanup();
  });

  it('allowed calls run; calls outside the allowlist or against a contract are refused and change nothing', async () => {
    const read = await client.callTool({
      name: 'read_text_file',
      arguments: { path: join(tree.root, 'notes.txt') },
    });
    assert.notEqual(read.isError, true, textOf(read));
    const before = snapshot(tree.root);
    const move = await client.callTool({
      name: 'move_file',
      arguments: { source: join(tree.root, 'notes.txt'), destination: join(tree.root, 'moved.txt') },
    });
    assert.equal(move.isError, true);
    assert.match(textOf(move), /allowlist|not allowed|policy/i);
    const overwrite = await client.callTool({
      name: 'write_file',
      arguments: { path: join(tree.root, 'notes.txt'), content: 'gone' },
    });
    assert.equal(overwrite.isError, true);
    assert.match(textOf(overwrite), /policy/i);
    assert.deepEqual(snapshot(tree.root), before);
  });
});
