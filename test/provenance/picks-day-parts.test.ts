// A part of the day the user names picks a record by its time: "the evening pottery class" is the
// class at 18:30, not the one at 09:00, so acting on it is no ambiguous pick; with no part of the
// day named, the two classes are still alike to the user's words. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { sessionAfter } from './lookup-session.ts';

const TOOLS = namedTools('list_classes:subject', 'enroll_member:member_id,class_id');
const CLASSES = {
  classes: [
    { class_id: 'CL-11', subject: 'Wheel pottery', level: 'beginner', start: '09:00' },
    { class_id: 'CL-12', subject: 'Wheel pottery', level: 'beginner', start: '18:30' },
  ],
};
const LOOKUP = { tool: 'list_classes', args: { subject: 'Wheel pottery' } };
const enroll = (class_id: string) => ({ tool: 'enroll_member', args: { member_id: 'M-7', class_id } });
const ambiguous = (v: { findings: ReadonlyArray<{ code: string }> }) =>
  v.findings.some((f) => f.code === 'ambiguous_pick');

describe('a part of the day picks a record by its time', () => {
  it('"the evening class" is the one at 18:30', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Enroll member M-7 in the beginner wheel pottery evening class.',
      LOOKUP,
      CLASSES,
    );
    assert.equal(ambiguous(s.check(enroll('CL-12'))), false);
  });
  it('the morning one is not what the user named: it is asked', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Enroll member M-7 in the beginner wheel pottery evening class.',
      LOOKUP,
      CLASSES,
    );
    assert.equal(s.check(enroll('CL-11')).disposition, 'approved_with_constraints');
  });
  it('with no part of the day, the two are alike', async () => {
    const s = await sessionAfter(
      TOOLS,
      'Enroll member M-7 in the beginner wheel pottery class.',
      LOOKUP,
      CLASSES,
    );
    assert.equal(ambiguous(s.check(enroll('CL-12'))), true);
  });
});
