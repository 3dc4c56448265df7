// A look-up of what the user named: before the agent has read any tool data, a call to a tool
// named for a thing (`case_file`, `vin_record`, `owner_file`: no word of the name before its last
// is a verb the lexicon knows, and the last, which English also uses as a verb, is the thing's
// noun) that passes nothing but identifiers the user wrote (`patient_id: "OP-2231"`, `vin:
// "1HGCM82633A004352"`) fetches the record the user pointed at. Nothing has steered it yet, it
// sets no value (no amount, count, reason, note, message or action argument), and provenance still
// judges what it returns. What it decides: such a call passes as a read outside the plan does.
import type { Tool, ToolCall } from '../core/index.ts';
import {
  ACTION_NOUN_ENDING,
  MAX_LOOKUP_ARGS,
  MIN_NAMED_VALUE,
  RECORD_CODE,
  VALUE_SETTING_PARAM,
} from '../lexicon/index.ts';
import { titleHeadWritten } from '../provenance/index.ts';
import { ACTION_PARAM, nameWords, verbClass } from '../tools/index.ts';

export function lookupOfNamed(call: ToolCall, tool: Tool | undefined, instruction: string): boolean {
  if (tool?.hints?.destructive === true) return false;
  const words = nameWords(call.tool);
  if (words.length < 2 || words.slice(0, -1).some((w) => verbClass(w) !== undefined)) return false;
  // (the last word names the thing: not a verb that destroys, `account_delete`, nor the noun of an
  // action, `account_suspension`, `crew_allocation`, `batch_release`: ACTION_NOUN_ENDING)
  const last = words.at(-1)!;
  if (verbClass(last) === 'destructive' || ACTION_NOUN_ENDING.test(last)) return false;
  const entries = Object.entries(call.args);
  if (entries.length === 0 || entries.length > MAX_LOOKUP_ARGS) return false;
  const said = instruction.toLowerCase();
  return entries.every(([k, v]) => {
    if (VALUE_SETTING_PARAM.test(k) || ACTION_PARAM.test(k)) return false;
    if (typeof v !== 'string' && typeof v !== 'number') return false;
    const value = String(v).trim().toLowerCase();
    // (an identifier the user wrote as a whole word: a record's code, a number, a name)
    if (value.length < MIN_NAMED_VALUE && !RECORD_CODE.test(value)) return false;
    const at = said.indexOf(value);
    // (or a title that opens with a name the user wrote: "Harbour Gin - Q4 Festive")
    if (at < 0) return titleHeadWritten(value, said);
    const around = `${said[at - 1] ?? ' '}${said[at + value.length] ?? ' '}`;
    return !/[\p{L}\p{N}]/u.test(around);
  });
}
