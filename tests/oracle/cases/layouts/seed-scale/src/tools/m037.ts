import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m037_update_files",
  {
    title: "m037_update_files",
    description: "update the files of module 34. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: z.enum(["draft", "active", "closed"]),
      f1_tasks: z.boolean().default(false).optional(),
      f2_reports: PageSize,
      f3_items: SortOrder.optional(),
      f4_records: z.record(z.string(), z.number()),
      f5_notes: z.enum(["draft", "active", "closed"]),
      f6_events: SortOrder,
      f7_accounts: z.enum(["draft", "active", "closed"]).optional(),
      f8_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m037_delete_tasks",
  "delete the tasks of module 34. Ids come from the matching list tool of the same module.",
  {
    f0_tasks: DateRange,
    f1_reports: z.object({ key: z.string(), value: z.number().optional() }),
    f2_items: z.string().max(100).optional(),
    f3_records: z.string(),
    f4_notes: z.record(z.string(), z.number()),
    f5_events: z.boolean().default(false).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m037_search_reports",
  {
    title: "m037_search_reports",
    description: "search the reports of module 34. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_reports: z.enum(["draft", "active", "closed"]),
      f1_items: z.string().max(180).optional(),
      f2_records: z.object({ key: z.string(), value: z.number().optional() }),
      f3_notes: z.enum(["draft", "active", "closed"]),
      f4_events: z.string().optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m037_sync_items",
  {
    title: "m037_sync_items",
    description: "sync the items of module 34. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: z.string().optional(),
      f1_records: DateRange,
      f2_notes: z.string(),
      f3_events: z.number().int().min(1).max(200).default(30),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m037_export_records",
  {
    title: "m037_export_records",
    description: "export the records of module 34. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.array(z.string()).max(11).optional(),
      f1_notes: DateRange.optional(),
      f2_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f3_accounts: IdSchema,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m037_archive_notes",
  {
    title: "m037_archive_notes",
    description: "archive the notes of module 34. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_notes: z.number().int().min(1).max(400).default(30).optional(),
      f1_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_accounts: z.boolean().default(false),
      f3_files: z.enum(["draft", "active", "closed"]),
      f4_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m037_list_events",
  {
    title: "m037_list_events",
    description: "list the events of module 35. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.number().int().min(1).max(100).default(10).optional(),
      f1_accounts: z.enum(["draft", "active", "closed"]).optional()
      .describe("The f1_accounts of the request, as the list tool returns it"),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }),
      f3_tasks: z.number().int().min(1).max(400).default(30),
      f4_reports: DateRange.optional(),
      f5_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m037_get_accounts",
  {
    title: "m037_get_accounts",
    description: "get the accounts of module 35. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_accounts: z.string().max(70),
      f1_files: z.record(z.string(), z.number()),
      f2_tasks: z.boolean().default(false).optional()
      .describe("The f2_tasks of the request, as the list tool returns it"),
      f3_reports: z.record(z.string(), z.number()),
      f4_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_records: SortOrder,
      f6_notes: z.record(z.string(), z.number()),
      f7_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_accounts: z.enum(["draft", "active", "closed"]),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

