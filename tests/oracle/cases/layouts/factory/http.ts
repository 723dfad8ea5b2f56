import { createServer } from "./create.js";

// The HTTP entry point makes its own instance per session.
export function onSession() {
  const server = createServer();
  return server;
}
