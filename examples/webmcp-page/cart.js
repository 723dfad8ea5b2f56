// The cart's tools, loaded by index.html as <script type="module" src="cart.js">.
const closed = { type: "object", properties: {}, additionalProperties: false };

navigator.modelContext.registerTool({
  name: "get_cart",
  description: "Return the bikes in the user's cart with their sizes, quantities and prices, and the total.",
  inputSchema: closed,
  annotations: { readOnlyHint: true, consequentialHint: true },
  execute: async () => window.shop.cart(),
});

navigator.modelContext.registerTool({
  name: "submit",
  description: "Apply a discount code the user typed to the cart's total; reversible: the user can remove the code again. Always call get_cart first.",
  inputSchema: {
    type: "object",
    properties: { code: { type: "string", maxLength: 32, description: "The code, such as SPRING25" } },
    required: ["code"],
    additionalProperties: false,
  },
  execute: async ({ code }) => window.shop.applyCode(code),
});

navigator.modelContext.registerTool({
  name: "get_cart_summary",
  description: "Return the bikes in the user's cart with their sizes, quantities and prices, and the total.",
  inputSchema: closed,
  annotations: { readOnlyHint: true },
  execute: async () => window.shop.cartSummary(),
});
