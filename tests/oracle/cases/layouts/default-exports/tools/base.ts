export abstract class AbstractTool {
  abstract register(server: unknown): void;
}
