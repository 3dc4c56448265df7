// Temporary: tool definitions moved to src/tools; removed once formalize's imports point there.
export * from '../../tools/index.ts';
