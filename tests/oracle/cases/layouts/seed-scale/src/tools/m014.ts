import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m014_list_files",
  {
    title: "m014_list_files",
    description: "list the files of module 13. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_files: IdSchema,
      f1_tasks: TagList.optional(),
      f2_reports: z.record(z.string(), z.number()).optional(),
      f3_items: z.object({ key: z.string(), value: z.number().optional() }),
      f4_records: z.string().max(60).optional(),
      f5_notes: z.record(z.string(), z.number()),
      f6_events: z.array(z.string()).max(10).optional(),
      f7_accounts: z.array(z.string()).max(15),
      f8_files: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m014_get_tasks",
  {
    title: "m014_get_tasks",
    description: "get the tasks of module 13. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_tasks: z.union([z.literal("a"), z.literal("b")]),
      f1_reports: z.enum(["draft", "active", "closed"]),
      f2_items: z.boolean().default(false).optional(),
      f3_records: z.union([z.literal("a"), z.literal("b")]),
      f4_notes: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f5_events: z.union([z.literal("a"), z.literal("b")]).optional(),
      f6_accounts: z.boolean().default(false),
      f7_files: DateRange,
      f8_tasks: z.string().max(200),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m014_create_reports",
  {
    title: "m014_create_reports",
    description: "create the reports of module 13. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: z.string().max(170).optional(),
      f1_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f2_records: z.array(z.string()).max(10),
      f3_notes: z.record(z.string(), z.number()),
      f4_events: z.boolean().default(false),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m014_update_items",
  "update the items of module 13. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
  {
    f0_items: z.number().int().min(1).max(100).default(10),
    f1_records: z.string().max(240).optional()
      .describe("The f1_records of the request, as the list tool returns it"),
    f2_notes: Priority,
    f3_events: z.boolean().default(false),
    f4_accounts: z.boolean().default(false),
    f5_files: PageSize,
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m014_delete_records",
  {
    title: "m014_delete_records",
    description: "delete the records of module 13. Ids come from the matching list tool of the same module. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_records: z.boolean().default(false),
      f1_notes: SortOrder,
      f2_events: DateRange.optional(),
      f3_accounts: z.enum(["draft", "active", "closed"]),
      f4_files: z.record(z.string(), z.number()).optional()
      .describe("The f4_files of the request, as the list tool returns it"),
      f5_tasks: PageSize,
      f6_reports: z.string().max(140),
      f7_items: z.array(z.string()).max(6),
      f8_records: z.boolean().default(false),
      f9_notes: DateRange,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m014_search_notes",
  {
    title: "m014_search_notes",
    description: "search the notes of module 13. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_notes: z.enum(["draft", "active", "closed"]).optional(),
      f1_events: SortOrder.optional()
      .describe("The f1_events of the request, as the list tool returns it"),
      f2_accounts: IdSchema.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m014_sync_events",
  {
    title: "m014_sync_events",
    description: "sync the events of module 13. Returns at most one page; pass the cursor back to read the next one. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: z.object({ key: z.string(), value: z.number().optional() }).optional()
      .describe("The f0_events of the request, as the list tool returns it"),
      f1_accounts: z.number().int().min(1).max(200).default(30),
      f2_files: z.number().int().min(1).max(300).default(10),
      f3_tasks: TagList,
      f4_reports: z.enum(["draft", "active", "closed"]),
      f5_items: z.boolean().default(false).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m014_export_accounts",
  {
    title: "m014_export_accounts",
    description: "export the accounts of module 13. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_accounts: z.object({ key: z.string(), value: z.number().optional() }),
      f1_files: z.enum(["draft", "active", "closed"]),
      f2_tasks: z.array(z.string()).max(16).optional(),
      f3_reports: z.record(z.string(), z.number()),
      f4_items: z.string().max(120).optional(),
      f5_records: z.array(z.string()).max(19),
      f6_notes: z.boolean().default(false),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

