import { z } from "zod";

export const txHistory = {
  name: "banking_tx_history",
  description: "List transactions of one account, newest first, for spending reviews.",
  schema: z.object({
    account: z.string().describe("Account id from banking_accounts"),
    since: z.string().optional().describe("YYYY-MM-DD; the default is 30 days ago"),
    until: z.string().optional()
      .describe("YYYY-MM-DD; the default is today"),
    limit: z.number().int().min(1).max(1000).default(100).describe("default 100, max 1000"),
  }),
};

export const accounts = {
  name: "banking_accounts",
  description: "List the user's bank accounts with their ids and balances.",
  schema: z.object({
    currency: z.enum(["EUR", "USD", "GBP"]).optional().describe("Only accounts in this currency"),
  }),
};
