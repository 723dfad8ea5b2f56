import { createServer } from "./create.js";

// The stdio entry point.
export const server = createServer();
