// oracle-configs: fastmcp4.3-zod4
import { FastMCP } from "fastmcp";
import { z } from "zod";

export const server = new FastMCP({ name: "case", version: "1.0.0" });

server.addTool({
  name: "contact",
  description: "Contacts",
  parameters: z.object({
    site: z.string().url(),
    page: z.url(),
    mail: z.string().email(),
    mail2: z.email(),
    id: z.string().uuid(),
    when: z.string().datetime(),
    day: z.iso.date(),
    re: z.string().regex(/^[a-z]+$/),
  }),
  execute: async () => "ok",
});
