import { z } from "zod";

export const TOOLS = [
  {
    name: "list_builds",
    description: "Lists the builds",
    inputSchema: z.object({ branch: z.string().describe("Branch name").optional() }),
    annotations: { readOnlyHint: true },
  },
  {
    name: "rerun_build",
    description: "Reruns a build",
    inputSchema: z.object({ id: z.number() }),
  },
];
