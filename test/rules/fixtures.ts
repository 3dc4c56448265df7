// The paper's running example (VeriSafe Agent §4.1.2, Figure 3), shared by the rules tests.
import { statesFromValue } from '../../src/rules/states.ts';

/** The paper's state definition format: `"variables": [{"name": "String"}]`. */
export const RESTAURANT_STATES = statesFromValue([
  {
    name: 'RestaurantInfo',
    description: 'Information about the restaurant you want to reserve.',
    variables: [{ name: 'String' }],
  },
  {
    name: 'ReserveInfo',
    description: 'reservation details',
    variables: [{ date: 'Date' }, { time: 'Time' }, { available: 'Boolean' }],
  },
  { name: 'ReserveResult', description: 'reservation result', variables: [{ success: 'Boolean' }] },
]);

export const INSTRUCTION =
  'Reserve restaurant R before 7 PM. If the restaurant is not available at that time, do nothing.';

/** Figure 3, in the paper's notation. */
export const FIGURE_3 = `R1: RestaurantInfo(name = "R")
    ∧ ReserveInfo(date = Today, time < 19:00, available = True) → Reserve
R2: Reserve ∧ ReserveResult(success = True) → Done
R3: RestaurantInfo(name = "R")
    ∧ ReserveInfo(date = Today, time < 19:00, available ≠ True) → Done
`;

/** Figure 3 in the ASCII alternatives. */
export const FIGURE_3_ASCII = `R1: RestaurantInfo(name = "R") & ReserveInfo(date = Today, time < 19:00, available = True) -> Reserve
R2: Reserve & ReserveResult(success = True) -> Done
R3: RestaurantInfo(name = "R") & ReserveInfo(date = Today, time < 19:00, available != True) -> Done
`;

/** Friday 14 March 2025, 09:00 UTC: what `Today` means in the tests. */
export const TODAY = { instant: new Date('2025-03-14T09:00:00Z') };
