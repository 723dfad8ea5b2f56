import type { ZodTypeAny } from "zod";

// The server's own zod -> JSON Schema converter, in the style found in a 450-tool server:
// wrappers are unwrapped without their description, only a few node types have a branch,
// and no bounds or defaults are emitted.
type Json = Record<string, unknown>;

function withDesc(schema: ZodTypeAny, out: Json): Json {
  const d = (schema._def as { description?: string }).description;
  if (d) out.description = d;
  return out;
}

export function convert(schema: ZodTypeAny): Json {
  const def = schema._def as any;
  const t = def.typeName;
  if (t === "ZodString") return withDesc(schema, { type: "string" });
  if (t === "ZodNumber") {
    const isInt = (def.checks ?? []).some((c: { kind: string }) => c.kind === "int");
    return withDesc(schema, { type: isInt ? "integer" : "number" });
  }
  if (t === "ZodBoolean") return withDesc(schema, { type: "boolean" });
  if (t === "ZodEnum") return withDesc(schema, { type: "string", enum: [...def.values] });
  if (t === "ZodArray") return withDesc(schema, { type: "array", items: convert(def.type) });
  if (t === "ZodObject") {
    const shape = def.shape() as Record<string, ZodTypeAny>;
    const properties: Record<string, Json> = {};
    const required: string[] = [];
    for (const [key, value] of Object.entries(shape)) {
      properties[key] = convert(value);
      if (!value.isOptional()) required.push(key);
    }
    const out: Json = { type: "object", properties };
    if (required.length > 0) out.required = required;
    return withDesc(schema, out);
  }
  if (t === "ZodOptional" || t === "ZodNullable" || t === "ZodDefault") {
    return convert(def.innerType);
  }
  // ZodEffects wraps .refine()/.transform(); unwrap so refined objects keep their shape.
  if (t === "ZodEffects") {
    return convert(def.schema);
  }
  return {};
}
