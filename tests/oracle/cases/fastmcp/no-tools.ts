// oracle-configs: fastmcp4.3-zod4 fastmcp4.3-zod3
import { FastMCP } from "fastmcp";

export const server = new FastMCP({ name: "case", version: "1.0.0" });
