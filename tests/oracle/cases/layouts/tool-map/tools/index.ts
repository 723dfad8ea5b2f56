// A registry: each tool module's instance is stored by name when the registry module runs.
const toolMap = new Map<string, { tool: { name: string } }>();

export function registerTool<T extends { tool: { name: string } }>(tool: T): T {
  toolMap.set(tool.tool.name, tool);
  return tool;
}

export const getTools = () => Array.from(toolMap.values()).map((impl) => impl.tool);
