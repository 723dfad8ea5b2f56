import { z } from "zod";
import { toInputSchema } from "./schema.js";

const GetIssue = z.object({
  project: z.string().describe("Project path"),
  iid: z.number().int().describe("Issue number"),
  fields: z.array(z.string()).default([]),
});
const ListIssues = z.object({
  project: z.string(),
  state: z.enum(["opened", "closed"]).nullable().optional(),
});

export const tools: Array<{ name: string; description: string; inputSchema?: any }> = [
  { name: "get_issue", description: "Get an issue", inputSchema: toInputSchema(GetIssue) },
  { name: "list_issues", description: "List issues.", inputSchema: toInputSchema(ListIssues) },
  { name: "delete_issue", description: "Delete an issue", inputSchema: toInputSchema(GetIssue) },
  {
    name: "discover",
    description: "Discover tools",
    inputSchema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: {} },
  },
];

export const readOnly = new Set(["get_issue", "list_issues", "discover"]);
const destructive = new Set(["delete_issue"]);

const GUIDANCE: Record<string, string> = {
  delete_issue: "Deleting cannot be undone.",
};

function sentence(text: string) {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function describeTool(name: string, base: string, ro: boolean, destroys: boolean) {
  const extra = GUIDANCE[name];
  if (extra) {
    return `${sentence(base)} ${extra}`;
  }
  const verb = name.split("_")[0] ?? "use";
  const mode = ro ? "Read-only." : destroys ? "Destructive." : "Changes data.";
  return `${sentence(base)} (${verb}) ${mode}`;
}

const discover = tools.find((t) => t.name === "discover");
if (discover) {
  discover.description = `Discover tools among: ${tools.map((t) => t.name).filter((n) => n !== "discover").join(", ")}`;
}

for (const tool of tools) {
  tool.description = describeTool(tool.name, tool.description, readOnly.has(tool.name), destructive.has(tool.name));
}
