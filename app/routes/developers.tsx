import { BackButton } from "~/components/static/back-button";
import { ScrollTable } from "~/components/static/scroll-table";
import { API_MAX_AGE, apiV1Document, PROBLEMS, READ_LIMITS } from "~/lib/api-docs.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/developers";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Public API",
    description:
      "Read UCK's public complaints and the companies' numbers: a documented JSON API with an OpenAPI 3.1 document, no key needed.",
    path: "/developers",
    keywords: ["API", "open data", "OpenAPI", "consumer complaints data"],
  });

type Schema = {
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

type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
};
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

/** The API's own document (the same zod schemas that validate the requests), as data. */
export function loader({ context }: Route.LoaderArgs) {
  const document = apiV1Document(context.config.publicHost) as unknown as {
    servers: { url: string }[];
    paths: Record<string, { get: Operation }>;
    components: { schemas: Record<string, Schema> };
  };
  return {
    server: document.servers[0]?.url ?? "/api/v1",
    paths: Object.entries(document.paths).map(([path, item]) => ({ path, ...item.get })),
    schemas: document.components.schemas,
    limit: READ_LIMITS.api.limit,
    windowSeconds: READ_LIMITS.api.period,
    maxAge: API_MAX_AGE,
    problems: Object.entries(PROBLEMS).map(([code, problem]) => ({ code, ...problem })),
  };
}

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/** A schema's type as a reader says it: "string (date-time)", "Complaint[]", "open | resolved". */
function typeOf(schema: Schema | undefined): string {
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

const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-sm";

/** /developers: how to read UCK's data, rendered from the OpenAPI document itself. */
export default function Developers({ loaderData }: Route.ComponentProps) {
  const { server, paths, schemas, limit, windowSeconds, maxAge, problems } = loaderData;
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <BackButton />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">Public API</h1>
        <p className="leading-relaxed text-neutral-800">
          Every public complaint and every company's numbers, as JSON at{" "}
          <code className={`${code} break-all`}>{server}</code>. No key and no account are needed;
          the data is dedicated to the public domain (CC0), and authors appear only by the display
          name their public profile shows.
        </p>
        <ul className="list-disc space-y-1 pl-5 leading-relaxed text-neutral-800">
          <li>
            The whole description, for code generators and tools:{" "}
            <a className="text-brand-700 underline" href="/api/v1/openapi.json">
              OpenAPI 3.1 document
            </a>
            .
          </li>
          <li>
            Lists come newest first in pages: pass the answer's{" "}
            <code className={code}>next_cursor</code> as <code className={code}>cursor</code> for
            the next page; it is <code className={code}>null</code> on the last one. The same next
            page is in the <code className={code}>Link</code> header (
            <code className={code}>rel="next"</code>).
          </li>
          <li>
            Answers carry an <code className={code}>ETag</code> and may be kept for {maxAge}{" "}
            seconds; send it back as <code className={code}>If-None-Match</code> and an unchanged
            answer is a short 304.
          </li>
          <li>
            Each address may make about {limit} requests per {windowSeconds} seconds (counted at
            each Cloudflare location), told in the <code className={code}>RateLimit-Policy</code>{" "}
            header; a 304 is not counted. Past it, a 429 says when to try again (
            <code className={code}>Retry-After</code>).
          </li>
          <li>
            The API only reads: any method but GET, HEAD and OPTIONS answers 405 with{" "}
            <code className={code}>Allow</code>. Every error is a{" "}
            <a className="text-brand-700 underline" href="#errors">
              problem
            </a>{" "}
            (RFC 9457, <code className={code}>application/problem+json</code>).
          </li>
          <li>Any website may read it from the browser (CORS is open for GET).</li>
          <li>
            The numbers follow the definitions on{" "}
            <a className="text-brand-700 underline" href="/methodology">
              How the numbers are computed
            </a>
            .
          </li>
        </ul>
      </header>

      <section aria-labelledby="endpoints" className="space-y-6">
        <h2 id="endpoints" className="text-2xl font-semibold">
          Endpoints
        </h2>
        {paths.map((operation) => (
          <article
            key={operation.path}
            aria-labelledby={`op-${operation.path}`}
            className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
            data-testid="endpoint"
          >
            <h3 id={`op-${operation.path}`} className="font-mono text-base font-semibold break-all">
              <span className="rounded bg-green-100 px-1.5 py-0.5 text-green-900">GET</span>{" "}
              {operation.path}
            </h3>
            {operation.summary ? <p className="font-medium">{operation.summary}</p> : null}
            {operation.description ? (
              <p className="text-sm text-neutral-700">
                <Described text={operation.description} />
              </p>
            ) : null}
            {operation.parameters?.length ? (
              <ScrollTable
                label={`Parameters of ${operation.path}`}
                columns={[{ name: "Parameter" }, { name: "Type" }, { name: "Meaning" }]}
              >
                {operation.parameters.map((parameter) => (
                  <tr key={`${parameter.in}-${parameter.name}`}>
                    <td className="py-1.5 pr-3 font-mono">
                      {parameter.name}
                      {parameter.in === "path" ? " (path)" : ""}
                    </td>
                    <td className="py-1.5 pr-3 font-mono text-neutral-700">
                      {typeOf(parameter.schema)}
                    </td>
                    <td className="py-1.5 text-neutral-700">
                      <Described text={parameter.description ?? parameter.schema?.description} />
                    </td>
                  </tr>
                ))}
              </ScrollTable>
            ) : null}
            <ul className="space-y-0.5 text-sm text-neutral-700">
              {Object.entries(operation.responses).map(([status, response]) => {
                const body = Object.values(response.content ?? {})[0];
                return (
                  <li key={status}>
                    <span className="font-mono">{status}</span>:{" "}
                    <Described text={response.description} />
                    {body ? ` (${typeOf(body.schema)})` : ""}
                  </li>
                );
              })}
            </ul>
          </article>
        ))}
      </section>

      <section aria-labelledby="errors" className="space-y-3">
        <h2 id="errors" className="text-2xl font-semibold">
          Errors
        </h2>
        <p className="leading-relaxed text-neutral-800">
          Every refusal and failure is a <code className={code}>Problem</code> object: its{" "}
          <code className={code}>type</code> is the address of its kind below,{" "}
          <code className={code}>code</code> names the kind for programs and{" "}
          <code className={code}>detail</code> says what went wrong with this request.
        </p>
        <dl className="space-y-2">
          {problems.map((problem) => (
            <div key={problem.code} id={`problem-${problem.code}`}>
              <dt className="font-mono text-sm font-semibold">
                {problem.status} {problem.code}
              </dt>
              <dd className="text-sm text-neutral-700">{problem.title}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="schemas" className="space-y-6">
        <h2 id="schemas" className="text-2xl font-semibold">
          Objects
        </h2>
        {Object.entries(schemas)
          .filter(([, schema]) => schema.properties)
          .map(([name, schema]) => (
            <article key={name} aria-labelledby={`schema-${name}`} className="space-y-2">
              <h3 id={`schema-${name}`} className="font-mono text-base font-semibold">
                {name}
              </h3>
              {schema.description ? (
                <p className="text-sm text-neutral-700">
                  <Described text={schema.description} />
                </p>
              ) : null}
              <ScrollTable label={`Fields of ${name}`}>
                {Object.entries(schema.properties ?? {}).map(([field, value]) => (
                  <tr key={field}>
                    <th scope="row" className="py-1.5 pr-3 text-left font-mono font-normal">
                      {field}
                    </th>
                    <td className="py-1.5 pr-3 font-mono text-neutral-700">{typeOf(value)}</td>
                    <td className="py-1.5 text-neutral-700">
                      <Described text={value.description} />
                    </td>
                  </tr>
                ))}
              </ScrollTable>
            </article>
          ))}
      </section>
    </main>
  );
}

/** A description from the OpenAPI document: its `code` spans (Markdown, as tools read them) as code. */
function Described({ text }: { text: string | undefined }) {
  if (!text) return null;
  return text.split(/`([^`]+)`/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move
      <code key={index} className={code}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}
