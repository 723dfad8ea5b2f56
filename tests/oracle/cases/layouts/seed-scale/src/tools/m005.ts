import { z } from "zod";
import { server } from "../server.js";
import { IdSchema, TagList, DateRange, Metadata, SortOrder, Priority, PageSize } from "../schemas.js";

server.registerTool(
  "m005_sync_notes",
  {
    title: "m005_sync_notes",
    description: "sync the notes of module 4. Results are sorted newest first and paginated by the server. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_notes: SortOrder.optional(),
      f1_events: z.string(),
      f2_accounts: z.enum(["draft", "active", "closed"]).optional(),
      f3_files: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_export_events",
  {
    title: "m005_export_events",
    description: "export the events of module 4. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_events: z.number().int().min(1).max(500).default(20).optional(),
      f1_accounts: Priority,
      f2_files: z.enum(["draft", "active", "closed"]).optional(),
      f3_tasks: SortOrder.optional(),
      f4_reports: z.string().optional(),
      f5_items: z.string().max(200),
      f6_records: z.object({ key: z.string(), value: z.number().optional() }),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_archive_accounts",
  {
    title: "m005_archive_accounts",
    description: "archive the accounts of module 4. Use it when the user asks about the current state before changing anything. Returns at most one page; pass the cursor back to read the next one. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_accounts: Metadata,
      f1_files: z.enum(["draft", "active", "closed"]),
      f2_tasks: Priority,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_list_files",
  {
    title: "m005_list_files",
    description: "list the files of module 5. Nothing is written: the call only reads from the backing store.",
    inputSchema: {
      f0_files: z.object({ key: z.string(), value: z.number().optional() }),
      f1_tasks: z.string().max(170),
      f2_reports: z.number().int().min(1).max(200).default(10),
      f3_items: Priority.optional(),
      f4_records: z.number().int().min(1).max(300).default(40),
      f5_notes: z.record(z.string(), z.number()),
      f6_events: PageSize,
      f7_accounts: PageSize.optional().describe("The f7_accounts of the request, as the list tool returns it"),
      f8_files: z.boolean().default(false),
      f9_tasks: z.number().int().min(1).max(400).default(20).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_get_tasks",
  {
    title: "m005_get_tasks",
    description: "get the tasks of module 5. Nothing is written: the call only reads from the backing store.",
    inputSchema: z.object({
      f0_tasks: Metadata.optional(),
      f1_reports: Priority.optional().describe("The f1_reports of the request, as the list tool returns it"),
      f2_items: z.string().max(140),
      f3_records: z.union([z.literal("a"), z.literal("b")]).optional(),
      f4_notes: TagList,
    }),
    annotations: { readOnlyHint: true },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_create_reports",
  {
    title: "m005_create_reports",
    description: "create the reports of module 5. Use it when the user asks about the current state before changing anything. Use it when the user asks about the current state before changing anything.",
    inputSchema: {
      f0_reports: z.record(z.string(), z.number()),
      f1_items: IdSchema.optional().describe("The f1_items of the request, as the list tool returns it"),
      f2_records: z.union([z.literal("a"), z.literal("b")]),
      f3_notes: IdSchema.optional(),
      f4_events: z.number().int().min(1).max(500).default(30),
      f5_accounts: z.string().optional(),
      f6_files: z.string(),
      f7_tasks: z.array(z.string()).max(15),
      f8_reports: TagList,
      f9_items: z.union([z.literal("a"), z.literal("b")]).optional(),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_update_items",
  {
    title: "m005_update_items",
    description: "update the items of module 5. Changes are applied at once and cannot be undone from this tool.",
    inputSchema: {
      f0_items: z.enum(["draft", "active", "closed"]).optional(),
      f1_records: z.string().max(170),
      f2_notes: z.boolean().default(false),
      f3_events: Metadata.optional().describe("The f3_events of the request, as the list tool returns it"),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

server.registerTool(
  "m005_delete_records",
  {
    title: "m005_delete_records",
    description: "delete the records of module 5. Use it when the user asks about the current state before changing anything. Changes are applied at once and cannot be undone from this tool. Results are sorted newest first and paginated by the server.",
    inputSchema: {
      f0_records: z.number().int().min(1).max(300).default(30),
      f1_notes: z.boolean().default(false),
      f2_events: SortOrder,
      f3_accounts: z.boolean().default(false),
      f4_files: z.record(z.string(), z.number()),
    },
    annotations: { readOnlyHint: false, openWorldHint: false },
  },
  async (args) => ({ content: [{ type: "text", text: JSON.stringify(args) }] }),
);

