import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m010_update_accounts",
  {
    title: "m010_update_accounts",
    description: "update the accounts of module 9. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_accounts: PageSize,
      f1_files: PageSize,
      f2_tasks: z.record(z.string(), z.number()),
      f3_reports: TagList,
      f4_items: z.string(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m010_delete_files",
  {
    title: "m010_delete_files",
    description: "delete the files of module 9. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_files: z.string().max(100),
      f1_tasks: Metadata,
      f2_reports: z.record(z.string(), z.number()).optional(),
      f3_items: z.boolean().default(false).optional(),
      f4_records: z.array(z.string()).max(5),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m010_search_tasks",
  {
    title: "m010_search_tasks",
    description: "search the tasks of module 9. Changes are applied at once and cannot be undone from this tool. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f1_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f2_items: Metadata.optional(),
      f3_records: z.boolean().default(false),
      f4_notes: z.string(),
      f5_events: z.string().optional(),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m010_sync_reports",
  {
    title: "m010_sync_reports",
    description: "sync the reports of module 9. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: z.union([z.literal("a"), z.literal("b")]),
      f1_items: z.enum(["draft", "active", "closed"]).optional(),
      f2_records: z.union([z.literal("a"), z.literal("b")]),
      f3_notes: z.record(z.string(), z.number()),
      f4_events: z.record(z.string(), z.number()),
      f5_accounts: z.array(z.string()).max(9),
      f6_files: z.union([z.literal("a"), z.literal("b")]),
      f7_tasks: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f8_reports: z.union([z.literal("a"), z.literal("b")]),
      f9_items: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m010_export_items",
  {
    title: "m010_export_items",
    description: "export the items of module 9. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_items: TagList,
      f1_records: DateRange,
      f2_notes: z.array(z.string()).max(23),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m010_archive_records",
  {
    title: "m010_archive_records",
    description: "archive the records of module 9. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_records: Priority,
      f1_notes: DateRange,
      f2_events: z.string().max(70),
      f3_accounts: SortOrder,
      f4_files: z.array(z.string()).max(13),
      f5_tasks: z.union([z.literal("a"), z.literal("b")]),
      f6_reports: z.number().int().min(1).max(100).default(40).optional(),
      f7_items: z.string(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m010_list_notes",
  "list the notes of module 10. Changes are applied at once and cannot be undone from this tool. Nothing is written: the call only reads from the backing store.",
  {
    f0_notes: z.number().int().min(1).max(500).default(30).optional()
      .describe("The f0_notes of the request, as the list tool returns it"),
    f1_events: z.array(z.string()).max(12),
    f2_accounts: z.array(z.string()).max(23),
    f3_files: z.string().max(90),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m010_get_events",
  {
    title: "m010_get_events",
    description: "get the events of module 10. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: z.object({
      f0_events: z.number().int().min(1).max(300).default(40).optional()
      .describe("The f0_events of the request, as the list tool returns it"),
      f1_accounts: IdSchema,
      f2_files: z.record(z.string(), z.number()),
      f3_tasks: DateRange.optional(),
      f4_reports: z.enum(["draft", "active", "closed"]),
      f5_items: z.enum(["draft", "active", "closed"]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

