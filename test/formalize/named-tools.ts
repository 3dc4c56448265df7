// Tools known by their names alone, as logs and recorded interactions give them: `Name:arg1,arg2`
// becomes an MCP tool with untyped arguments, hints inferred by the registry.
import type { Tool } from '../../src/core/types.ts';
import { parseTools } from '../../src/tools/index.ts';

export function namedTools(...signatures: string[]): Tool[] {
  return parseTools(
    signatures.map((s) => {
      const [name, args = ''] = s.split(':');
      const props = args.split(',').filter(Boolean);
      return {
        name: name!,
        inputSchema: { type: 'object', properties: Object.fromEntries(props.map((a) => [a, {}])) },
      };
    }),
    { format: 'mcp', source: 'test' },
  );
}
