import { App } from "./app.js";

export const server = new App().server;
