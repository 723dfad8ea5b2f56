import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m032_sync_events",
  {
    title: "m032_sync_events",
    description: "sync the events of module 29. Nothing is written: the call only reads from the backing store. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_events: Priority,
      f1_accounts: z.array(z.string()).max(8),
      f2_files: z.object({ key: z.string(), value: z.number().optional() }),
      f3_tasks: z.number().int().min(1).max(300).default(20).optional(),
      f4_reports: z.boolean().default(false),
      f5_items: z.number().int().min(1).max(400).default(40),
      f6_records: Metadata.optional(),
      f7_notes: DateRange,
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m032_export_accounts",
  {
    title: "m032_export_accounts",
    description: "export the accounts of module 29. Returns at most one page; pass the cursor back to read the next one. Ids come from the matching list tool of the same module.",
    inputSchema: {
      f0_accounts: z.union([z.literal("a"), z.literal("b")]),
      f1_files: z.array(z.string()).max(24),
      f2_tasks: z.array(z.string()).max(5).optional(),
      f3_reports: z.number().int().min(1).max(100).default(10),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m032_archive_files",
  {
    title: "m032_archive_files",
    description: "archive the files of module 29. Returns at most one page; pass the cursor back to read the next one. Nothing is written: the call only reads from the backing store. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_files: z.array(z.string()).max(10),
      f1_tasks: z.number().int().min(1).max(200).default(40).optional(),
      f2_reports: TagList.optional(),
      f3_items: TagList.optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.tool(
  "m032_list_tasks",
  "list the tasks of module 30. Nothing is written: the call only reads from the backing store. Ids come from the matching list tool of the same module.",
  {
    f0_tasks: z.record(z.string(), z.number()),
    f1_reports: z.string().max(70),
    f2_items: z.record(z.string(), z.number()).optional().describe("The f2_items of the request, as the list tool returns it"),
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m032_get_reports",
  {
    title: "m032_get_reports",
    description: "get the reports of module 30. Changes are applied at once and cannot be undone from this tool. Returns at most one page; pass the cursor back to read the next one. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: z.object({
      f0_reports: z.array(z.string()).max(9).optional().describe("The f0_reports of the request, as the list tool returns it"),
      f1_items: z.array(z.string()).max(15),
      f2_records: DateRange,
      f3_notes: z.number().int().min(1).max(200).default(20),
      f4_events: z.object({ key: z.string(), value: z.number().optional() }),
      f5_accounts: z.string().max(100),
      f6_files: z.enum(["draft", "active", "closed"]),
    }),
    annotations: { readOnlyHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m032_create_items",
  {
    title: "m032_create_items",
    description: "create the items of module 30. Nothing is written: the call only reads from the backing store. Changes are applied at once and cannot be undone from this tool. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_items: z.array(z.string()).max(7),
      f1_records: z.array(z.string()).max(17).optional().describe("The f1_records of the request, as the list tool returns it"),
      f2_notes: z.union([z.literal("a"), z.literal("b")]),
      f3_events: Priority.optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m032_update_records",
  {
    title: "m032_update_records",
    description: "update the records of module 30. Returns at most one page; pass the cursor back to read the next one.",
    inputSchema: {
      f0_records: z.string().max(150),
      f1_notes: z.boolean().default(false),
      f2_events: TagList.optional(),
      f3_accounts: z.number().int().min(1).max(500).default(10),
      f4_files: z.boolean().default(false),
      f5_tasks: z.enum(["draft", "active", "closed"]).optional().describe("The f5_tasks of the request, as the list tool returns it"),
      f6_reports: z.array(z.string()).max(16).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m032_delete_notes",
  {
    title: "m032_delete_notes",
    description: "delete the notes of module 30. Ids come from the matching list tool of the same module. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_notes: z.boolean().default(false),
      f1_events: z.string(),
      f2_accounts: IdSchema.optional(),
      f3_files: z.enum(["draft", "active", "closed"]),
      f4_tasks: z.string().max(210),
      f5_reports: PageSize.optional(),
      f6_items: z.object({ key: z.string(), value: z.number().optional() }).optional(),
      f7_records: z.number().int().min(1).max(500).default(40).optional(),
      f8_notes: PageSize,
      f9_events: z.enum(["draft", "active", "closed"]),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

