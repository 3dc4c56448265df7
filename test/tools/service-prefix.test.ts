// A service's name can hold a verb ("Lock", "Control", "Dispatch", "Ship"): next to a sibling
// that shares those words and goes on with another verb, the shared words are the service and the
// tool's own verb decides its hints. Names below are our own services, not a benchmark's.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toolRole } from '../../src/formalize/offline/roles.ts';
import { parseTools, servicePrefixLengths } from '../../src/tools/index.ts';

const mcp = (...names: string[]) =>
  parseTools({ tools: names.map((name) => ({ name, inputSchema: { type: 'object', properties: {} } })) });

describe('service prefixes from sibling tool names', () => {
  it('shared words followed by two different verbs name the service', () => {
    assert.deepEqual(
      servicePrefixLengths([
        'HarborLockListGuests',
        'HarborLockOpenGate',
        'CityParkingControlFindSpots',
        'CityParkingControlBookSpot',
      ]),
      [2, 2, 3, 3],
    );
    const [list, open, find, book] = mcp(
      'HarborLockListGuests',
      'HarborLockOpenGate',
      'CityParkingControlFindSpots',
      'CityParkingControlBookSpot',
    );
    assert.equal(list!.toolkit, 'HarborLock');
    assert.deepEqual(list!.hints, { readOnly: true, destructive: false });
    assert.equal(open!.hints?.readOnly, false);
    assert.equal(find!.toolkit, 'CityParkingControl');
    assert.equal(find!.hints?.readOnly, true);
    assert.equal(book!.hints?.readOnly, false);
  });

  it('snake_case and a longer shared prefix', () => {
    const tools = mcp('relay_dispatch_search_calls', 'relay_dispatch_create_call', 'relay_get_status');
    assert.equal(tools[0]!.toolkit, 'relay_dispatch');
    assert.equal(tools[0]!.hints?.readOnly, true);
    // `relay` is followed by "dispatch" and "get": two verbs, but the longer prefix wins for the first two
    assert.equal(tools[2]!.toolkit, 'relay');
    assert.equal(tools[2]!.hints?.readOnly, true);
  });

  it('a shared verb is the tools’ verb, not a service, and a lone tool keeps its first verb', () => {
    assert.deepEqual(servicePrefixLengths(['run_command', 'run_python']), [0, 0]);
    assert.deepEqual(servicePrefixLengths(['UpdateSearchIndex', 'UpdateRecord']), [0, 0]);
    const [lone] = mcp('HarborLockListGuests');
    assert.equal(lone!.toolkit, undefined);
    assert.equal(lone!.hints?.readOnly, false, 'alone, "Lock" is read as the verb: a write, never a read');
  });

  it('declared hints and toolkits are kept', () => {
    const tools = parseTools({
      tools: [
        {
          name: 'HarborLockListGuests',
          inputSchema: { type: 'object' },
          annotations: { readOnlyHint: false },
        },
        { name: 'HarborLockOpenGate', inputSchema: { type: 'object' } },
      ],
    });
    assert.deepEqual(tools[0]!.hints, { readOnly: false });
    assert.equal(tools[0]!.toolkit, 'HarborLock');
  });

  it('the formalizer reads the verb after the service', () => {
    const [find] = mcp('CityParkingControlFindSpots', 'CityParkingControlBookSpot');
    const role = toolRole(find!, new Set(['find', 'spot', 'downtown']));
    assert.equal(role.verb, 'find');
  });
});

describe('service prefixes of a lone tool, closed by a head noun', () => {
  it('a verb-looking word before a service noun is part of the service', () => {
    assert.deepEqual(
      servicePrefixLengths([
        'CargoShipManagerTrackParcel',
        'PostHubGetQueue',
        'BookDeskListCalls',
        'CallCenterCreateTicket',
      ]),
      [3, 2, 2, 2],
    );
    const [track, queue, calls, room] = mcp(
      'CargoShipManagerTrackParcel',
      'PostHubGetQueue',
      'BookDeskListCalls',
      'CallCenterCreateTicket',
    );
    assert.equal(track!.toolkit, 'CargoShipManager');
    assert.deepEqual(track!.hints, { readOnly: true, destructive: false });
    assert.deepEqual(queue!.hints, { readOnly: true, destructive: false });
    assert.deepEqual(calls!.hints, { readOnly: true, destructive: false });
    assert.equal(room!.hints?.readOnly, false);
  });

  it('never without a verb and an object after the head, never past a destructive verb', () => {
    assert.deepEqual(
      servicePrefixLengths([
        'DeleteServerLogs',
        'DeleteServiceListItems',
        'RunConsoleGetLogs',
        'AcmeSystemGetUsers',
        'ShipManagerGet',
      ]),
      [0, 0, 0, 0, 0],
    );
    const [logs, items] = mcp('DeleteServerLogs', 'DeleteServiceListItems');
    assert.equal(logs!.hints?.destructive, true);
    assert.equal(items!.hints?.destructive, true);
    // a head noun is not a sibling: with no service word, a lone name keeps its first verb
    const [lone] = mcp('HarborLockListGuests');
    assert.equal(lone!.hints?.readOnly, false);
  });
});

describe("an MCP client's server namespace (`server__tool`)", () => {
  it('names the service of a lone tool, and its own verb decides its hints', () => {
    const [shred] = mcp('stockroom__shred_record');
    assert.equal(shred!.toolkit, 'stockroom');
    assert.equal(shred!.hints?.destructive, true);
    const [read] = mcp('mcp__ledger__get_entries');
    assert.equal(read!.toolkit, 'mcp__ledger');
    assert.equal(read!.hints?.readOnly, true);
    // (a name that only ends with the separator, or a single underscore, is no namespace)
    const [plain, trailing] = mcp('stock_list', 'reports__');
    assert.equal(plain!.toolkit, undefined);
    assert.equal(trailing!.toolkit, undefined);
  });

  it('a request names the tool past its namespace ("Please shred item MR-5512")', async () => {
    const { formalizeOffline } = await import('../../src/formalize/offline/index.ts');
    const f = await formalizeOffline(
      'Please shred item MR-5512, it is a duplicate.',
      mcp('stockroom__shred_item'),
    );
    const steps = f.checked.spec.steps.map((s) => s.action);
    assert.deepEqual(steps, ['stockroom__shred_item']);
  });
});

describe('a brand that opens with a verb that destroys or moves money, known alone', () => {
  // (one tool of the service, so no sibling shows its prefix: the name's own words decide)
  const hints = (name: string) => mcp(name)[0]!.hints;
  it('its own read verb two words on reads: `KillSwitchListRules`, `PayWiseGetBalance`', () => {
    assert.deepEqual(hints('KillSwitchListRules'), { readOnly: true, destructive: false });
    assert.deepEqual(hints('PayWiseGetBalance'), { readOnly: true, destructive: false });
  });
  it('control: a change after it is still a change, and a separated name is not a brand', () => {
    assert.equal(hints('PayWiseSendTransfer')?.readOnly, false);
    assert.equal(hints('pay_wise_get_balance')?.readOnly === true, false);
  });
  it('control: a verb that always destroys keeps the name destructive', () => {
    assert.equal(hints('DeleteKitListItems')?.destructive, true);
  });
});
