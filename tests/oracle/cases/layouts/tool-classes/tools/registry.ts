import { AreaTool } from "./area.js";
import { LookupTool } from "./lookup.js";
import { NamedTool } from "./named.js";

const fetcher = { get: async () => null };

export const CORE_TOOLS = [new AreaTool(), new LookupTool({ fetcher }), new NamedTool("get_named", "Gets a named thing.")];

export function getCoreTools() {
  return CORE_TOOLS;
}
