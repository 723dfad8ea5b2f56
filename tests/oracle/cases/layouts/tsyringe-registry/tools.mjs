import { z } from "zod";

export const ToolDefinitions = Symbol("ToolDefinitions");

const gitAddTool = {
  name: "git_add",
  description: "Stage files for the next commit.",
  inputSchema: z.object({
    path: z.string().default(".").describe("Path to the repository."),
    paths: z.array(z.string().min(1)).default([]).describe("Files to stage."),
  }),
  annotations: { readOnlyHint: false },
};

const gitLogTool = {
  name: "git_log",
  title: "Commit history",
  description: "Show the commit log.",
  inputSchema: z.object({ maxCount: z.number().int().min(1).optional() }).strict(),
  annotations: { readOnlyHint: true },
};

const gitSetWorkingDirTool = {
  name: "git_set_working_dir",
  description: "Set the session's working directory.",
  inputSchema: z.object({ path: z.string() }),
};

const allToolDefinitions = [gitAddTool, gitLogTool, gitSetWorkingDirTool];

export const registerTools = (target) => {
  for (const tool of allToolDefinitions) {
    target.register(ToolDefinitions, { useValue: tool });
  }
};
