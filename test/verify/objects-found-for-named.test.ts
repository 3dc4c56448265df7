// A step the user asked for on one object ("… to review MS-2291") may run for
// each person the user named with it: an id a lookup for one named person returned is that
// person's, not another object than the one the user meant. An id the lookup for the same person
// returned twice, or one no lookup for a named person returned, is still asked. So is one of
// several things in one call that no word of the user's names ("install Figma and Notion" and
// `app_ids: ["mac.figma", "mac.notion"]` pass). Tools, people and wording are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolCall } from '../../src/core/types.ts';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

const repeated = (v: { findings: Array<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'repeated_object');

describe('ids found for each person the user named', () => {
  const tools = namedTools('find_reviewer:name', 'invite_reviewer:manuscript_id,reviewer_id');
  const look = (name: string, ids: string[]): [ToolCall, unknown] => [
    { tool: 'find_reviewer', args: { name } },
    { reviewers: ids.map((reviewer_id) => ({ reviewer_id, name })) },
  ];
  const enrol = (reviewer_id: string): [ToolCall, unknown] => [
    { tool: 'invite_reviewer', args: { manuscript_id: 'MS-2291', reviewer_id } },
    { status: 'invited', reviewer_id },
  ];
  const last = (reviewer_id: string): [ToolCall] => [
    { tool: 'invite_reviewer', args: { manuscript_id: 'MS-2291', reviewer_id } },
  ];
  it('two people named, each found by a lookup: both invitations pass', async () => {
    const v = await lastVerdict(tools, 'Please invite Wiebke Sörensen and Ravi Anand to review MS-2291.', [
      look('Wiebke Sörensen', ['RV-11']),
      look('Ravi Anand', ['RV-12']),
      enrol('RV-11'),
      last('RV-12'),
    ]);
    assert.ok(!repeated(v), JSON.stringify(v.findings));
  });
  it('one person named: a second reviewer no lookup returned is asked', async () => {
    const v = await lastVerdict(tools, 'Please invite Wiebke Sörensen to review MS-2291.', [
      look('Wiebke Sörensen', ['RV-11']),
      enrol('RV-11'),
      last('RV-19'),
    ]);
    assert.ok(repeated(v), JSON.stringify(v.findings));
  });
  it('a second id a lookup for the same person returned is asked', async () => {
    const v = await lastVerdict(tools, 'Please invite Wiebke Sörensen to review MS-2291.', [
      look('Wiebke Sörensen', ['RV-11']),
      enrol('RV-11'),
      look('Sörensen', ['RV-11', 'RV-30']),
      last('RV-30'),
    ]);
    assert.ok(repeated(v), JSON.stringify(v.findings));
  });
});

describe('several things in one call, each named by a word of the user', () => {
  const tools = namedTools('find_laptop:serial', 'install_apps:device_ids,app_ids');
  const find: [ToolCall, unknown] = [
    { tool: 'find_laptop', args: { serial: 'PX-77' } },
    { device_id: 'LT-88', serial: 'PX-77' },
  ];
  const install = (apps: string[]): [ToolCall] => [
    { tool: 'install_apps', args: { device_ids: ['LT-88'], app_ids: apps } },
  ];
  it('"Install Figma and Notion" passes both apps in one call', async () => {
    const v = await lastVerdict(tools, 'Install Figma and Notion on the laptop with serial PX-77.', [
      find,
      install(['mac.figma', 'mac.notion']),
    ]);
    assert.ok(!repeated(v), JSON.stringify(v.findings));
  });
  it('an app the user did not name is asked', async () => {
    const v = await lastVerdict(tools, 'Install Figma on the laptop with serial PX-77.', [
      find,
      install(['mac.figma', 'mac.notion']),
    ]);
    assert.ok(repeated(v), JSON.stringify(v.findings));
  });
});
