import { DEFAULT_LOCALE } from "@shared/i18n";
import { TitledSection } from "~/components/content/titled-section";
import { BackButton } from "~/components/static/back-button";
import { ScrollTable } from "~/components/static/scroll-table";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { CONTENT_HEADS } from "~/lib/heads/content";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/route";
import { API_MAX_AGE, apiV1Document, PROBLEMS, READ_LIMITS } from "./api-docs.server";
import { type Operation, type Schema, typeOf } from "./api-schema";

export const meta: Route.MetaFunction = headMeta(CONTENT_HEADS, "/developers");

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
    pageMessages: pageMessages("developers", context.locale),
  };
}

const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-sm";

/** /developers: how to read UCK's data, rendered from the OpenAPI document itself. */
export default function Developers({ loaderData }: Route.ComponentProps) {
  const { server, paths, schemas, limit, windowSeconds, maxAge, problems } = loaderData;
  const { t, rich, locale } = usePageMessages("developers");
  const c = (text: string) => <code className={code}>{text}</code>;
  const link = "text-brand-700 underline";
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <BackButton />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{t("developers.title")}</h1>
        <p className="leading-relaxed text-neutral-800">
          {rich("developers.intro", {
            server: <code className={`${code} break-all`}>{server}</code>,
          })}
        </p>
        <ul className="list-disc space-y-1 pl-5 leading-relaxed text-neutral-800">
          <li>
            {rich("developers.document", {
              link: (
                <a className={link} href="/api/v1/openapi.json">
                  {t("developers.document.link")}
                </a>
              ),
            })}
          </li>
          <li>
            {rich("developers.pages", {
              nextCursor: c("next_cursor"),
              cursor: c("cursor"),
              null: c("null"),
              link: c("Link"),
              next: c('rel="next"'),
            })}
          </li>
          <li>
            {rich(
              "developers.cache",
              { etag: c("ETag"), ifNoneMatch: c("If-None-Match") },
              { maxAge },
            )}
          </li>
          <li>
            {rich(
              "developers.limit",
              { policy: c("RateLimit-Policy"), retryAfter: c("Retry-After") },
              { limit, window: windowSeconds },
            )}
          </li>
          <li>
            {rich("developers.readOnly", {
              allow: c("Allow"),
              problem: (
                <a className={link} href="#errors">
                  {t("developers.readOnly.problem")}
                </a>
              ),
              type: c("application/problem+json"),
            })}
          </li>
          <li>{t("developers.cors")}</li>
          <li>
            {rich("developers.methodology", {
              link: (
                <a className={link} href="/methodology">
                  {t("developers.methodology.link")}
                </a>
              ),
            })}
          </li>
        </ul>
        {locale === DEFAULT_LOCALE ? null : (
          <p className="text-sm text-neutral-600">{t("developers.englishReference")}</p>
        )}
      </header>

      <TitledSection id="endpoints" title={t("developers.endpoints")} className="space-y-6">
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
                label={t("developers.parametersOf", { path: operation.path })}
                columns={[
                  { name: t("developers.parameter") },
                  { name: t("developers.type") },
                  { name: t("developers.meaning") },
                ]}
              >
                {operation.parameters.map((parameter) => (
                  <tr key={`${parameter.in}-${parameter.name}`}>
                    <td className="py-1.5 pr-3 font-mono">
                      {parameter.name}
                      {parameter.in === "path" ? ` ${t("developers.inPath")}` : ""}
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
      </TitledSection>

      <TitledSection id="errors" title={t("developers.errors")} className="space-y-3">
        <p className="leading-relaxed text-neutral-800">
          {rich("developers.errors.about", {
            problem: c("Problem"),
            type: c("type"),
            code: c("code"),
            detail: c("detail"),
          })}
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
      </TitledSection>

      <TitledSection id="schemas" title={t("developers.objects")} className="space-y-6">
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
              <ScrollTable label={t("developers.fieldsOf", { name })}>
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
      </TitledSection>
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
