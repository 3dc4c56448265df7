// Probes of issue 17's grounding that failed before their fix: relative file names, "create a
// file", values named in another part of the task, "I need X done", titles after the object.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tool } from '../../src/core/types.ts';
import { offlineFormalizer } from '../../src/formalize/offline/index.ts';
import { namedValues } from '../../src/formalize/offline/named-values.ts';
import { createGuard } from '../../src/guard/index.ts';
import { PrologEngine } from '../../src/logic/engine.ts';

const engine = await PrologEngine.shared();
const CLOCK = new Date('2024-11-20T09:00:00Z');
const S = { type: 'string' };

const tool = (
  name: string,
  description: string,
  properties: Record<string, object>,
  readOnly = false,
): Tool => ({
  name,
  description,
  ...(readOnly ? { hints: { readOnly: true } } : {}),
  inputSchema: { type: 'object', properties },
});

// one assistant's tools: a calendar, mail, payments, lodging, files and folders
const TOOLS: Tool[] = [
  tool('create_event', 'Create a calendar event', {
    title: S,
    date: { type: 'string', format: 'date' },
    start_time: { type: 'string', description: 'HH:MM' },
  }),
  tool('list_events', 'List calendar events', { date: S }, true),
  tool('send_email', 'Send an email', { to: S, subject: S, body: S }),
  tool('send_payment', 'Send money by bank transfer', { iban: S, amount: { type: 'number' }, reference: S }),
  tool('book_hotel', 'Book a hotel room', {
    hotel: S,
    check_in: { type: 'string', format: 'date' },
    check_out: { type: 'string', format: 'date' },
  }),
  tool('write_file', 'Write text to a file', { path: S, content: S }),
  tool('read_file', 'Read a file', { path: S }, true),
  tool('create_folder', 'Create a folder', { path: S }),
];

type Args = Record<string, unknown>;

/** The user's own call is approved; each changed value is sent back naming the user's. */
async function probe(instruction: string, call: [string, Args], others: Array<[Args, RegExp]>) {
  const { session } = await createGuard({
    instruction,
    tools: TOOLS,
    engine,
    formalize: offlineFormalizer({ engine, reference: CLOCK }),
  });
  const [name, args] = call;
  const right = session.check({ tool: name, args });
  assert.equal(right.disposition, 'approved', `${name}: ${right.feedback}`);
  for (const [change, named] of others) {
    const v = session.check({ tool: name, args: { ...args, ...change } });
    assert.equal(v.disposition, 'revision_required', `${JSON.stringify(change)}: ${v.feedback}`);
    assert.match(v.feedback, named);
  }
  session.close();
}

describe('grounding probes: relative paths', () => {
  it('a relative file whose name looks like a date is a file, not a day', async () => {
    await probe(
      'Save my meeting notes as notes/2024-06-01.md',
      ['write_file', { path: 'notes/2024-06-01.md', content: 'agenda' }],
      [[{ path: '/tmp/x.txt' }, /notes\/2024-06-01\.md/]],
    );
    const values = namedValues('Store the minutes in minutes/2025-02-10.txt please');
    assert.deepEqual(
      values.map((v) => [v.kind, v.value]),
      [['file', 'minutes/2025-02-10.txt']],
    );
  });

  it('a relative folder with a closing slash binds what lies under it', async () => {
    await probe(
      'Create a folder called archive/2024/',
      ['create_folder', { path: 'archive/2024' }],
      [[{ path: 'archive/2023' }, /archive\/2024/]],
    );
  });

  it('slashed words and numeric dates name no path', () => {
    const values = namedValues('Answer yes/no, and/or keep it 24/7 from 06/01/2024 onwards');
    assert.ok(!values.some((v) => v.kind === 'file' || v.kind === 'folder'), JSON.stringify(values));
  });
});

describe('grounding probes: "create a file" plans the tool that writes files', () => {
  for (const [instruction, name] of [
    ['Create a file called todo.txt listing three chores', 'todo.txt'],
    ['Please create a file named budget.csv', 'budget.csv'],
  ] as const)
    it(instruction, async () => {
      // create_event and create_folder share the verb; the part's object is a file
      await probe(
        instruction,
        ['write_file', { path: `/home/u/${name}`, content: 'x' }],
        [[{ path: '/tmp/x.txt' }, new RegExp(name.replace('.', '\\.'))]],
      );
    });
});

describe('grounding probes: the values of the part that asks for the call', () => {
  it('the file read first is not the one written', async () => {
    await probe(
      'First read /etc/app.conf, then write the fixed version to /home/u/app.conf',
      ['write_file', { path: '/home/u/app.conf', content: 'x' }],
      [[{ path: '/etc/app.conf' }, /\/home\/u\/app\.conf/]],
    );
  });

  it('an enumerated step binds its own file and text, not the folder of the step before', async () => {
    await probe(
      "1. Create the folder drafts/ 2. Write 'hello' to drafts/intro.md 3. Email kim@example.org with subject 'Draft ready'",
      ['write_file', { path: 'drafts/intro.md', content: 'hello' }],
      [
        [{ path: 'drafts/outro.md' }, /drafts\/intro\.md/],
        [{ content: 'bye' }, /hello/],
      ],
    );
  });
});

describe('grounding probes: wordings', () => {
  it('"I need X booked" asks for the booking', async () => {
    await probe(
      'I need Hotel Adlon booked from 3 June 2025 to 7 June 2025',
      ['book_hotel', { hotel: 'Hotel Adlon', check_in: '2025-06-03', check_out: '2025-06-07' }],
      [
        [{ hotel: 'Hotel Ritz' }, /Hotel Adlon/],
        [{ check_out: '2025-06-17' }, /2025-06-07/],
      ],
    );
  });

  it('"I need $300 sent to account X" asks for the payment', async () => {
    await probe(
      'I need $300 sent to account GB29NWBK60161331926819 for the rent',
      ['send_payment', { iban: 'GB29NWBK60161331926819', amount: 300 }],
      [[{ amount: 3000 }, /300/]],
    );
  });

  it('"I need the notes written to X": the participle is read as write', async () => {
    await probe(
      'I need the notes written to /var/tmp/notes.txt',
      ['write_file', { path: '/var/tmp/notes.txt', content: 'n' }],
      [[{ path: '/var/tmp/other.txt' }, /\/var\/tmp\/notes\.txt/]],
    );
  });

  it("a quote after the tool's object is its title", async () => {
    await probe(
      "1. Check my calendar for March 14, 2025. 2. Create an event 'Team lunch' on March 14, 2025 at 12:30.",
      ['create_event', { title: 'Team lunch', date: '2025-03-14', start_time: '12:30' }],
      [
        [{ title: 'Lunch' }, /Team lunch/],
        [{ start_time: '13:30' }, /12:30/],
      ],
    );
  });

  it('a hotel named after a city is the hotel', async () => {
    await probe(
      'Book the Grand Budapest Hotel from June 3 to June 7, 2025',
      ['book_hotel', { hotel: 'Grand Budapest Hotel', check_in: '2025-06-03', check_out: '2025-06-07' }],
      [[{ hotel: 'Hotel Ritz' }, /Grand Budapest Hotel/]],
    );
  });
});
