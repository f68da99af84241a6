import { OPEN_DATA_COLUMNS, OPEN_DATA_LICENSE, openDataFilePath } from "@shared/open-data";
import { BackButton } from "~/components/static/back-button";
import { CorrectionsLog } from "~/components/static/corrections-log";
import { ScrollTable } from "~/components/static/scroll-table";
import { pageMeta, publicOrigin } from "~/lib/meta";
import { listCorrectionNotes, listOpenDataFiles } from "~/lib/open-data.server";
import { openDataJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/data";

/** The Dataset's name and description: the page's heading and first sentence. */
const DATASET = {
  name: "UCK open data",
  description: "Every public complaint on UCK, as files anyone may download, study and republish.",
  path: "/data",
};

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  pageMeta(matches, {
    title: "Open data",
    description:
      "Every public complaint on UCK as daily and weekly CSV and JSON Lines files, in the public domain, with a data dictionary.",
    path: DATASET.path,
    keywords: ["open data", "consumer complaints dataset", "CSV", "public domain"],
    jsonLd: openDataJsonLd(DATASET, OPEN_DATA_LICENSE, loaded?.files ?? [], publicOrigin(matches)),
  });

export async function loader({ context }: Route.LoaderArgs) {
  const [files, corrections] = await Promise.all([
    listOpenDataFiles(context.db),
    listCorrectionNotes(context.db, Date.now()),
  ]);
  return { files, corrections };
}

/** "1.2 MB", "830 KB", "412 B". */
function size(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const code = "rounded bg-neutral-100 px-1 py-0.5 font-mono text-sm";

/** /data: the open-data files (written by the cron) and what their columns mean. */
export default function OpenData({ loaderData }: Route.ComponentProps) {
  const { files, corrections } = loaderData;
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <BackButton />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{DATASET.name}</h1>
        <p className="leading-relaxed text-neutral-800">
          {DATASET.description} Each morning the previous day's complaints (UTC) are written as CSV
          and as JSON Lines; each week a full file holds every complaint up to the Sunday before.
          The files are dedicated to the public domain under{" "}
          <a className="text-brand-700 underline" href={OPEN_DATA_LICENSE.url}>
            {OPEN_DATA_LICENSE.name}
          </a>
          . They carry no personal data: no author, no address, and an e-mail address typed into a
          complaint is replaced by <code className={code}>[email removed]</code> (unless it is at
          the company's own domain), as on every page and in the API. Statuses and counts are as
          they were when the file was last written; a complaint removed or edited since is corrected
          at the next export (see Corrections below); the{" "}
          <a className="text-brand-700 underline" href="/developers">
            public API
          </a>{" "}
          has them as they are now.
        </p>
      </header>

      <section aria-labelledby="files" className="space-y-3">
        <h2 id="files" className="text-2xl font-semibold">
          Files
        </h2>
        {files.length === 0 ? (
          <p className="text-neutral-700">
            The first files are written the morning after the first day with complaints.
          </p>
        ) : (
          <ScrollTable
            label="Files"
            columns={[
              { name: "File" },
              { name: "Covers" },
              { name: "Complaints", end: true },
              { name: "Size", end: true },
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
                  {file.firstDay ? file.firstDay : `Everything up to ${file.lastDay}`}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{file.rows}</td>
                <td className="py-1.5 text-right tabular-nums">{size(file.bytes)}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </section>

      <CorrectionsLog notes={corrections} />

      <section aria-labelledby="dictionary" className="space-y-3">
        <h2 id="dictionary" className="text-2xl font-semibold">
          Data dictionary
        </h2>
        <p className="text-neutral-800">
          CSV files (text/csv: UTF-8, RFC 4180, comma-separated, CRLF line ends) open with this
          header row; each JSON Lines file (application/jsonl) has one object per line with the same
          keys. Empty CSV fields are null in JSON. A text that starts with{" "}
          <code className={code}>=</code>, <code className={code}>+</code>,{" "}
          <code className={code}>-</code> or <code className={code}>@</code> has an apostrophe put
          before it in CSV, so a spreadsheet shows it instead of running it.
        </p>
        <pre
          className="whitespace-pre-wrap break-all rounded-md bg-neutral-100 p-3 text-xs"
          data-testid="csv-header"
        >
          {OPEN_DATA_COLUMNS.map((column) => column.name).join(",")}
        </pre>
        <ScrollTable
          label="Columns"
          columns={[{ name: "Column" }, { name: "Type" }, { name: "Meaning" }]}
        >
          {OPEN_DATA_COLUMNS.map((column) => (
            <tr key={column.name}>
              <th scope="row" className="py-1.5 pr-3 text-left font-mono font-normal">
                {column.name}
              </th>
              <td className="py-1.5 pr-3 text-neutral-700">{column.type}</td>
              <td className="py-1.5 text-neutral-700">{column.about}</td>
            </tr>
          ))}
        </ScrollTable>
      </section>
    </main>
  );
}
