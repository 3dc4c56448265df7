// A small restaurant-booking app instrumented with the VeriSafe developer library: its states
// (states.json), and per tool a pre-action trigger (the expected state update) and a
// post-action observer (outcomes that cannot be predicted, such as availability).
import { readFileSync } from 'node:fs';
import type { Tool, ToolCall } from '../../src/core/types.ts';
import { statesFromJson } from '../../src/rules/states.ts';
import type { StateDefinition } from '../../src/rules/types.ts';
import type { ToolBindings } from '../../src/rules/updates.ts';

export const STATES: StateDefinition[] = statesFromJson(
  readFileSync(new URL('./states.json', import.meta.url), 'utf8'),
  'examples/booking/states.json',
);
export const RULES = readFileSync(new URL('./reserve-before-7.rules', import.meta.url), 'utf8');
export const INSTRUCTION =
  'Reserve restaurant R before 7 PM. If the restaurant is not available at that time, do nothing.';

/** Free tables per restaurant and time of day (the app's data). */
export type Availability = Record<string, Record<string, boolean>>;

export const TOOLS: Tool[] = [
  {
    name: 'search_restaurant',
    description: 'Open a restaurant by name',
    inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
  },
  {
    name: 'select_slot',
    description: 'Select the date and time of the reservation; shows whether a table is free',
    inputSchema: {
      type: 'object',
      properties: { date: { type: 'string' }, time: { type: 'string' } },
      required: ['date', 'time'],
    },
  },
  { name: 'reserve', description: 'Book the selected slot', inputSchema: { type: 'object', properties: {} } },
];

/** The app: what the tools do. */
export class BookingApp {
  restaurant: string | undefined;
  slot: { date: string; time: string } | undefined;
  readonly bookings: Array<{ restaurant: string; date: string; time: string }> = [];

  constructor(readonly availability: Availability) {}

  run(call: ToolCall): Record<string, unknown> {
    switch (call.tool) {
      case 'search_restaurant': {
        const name = String(call.args.name);
        this.restaurant = name in this.availability ? name : undefined;
        return { found: this.restaurant !== undefined, name };
      }
      case 'select_slot': {
        this.slot = { date: String(call.args.date), time: String(call.args.time) };
        const free = this.restaurant
          ? (this.availability[this.restaurant]?.[this.slot.time] ?? false)
          : false;
        return { date: this.slot.date, time: this.slot.time, available: free };
      }
      case 'reserve': {
        if (!this.restaurant || !this.slot) return { success: false };
        const free = this.availability[this.restaurant]?.[this.slot.time] ?? false;
        if (free) this.bookings.push({ restaurant: this.restaurant, ...this.slot });
        return { success: free };
      }
      default:
        throw new Error(`unknown tool ${call.tool}`);
    }
  }
}

/** The developer library bindings: what each tool is expected to change, and what it observed. */
export const BINDINGS: ToolBindings = {
  search_restaurant: {
    trigger: (call) => ({ state: 'RestaurantInfo', values: { name: call.args.name } }),
  },
  select_slot: {
    trigger: (call) => ({
      state: 'ReserveInfo',
      values: { date: call.args.date, time: call.args.time, available: null },
    }),
    observe: (_call, result) => ({
      state: 'ReserveInfo',
      values: { available: (result as { available: boolean }).available },
    }),
  },
  reserve: {
    objective: 'Reserve',
    observe: (_call, result) => ({
      state: 'ReserveResult',
      values: { success: (result as { success: boolean }).success },
    }),
  },
};
