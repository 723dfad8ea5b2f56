ir.registerTool(
  "té
);
