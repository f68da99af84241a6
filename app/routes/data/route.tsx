import { OPEN_DATA_COLUMNS, OPEN_DATA_LICENSE, openDataFilePath } from "@shared/open-data";
import { TitledSection } from "~/components/content/titled-section";
import { BackButton } from "~/components/static/back-button";
import { ScrollTable } from "~/components/static/scroll-table";
import type { I18n } from "~/i18n/i18n";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { PRESS_HEADS } from "~/lib/heads/press";
import { pageMeta, publicOrigin, SITE_NAME } from "~/lib/meta";
import { headOf } from "~/lib/page-heads";
import type { Route } from "./+types/route";
import { CorrectionsLog } from "./corrections-log";
import { openDataJsonLd } from "./json-ld";
import { listCorrectionNotes, listOpenDataFiles } from "./open-data.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const said = wordsOf(loaded?.pageMessages);
  // The Dataset's name and description: the page's heading and first sentence.
  const dataset = {
    name: said?.["data.name"] ?? SITE_NAME,
    description: said?.["data.description"] ?? "",
    path: "/data" as const,
  };
  return pageMeta(matches, {
    ...headOf(PRESS_HEADS, dataset.path, loaded),
    jsonLd: openDataJsonLd(dataset, OPEN_DATA_LICENSE, loaded?.files ?? [], publicOrigin(matches)),
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const [files, corrections] = await Promise.all([
    listOpenDataFiles(context.db),
    listCorrectionNotes(context.db, Date.now()),
  ]);
  return { files, corrections, pageMessages: pageMessages("data", context.locale) };
}

/** "1.2 MB", "830 KB", "412 B" ("1,2 MB" in Turkish and Spanish). */
function size(number: I18n["number"], bytes: number) {
  const plain = { useGrouping: false };
  if (bytes >= 1024 * 1024)
    return `${number(bytes / (1024 * 1024), { ...plain, minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${number(Math.round(bytes / 1024), plain)} KB`;
  return `${number(bytes, plain)} B`;
}

const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-sm";

/** /data: the open-data files (written by the cron) and what their columns mean. */
export default function OpenData({ loaderData }: Route.ComponentProps) {
  const { files, corrections } = loaderData;
  const { t, rich, number } = usePageMessages("data");
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <BackButton />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{t("data.name")}</h1>
        <p className="leading-relaxed text-neutral-800">
          {rich("data.intro", {
            description: t("data.description"),
            license: (
              <a className="text-brand-700 underline" href={OPEN_DATA_LICENSE.url}>
                {OPEN_DATA_LICENSE.name}
              </a>
            ),
            removed: <code className={code}>[email removed]</code>,
            api: (
              <a className="text-brand-700 underline" href="/developers">
                {t("data.intro.api")}
              </a>
            ),
          })}
        </p>
      </header>

      <TitledSection id="files" title={t("data.files")} className="space-y-3">
        {files.length === 0 ? (
          <p className="text-neutral-700">{t("data.files.none")}</p>
        ) : (
          <ScrollTable
            label={t("data.files")}
            columns={[
              { name: t("data.files.file") },
              { name: t("data.files.covers") },
              { name: t("data.files.complaints"), end: true },
              { name: t("data.files.size"), end: true },
            ]}
            testId="open-data-files"
          >
            {files.map((file) => (
              <tr key={file.name}>
                <td className="py-1.5 pr-3">
                  <a
                    className="font-mono text-brand-700 underline break-all"
                    href={openDataFilePath(file.name)}
                    download
                  >
                    {file.name}
                  </a>
                </td>
                <td className="py-1.5 pr-3 text-neutral-700">
                  {file.firstDay ? file.firstDay : t("data.files.upTo", { day: file.lastDay })}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {number(file.rows, { useGrouping: false })}
                </td>
                <td className="py-1.5 text-right tabular-nums">{size(number, file.bytes)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </TitledSection>

      <CorrectionsLog notes={corrections} />

      <TitledSection id="dictionary" title={t("data.dictionary")} className="space-y-3">
        <p className="text-neutral-800">
          {rich("data.dictionary.about", {
            eq: <code className={code}>=</code>,
            plus: <code className={code}>+</code>,
            minus: <code className={code}>-</code>,
            at: <code className={code}>@</code>,
          })}
        </p>
        <pre
          className="whitespace-pre-wrap break-all rounded-md bg-neutral-100 p-3 text-xs"
          data-testid="csv-header"
        >
          {OPEN_DATA_COLUMNS.map((column) => column.name).join(",")}
        </pre>
        <ScrollTable
          label={t("data.columns")}
          columns={[
            { name: t("data.columns.column") },
            { name: t("data.columns.type") },
            { name: t("data.columns.meaning") },
          ]}
        >
          {OPEN_DATA_COLUMNS.map((column) => (
            <tr key={column.name}>
              <th scope="row" className="py-1.5 pr-3 text-left font-mono font-normal">
                {column.name}
              </th>
              <td className="py-1.5 pr-3 text-neutral-700">{t(`data.type.${column.name}`)}</td>
              <td className="py-1.5 text-neutral-700">{t(`data.about.${column.name}`)}</td>
            </tr>
          ))}
        </ScrollTable>
      </TitledSection>
    </main>
  );
}
