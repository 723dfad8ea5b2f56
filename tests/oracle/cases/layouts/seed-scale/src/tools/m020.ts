import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m020_search_reports",
  {
    title: "m020_search_reports",
    description: "search the reports of module 18. Changes are applied at once and cannot be undone from this tool. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: SortOrder.describe("The f0_reports of the request, as the list tool returns it").optional(),
      f1_items: Metadata.optional(),
      f2_records: z.record(z.string(), z.number()).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m020_sync_items",
  {
    title: "m020_sync_items",
    description: "sync the items of module 18. Ids come from the matching list tool of the same module. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_items: DateRange.optional(),
      f1_records: z.string().max(190).optional(),
      f2_notes: PageSize.optional(),
      f3_events: z.boolean().default(false),
      f4_accounts: TagList,
      f5_files: z.union([z.literal("a"), z.literal("b")]),
      f6_tasks: SortOrder.describe("The f6_tasks of the request, as the list tool returns it").optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m020_export_records",
  {
    title: "m020_export_records",
    description: "export the records of module 18. Results are sorted newest first and paginated by the server. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_records: z.enum(["draft", "active", "closed"]),
      f1_notes: z.string().max(170),
      f2_events: z.array(z.string()).max(16),
      f3_accounts: z.string().optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m020_archive_notes",
  "archive the notes of module 18. Results are sorted newest first and paginated by the server.",
  {
    f0_notes: z.number().int().min(1).max(500).default(40).optional(),
    f1_events: SortOrder.optional(),
    f2_accounts: z.enum(["draft", "active", "closed"]).optional(),
    f3_files: z.boolean().default(false),
    f4_tasks: SortOrder,
    f5_reports: z.string(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m020_list_events",
  {
    title: "m020_list_events",
    description: "list the events of module 19. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Use it when the user asks about the current state before changing anything.",
    inputSchema: z.object({
      f0_events: z.string().max(110),
      f1_accounts: z.enum(["draft", "active", "closed"]),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m020_get_accounts",
  {
    title: "m020_get_accounts",
    description: "get the accounts of module 19. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_accounts: z.string(),
      f1_files: z.string().max(130),
      f2_tasks: z.string().optional(),
      f3_reports: z.string().max(240),
      f4_items: SortOrder,
      f5_records: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m020_create_files",
  {
    title: "m020_create_files",
    description: "create the files of module 19. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: PageSize,
      f1_tasks: z.string(),
      f2_reports: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_items: z.record(z.string(), z.number()),
      f4_records: TagList,
      f5_notes: z.number().int().min(1).max(500).default(40),
      f6_events: z.number().int().min(1).max(300).default(20),
      f7_accounts: Priority,
      f8_files: PageSize.optional(),
      f9_tasks: z.array(z.string()).max(24).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m020_update_tasks",
  {
    title: "m020_update_tasks",
    description: "update the tasks of module 19. Ids come from the matching list tool of the same module. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_tasks: z.boolean().default(false),
      f1_reports: z.enum(["draft", "active", "closed"]),
      f2_items: z.number().int().min(1).max(500).default(40),
      f3_records: z.record(z.string(), z.number()),
      f4_notes: z.string().max(210),
      f5_events: z.object({ key: z.string(), value: z.number().optional() }),
      f6_accounts: z.array(z.string()).max(11),
      f7_files: z.union([z.literal("a"), z.literal("b")]),
      f8_tasks: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

