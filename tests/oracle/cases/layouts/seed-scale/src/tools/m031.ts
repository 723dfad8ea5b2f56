import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m031_export_events",
  {
    title: "m031_export_events",
    description: "export the events of module 28. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_events: PageSize,
      f1_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f2_files: z.record(z.string(), z.number()),
      f3_tasks: z.record(z.string(), z.number()).optional(),
      f4_reports: z.record(z.string(), z.number()).optional(),
      f5_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f6_records: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m031_archive_accounts",
  "archive the accounts of module 28. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool.",
  {
    f0_accounts: Metadata.optional(),
    f1_files: z.enum(["draft", "active", "closed"]).optional(),
    f2_tasks: z.boolean().default(false).optional(),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m031_list_files",
  {
    title: "m031_list_files",
    description: "list the files of module 29. Nothing is written: the call only reads from the backing store. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_files: z.boolean().default(false),
      f1_tasks: TagList.optional(),
      f2_reports: z.boolean().default(false),
      f3_items: z.array(z.string()).max(11),
      f4_records: PageSize,
      f5_notes: SortOrder,
      f6_events: IdSchema,
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m031_get_tasks",
  {
    title: "m031_get_tasks",
    description: "get the tasks of module 29. Use it when the user asks about the current state before changing anything. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_tasks: z.string().max(220),
      f1_reports: z.string().optional(),
      f2_items: z.enum(["draft", "active", "closed"]),
      f3_records: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m031_create_reports",
  {
    title: "m031_create_reports",
    description: "create the reports of module 29. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_reports: z.enum(["draft", "active", "closed"]).optional(),
      f1_items: Priority.optional(),
      f2_records: z.string(),
      f3_notes: z.enum(["draft", "active", "closed"]).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m031_update_items",
  {
    title: "m031_update_items",
    description: "update the items of module 29. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_items: Priority,
      f1_records: z.number().int().min(1).max(400).default(40),
      f2_notes: z.string().max(100),
      f3_events: z.object({ key: z.string(), value: z.number().optional() }),
      f4_accounts: z.string().optional(),
      f5_files: z.string(),
      f6_tasks: z.boolean().default(false),
      f7_reports: z.boolean().default(false).optional(),
      f8_items: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m031_delete_records",
  {
    title: "m031_delete_records",
    description: "delete the records of module 29. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_records: Metadata,
      f1_notes: z.object({ key: z.string(), value: z.number().optional() }),
      f2_events: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f3_accounts: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_files: z.object({ key: z.string(), value: z.number().optional() }).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m031_search_notes",
  {
    title: "m031_search_notes",
    description: "search the notes of module 29. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: z.object({
      f0_notes: z.array(z.string()).max(15),
      f1_events: z.enum(["draft", "active", "closed"]),
      f2_accounts: z.number().int().min(1).max(400).default(30).optional(),
      f3_files: z.array(z.string()).max(19),
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

