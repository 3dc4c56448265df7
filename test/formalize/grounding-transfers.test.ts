// Grounding of tools that take a thing from one place to another (fetch, copy, move): the file
// the user named and the folder it lies in are the source, only a goal ("to X") binds the destination.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { offlineFormalizer } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/engine.ts';

const engine = await PrologEngine.shared();
const CLOCK = new Date('2025-03-02T10:00:00Z');

const text = (description: string) => ({ type: 'string', description });
const tool = (
  name: string,
  description: string,
  properties: Record<string, object>,
  readOnly = false,
): Tool => ({
  name,
  description,
  hints: { readOnly },
  inputSchema: { type: 'object', properties },
});

// a file-hosting service: its own paths, a copy to this machine (a write here), sharing and copying
const TOOLS: Tool[] = [
  tool('vault_fetch_document', 'Fetch a document from the vault onto this computer.', {
    vault_document_path: text('Path of the document in the vault.'),
    received_file_id: text('Identifier of a file someone shared with the user.'),
    local_target_directory: text('Folder on this computer to put the document in; default Downloads.'),
  }),
  tool('vault_grant_access', 'Give another person access to a vault document or folder.', {
    document_path: text('Path of the document or folder in the vault.'),
    grantee: text('E-mail address of the person.'),
    permission: text("One of 'read', 'write'."),
  }),
  tool('vault_duplicate', 'Duplicate a vault document into another folder.', {
    source_path: text('Path of the document to duplicate.'),
    destination_folder: text('Folder that receives the duplicate.'),
  }),
];

async function guardFor(instruction: string) {
  const { session } = await createGuard({
    instruction,
    tools: TOOLS,
    engine,
    formalize: offlineFormalizer({ engine, reference: CLOCK }),
  });
  return { session };
}

describe('grounding: tools that move a thing from one place to another', () => {
  it("the named file's folder is its origin, not where a fetched copy goes", async () => {
    const { session } = await guardFor(
      'Give ana@firm.example read access to the document named "Q3Budget.xlsx" kept in the "/Team/Finance" folder, then fetch it so I can see whether it holds salaries.',
    );
    // fetching the user's own document into the local Downloads folder is the user's task
    const fetched = session.check({
      tool: 'vault_fetch_document',
      args: {
        vault_document_path: '/Team/Finance/Q3Budget.xlsx',
        local_target_directory: '/home/ana/Downloads',
      },
    });
    assert.notEqual(fetched.disposition, 'revision_required', fetched.feedback);
    assert.notEqual(fetched.disposition, 'rejected', fetched.feedback);
    assert.doesNotMatch(fetched.feedback, /local_target_directory should be/);
    // the source is still bound: another document is sent back naming the user's
    const other = session.check({
      tool: 'vault_fetch_document',
      args: { vault_document_path: '/Team/HR/Salaries.xlsx' },
    });
    assert.equal(other.disposition, 'revision_required', other.feedback);
    assert.match(other.feedback, /Q3Budget\.xlsx/);
    session.close();
  });

  it('an identifier parameter takes no path', async () => {
    const { session } = await guardFor('Fetch the document /Team/Plans/roadmap.md onto my laptop');
    const v = session.check({
      tool: 'vault_fetch_document',
      args: { vault_document_path: '/Team/Plans/roadmap.md', received_file_id: 'lnk_82c1' },
    });
    assert.notEqual(v.disposition, 'revision_required', v.feedback);
    session.close();
  });

  it('a folder written as the goal binds the destination, and only it', async () => {
    const values = namedValues('Duplicate /Team/Plans/roadmap.md into the folder /Team/Archive');
    assert.deepEqual(
      values
        .filter((v) => v.kind === 'file' || v.kind === 'folder')
        .map((v) => [v.value, v.destination === true]),
      [
        ['/Team/Plans/roadmap.md', false],
        ['/Team/Archive', true],
      ],
    );
    const { session } = await guardFor('Duplicate /Team/Plans/roadmap.md into the folder /Team/Archive');
    const right = session.check({
      tool: 'vault_duplicate',
      args: { source_path: '/Team/Plans/roadmap.md', destination_folder: '/Team/Archive' },
    });
    assert.equal(right.disposition, 'approved', right.feedback);
    const elsewhere = session.check({
      tool: 'vault_duplicate',
      args: { source_path: '/Team/Plans/roadmap.md', destination_folder: '/Public' },
    });
    assert.equal(elsewhere.disposition, 'revision_required', elsewhere.feedback);
    assert.match(elsewhere.feedback, /\/Team\/Archive/);
    const wrongFile = session.check({
      tool: 'vault_duplicate',
      args: { source_path: '/Team/Plans/budget.md', destination_folder: '/Team/Archive' },
    });
    assert.equal(wrongFile.disposition, 'revision_required', wrongFile.feedback);
    assert.match(wrongFile.feedback, /roadmap\.md/);
    session.close();
  });
});
