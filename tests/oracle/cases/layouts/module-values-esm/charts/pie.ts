export const pie = {
  tool: { name: "pie_chart", description: "Slices", inputSchema: { type: "object" as const, properties: {} } },
};
