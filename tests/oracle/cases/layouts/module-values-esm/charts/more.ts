export const area = {
  tool: { name: "area_chart", description: "Areas", inputSchema: { type: "object" as const, properties: {} } },
};
export const Zeta = {
  tool: { name: "zeta_chart", description: "Capital Z sorts first", inputSchema: { type: "object" as const, properties: {} } },
};
