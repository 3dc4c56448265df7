// Temporary: tool definitions moved to src/tools; removed once formalize's imports point there.
export { inferHints, nameWords, verbClass } from '../../tools/index.ts';
