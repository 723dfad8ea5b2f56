export { pie } from "./pie.js";
export * from "./more.js";
export const bar = {
  tool: { name: "bar_chart", description: "Bars", inputSchema: { type: "object" as const, properties: {} } },
};
export type ChartName = "pie" | "bar";
