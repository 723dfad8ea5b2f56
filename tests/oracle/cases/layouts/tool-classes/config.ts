import type { BaseTool } from "./tools/base.js";

export function parseConfig(argv: string[]) {
  const enabled = argv.find((a) => a.startsWith("--enable="));
  const disabled = argv.find((a) => a.startsWith("--disable="));
  return {
    enabledTools: enabled ? enabled.slice(9).split(",") : undefined,
    disabledTools: disabled ? disabled.slice(10).split(",") : [],
  };
}

// A filter chosen by command-line flags: which tools survive is known only at run time.
export function filterTools(tools: BaseTool[], config: ReturnType<typeof parseConfig>) {
  let filtered = [...tools];
  if (config.enabledTools !== undefined) {
    filtered = filtered.filter((t) => config.enabledTools!.includes(t.name));
    return filtered;
  }
  if (config.disabledTools.length > 0) {
    filtered = filtered.filter((t) => !config.disabledTools.includes(t.name));
  }
  return filtered;
}
