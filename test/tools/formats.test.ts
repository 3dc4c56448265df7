import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { jsonSchema, tool } from 'ai';
import { z } from 'zod';
import { ToolsError } from '../../src/core/errors/tools-error.ts';
import { detectToolFormat, indexTools, loadTools, parseTools } from '../../src/tools/index.ts';

const mcpList = {
  tools: [
    {
      name: 'read_file',
      description: 'Read a file',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    {
      name: 'delete_file',
      description: 'Remove a file',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
    },
    { name: 'frobnicate', inputSchema: { type: 'object' }, annotations: { title: 'Frobnicate' } },
  ],
};

const toolEmuKits = [
  {
    toolkit: 'Todoist',
    name_for_model: 'Todoist',
    description_for_model: 'Manage tasks',
    tools: [
      {
        name: 'SearchTasks',
        summary: 'Searches tasks by keywords.',
        parameters: [
          { name: 'keywords', type: 'string', description: 'Words to find', required: false },
          { name: 'max_results', type: 'integer', description: 'Limit', required: false },
        ],
        returns: [{ name: 'tasks', type: 'array', description: 'tasks found' }],
        exceptions: [],
      },
      {
        name: 'DeleteTask',
        summary: 'Deletes a task.',
        parameters: [{ name: 'task_id', type: 'string', description: 'The task', required: true }],
      },
    ],
  },
];

describe('MCP tools/list', () => {
  it('reads declared annotations as hints, unmarked', () => {
    const tools = parseTools(mcpList);
    assert.equal(detectToolFormat(mcpList), 'mcp');
    assert.deepEqual(tools[0], {
      name: 'read_file',
      description: 'Read a file',
      inputSchema: mcpList.tools[0]!.inputSchema,
      hints: { readOnly: true, openWorld: false },
    });
  });

  it('guesses hints where none are declared and marks them inferred', () => {
    const [, del, frob] = parseTools(mcpList);
    assert.deepEqual(del!.hints, { readOnly: false, destructive: true });
    assert.equal(del!.hintsInferred, true);
    // annotations without any hint and a name without a known verb: unknown, not safe
    assert.equal(frob!.hints, undefined);
    assert.equal(frob!.hintsInferred, undefined);
  });

  it('accepts a bare array and a JSON-RPC response', () => {
    assert.equal(parseTools(mcpList.tools).length, 3);
    const rpc = { jsonrpc: '2.0', id: 1, result: mcpList };
    assert.equal(detectToolFormat(rpc), 'mcp');
    assert.equal(parseTools(rpc).length, 3);
  });

  it('can leave hints unguessed', () => {
    const tools = parseTools(mcpList, { inferHints: false });
    assert.equal(tools[1]!.hints, undefined);
  });
});

describe('OpenAI function tools', () => {
  const parameters = { type: 'object', properties: { to: { type: 'string' } }, required: ['to'] };

  it('reads the Chat Completions, Responses and legacy shapes', () => {
    const nested = [
      { type: 'function', function: { name: 'send_email', description: 'Send mail', parameters } },
    ];
    const flat = [
      { type: 'function', name: 'send_email', description: 'Send mail', parameters, strict: true },
    ];
    const legacy = { functions: [{ name: 'send_email', description: 'Send mail', parameters }] };
    for (const input of [nested, flat, legacy, { tools: nested }]) {
      assert.equal(detectToolFormat(input), 'openai');
      const [t] = parseTools(input);
      assert.deepEqual(t, {
        name: 'send_email',
        description: 'Send mail',
        inputSchema: parameters,
        hints: { readOnly: false, destructive: true },
        hintsInferred: true,
      });
    }
  });

  it('refuses hosted tools that are not functions', () => {
    assert.throws(
      () => parseTools([{ type: 'function', name: 'a' }, { type: 'web_search' }], { format: 'openai' }),
      (e: unknown) => e instanceof ToolsError && e.issues[0]?.index === 1 && e.issues[0]?.field === 'type',
    );
  });
});

describe('AI SDK tool sets', () => {
  const toolSet = {
    getWeather: tool({
      description: 'Get the weather in a city',
      inputSchema: z.object({ city: z.string().describe('City name'), days: z.number().int().default(1) }),
      execute: async () => 'sunny',
    }),
    postMessage: {
      description: 'Post a message',
      inputSchema: jsonSchema({
        type: 'object',
        properties: { text: { type: 'string' } },
        required: ['text'],
      }),
    },
    noArgs: { description: 'Does a thing', execute: async () => 1 },
  };

  it('converts zod and jsonSchema() inputs to JSON Schema', () => {
    assert.equal(detectToolFormat(toolSet), 'ai-sdk');
    const [weather, post, noArgs] = parseTools(toolSet);
    assert.equal(weather!.name, 'getWeather');
    const schema = weather!.inputSchema as {
      type: string;
      properties: Record<string, unknown>;
      required: string[];
    };
    assert.equal(schema.type, 'object');
    assert.deepEqual(schema.properties.city, { type: 'string', description: 'City name' });
    // a field with a default is optional on input
    assert.deepEqual(schema.required, ['city']);
    assert.deepEqual(weather!.hints, { readOnly: true, destructive: false });
    assert.deepEqual(post!.inputSchema, {
      type: 'object',
      properties: { text: { type: 'string' } },
      required: ['text'],
    });
    assert.equal(noArgs!.inputSchema, undefined);
  });

  it('awaits asynchronous schemas in loadTools and says so in parseTools', async () => {
    const lazy = {
      later: {
        description: 'x',
        inputSchema: jsonSchema(Promise.resolve({ type: 'object', properties: {} })),
      },
    };
    assert.throws(
      () => parseTools(lazy),
      (e: unknown) => e instanceof ToolsError && /loadTools/.test(e.message) && e.issues[0]?.tool === 'later',
    );
    const [t] = await loadTools(lazy);
    assert.deepEqual(t!.inputSchema, { type: 'object', properties: {} });
  });

  it('reads lazy schemas and AI SDK 4 `parameters`', () => {
    const set = {
      a: {
        description: 'a',
        inputSchema: () => jsonSchema({ type: 'object', properties: { q: { type: 'string' } } }),
      },
      b: { description: 'b', parameters: z.object({ n: z.number() }) },
    };
    const [a, b] = parseTools(set);
    assert.deepEqual(a!.inputSchema, { type: 'object', properties: { q: { type: 'string' } } });
    assert.equal((b!.inputSchema as { required: string[] }).required[0], 'n');
  });

  it('rejects a non-object input schema with the tool and field', () => {
    assert.throws(
      () => parseTools({ search: { description: 'Search', inputSchema: z.string() } }),
      (e: unknown) =>
        e instanceof ToolsError &&
        e.issues[0]?.tool === 'search' &&
        e.issues[0]?.field === 'inputSchema.type',
    );
  });
});

describe('ToolEmu toolkits', () => {
  it('names tools toolkit + tool, as ToolEmu agents call them', () => {
    assert.equal(detectToolFormat(toolEmuKits), 'toolemu');
    const tools = parseTools(toolEmuKits);
    assert.deepEqual(
      tools.map((t) => t.name),
      ['TodoistSearchTasks', 'TodoistDeleteTask'],
    );
    assert.deepEqual(tools[1], {
      name: 'TodoistDeleteTask',
      description: 'Deletes a task.',
      inputSchema: {
        type: 'object',
        properties: { task_id: { type: 'string', description: 'The task' } },
        required: ['task_id'],
      },
      toolkit: 'Todoist',
      hints: { readOnly: false, destructive: true },
      hintsInferred: true,
    });
    assert.equal((tools[0]!.inputSchema as { required?: unknown }).required, undefined);
  });

  it('accepts a single toolkit object', () => {
    assert.equal(parseTools(toolEmuKits[0]).length, 2);
  });
});

describe('errors name the tool and the field', () => {
  it('collects every problem before throwing', () => {
    const bad = {
      tools: [
        { name: 'ok', inputSchema: { type: 'object' } },
        { description: 'no name', inputSchema: { type: 'object' } },
        { name: 'bad_schema', inputSchema: { type: 'string' } },
        { name: 'bad_hint', inputSchema: { type: 'object' }, annotations: { readOnlyHint: 'yes' } },
      ],
    };
    try {
      parseTools(bad, { source: 'tools.json' });
      assert.fail('expected ToolsError');
    } catch (e) {
      assert.ok(e instanceof ToolsError);
      assert.equal(e.code, 'tools_invalid');
      assert.deepEqual(
        e.issues.map((i) => [i.index, i.tool, i.field]),
        [
          [1, undefined, 'name'],
          [2, 'bad_schema', 'inputSchema.type'],
          [3, 'bad_hint', 'annotations.readOnlyHint'],
        ],
      );
      assert.match(e.message, /^tools in tools\.json: tool #1 field name: must be a non-empty string/);
      assert.match(e.message, /and 2 more problem/);
    }
  });

  it('locates a bad ToolEmu parameter', () => {
    const kits = structuredClone(toolEmuKits);
    kits[0]!.tools[0]!.parameters[1]!.type = 'int';
    assert.throws(
      () => parseTools(kits),
      (e: unknown) =>
        e instanceof ToolsError &&
        e.issues[0]?.toolkit === 'Todoist' &&
        e.issues[0]?.tool === 'TodoistSearchTasks' &&
        e.issues[0]?.field === 'parameters[1].type',
    );
  });

  it('refuses duplicate names, unknown formats, bad JSON and missing files', async () => {
    assert.throws(() => parseTools([{ name: 'a' }, { name: 'a' }]), /duplicate tool name/);
    assert.throws(() => indexTools([{ name: 'x' }, { name: 'x' }]), ToolsError);
    assert.throws(() => parseTools(42), /unrecognised format/);
    assert.equal(detectToolFormat('nope'), undefined);
    assert.equal(detectToolFormat([1, 2]), undefined);
    await assert.rejects(loadTools('{"tools": [}'), /not valid JSON/);
    await assert.rejects(
      loadTools('/nonexistent/tools.json'),
      (e: unknown) => e instanceof ToolsError && e.source === '/nonexistent/tools.json',
    );
  });
});

describe('loadTools from a file', () => {
  it('detects the format of a file and names the file in errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'intentguard-tools-'));
    try {
      const good = join(dir, 'kits.json');
      writeFileSync(good, JSON.stringify(toolEmuKits));
      assert.equal((await loadTools(good)).length, 2);
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify([{ type: 'function', function: { name: 'x', parameters: [] } }]));
      await assert.rejects(
        loadTools(bad),
        (e: unknown) => e instanceof ToolsError && e.message.includes(bad),
      );
      assert.equal(indexTools(await loadTools(good)).get('TodoistDeleteTask')?.toolkit, 'Todoist');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
