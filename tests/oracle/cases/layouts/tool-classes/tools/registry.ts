import { AreaTool } from "./area.js";
import { LookupTool } from "./lookup.js";

const fetcher = { get: async () => null };

export const CORE_TOOLS = [new AreaTool(), new LookupTool({ fetcher })];

export function getCoreTools() {
  return CORE_TOOLS;
}
