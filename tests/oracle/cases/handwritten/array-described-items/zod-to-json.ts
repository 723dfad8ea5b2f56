import type { ZodTypeAny } from "zod";

// Hand-rolled Zod 3 -> JSON Schema converter in the common hand-written style:
// wrappers (optional/nullable/default/effects) are unwrapped WITHOUT carrying
// the wrapper's description; only leaf branches go through withDesc; no bounds,
// no defaults; anything without a branch becomes {}.
type Json = Record<string, unknown>;

function withDesc(schema: ZodTypeAny, out: Json): Json {
  const d = (schema._def as any).description;
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
  if (t === "ZodLiteral") return withDesc(schema, { type: typeof def.value, const: def.value });
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
  if (t === "ZodOptional" || t === "ZodNullable") {
    const inner = (def as unknown as { innerType: ZodTypeAny }).innerType;
    return convert(inner);
  }
  if (t === "ZodDefault") {
    const inner = (def as unknown as { innerType: ZodTypeAny }).innerType;
    return convert(inner);
  }
  // ZodEffects wraps a schema in .refine()/.transform()/.superRefine(); the
  // real shape lives at _def.schema.
  if (t === "ZodEffects") {
    const inner = (def as unknown as { schema: ZodTypeAny }).schema;
    return convert(inner);
  }
  return {};
}
