// oracle-configs: sdk1-zod3 sdk1-zod4 sdk2-zod4
import { makeServer } from "./make.js";
import { installHandlers } from "./handlers.js";

// The server comes from a factory; its handlers are installed by another module.
export const server = makeServer("1.0.0");
installHandlers(server);
