import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m004_export_notes",
  {
    title: "m004_export_notes",
    description: "export the notes of module 3. Use it when the user asks about the current state before changing anything. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_notes: z.enum(["draft", "active", "closed"]),
      f1_events: PageSize,
      f2_accounts: DateRange,
      f3_files: z.number().int().min(1).max(200).default(10),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m004_archive_events",
  {
    title: "m004_archive_events",
    description: "archive the events of module 3. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: z.number().int().min(1).max(100).default(10),
      f1_accounts: z.string(),
      f2_files: z.union([z.literal("a"), z.literal("b")]),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m004_list_accounts",
  {
    title: "m004_list_accounts",
    description: "list the accounts of module 4. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: z.object({
      f0_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_files: SortOrder,
      f2_tasks: z.number().int().min(1).max(200).default(40),
      f3_reports: z.record(z.string(), z.number()),
      f4_items: z.enum(["draft", "active", "closed"]).optional(),
      f5_records: z.string(),
      f6_notes: z.enum(["draft", "active", "closed"]).optional(),
      f7_events: z.object({ key: z.string(), value: z.number().optional() }),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m004_get_files",
  {
    title: "m004_get_files",
    description: "get the files of module 4. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: z.boolean().default(false),
      f1_tasks: z.array(z.string()).max(23),
      f2_reports: z.record(z.string(), z.number()),
      f3_items: Metadata,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m004_create_tasks",
  {
    title: "m004_create_tasks",
    description: "create the tasks of module 4. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.union([z.literal("a"), z.literal("b")]),
      f1_reports: z.record(z.string(), z.number()),
      f2_items: z.boolean().default(false),
      f3_records: IdSchema,
      f4_notes: Metadata,
      f5_events: z.number().int().min(1).max(300).default(40).optional(),
      f6_accounts: DateRange,
      f7_files: z.array(z.string()).max(5),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m004_update_reports",
  {
    title: "m004_update_reports",
    description: "update the reports of module 4. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_reports: z.number().int().min(1).max(400).default(30).optional(),
      f1_items: z.enum(["draft", "active", "closed"]).optional(),
      f2_records: z.string().max(110).optional(),
      f3_notes: z.array(z.string()).max(12),
      f4_events: IdSchema,
      f5_accounts: z.string().max(150),
      f6_files: z.string().max(50),
      f7_tasks: z.union([z.literal("a"), z.literal("b")]).optional(),
      f8_reports: z.object({ key: z.string(), value: z.number().optional() }),
      f9_items: z.string().max(190),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m004_delete_items",
  "delete the items of module 4. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
  {
    f0_items: z.boolean().default(false),
    f1_records: z.array(z.string()).max(9),
    f2_notes: z.enum(["draft", "active", "closed"]).optional(),
    f3_events: z.string(),
    f4_accounts: z.record(z.string(), z.number()),
    f5_files: z.number().int().min(1).max(500).default(10).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m004_search_records",
  {
    title: "m004_search_records",
    description: "search the records of module 4. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: z.string().max(210),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

