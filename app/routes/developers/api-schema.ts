/** The parts of the OpenAPI document /developers shows (app/routes/developers/api-docs.server.ts writes it). */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  items?: Schema;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

export type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
};
export type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/** A schema's type as a reader says it: "string (date-time)", "Complaint[]", "open | resolved". */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.$ref) return refName(schema.$ref);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.map(typeOf).join(" | ");
  if (schema.enum) return schema.enum.map(String).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "object"];
  return types
    .map((type) => {
      if (type === "array") return `${typeOf(schema.items)}[]`;
      return schema.format ? `${type} (${schema.format})` : type;
    })
    .join(" | ");
}
