import type { AuthorClocks } from "@worker/services/complaints/clocks";
import type { LettersPanelData } from "@worker/services/letters/letters";
import { CalendarClock, CalendarPlus, FileText } from "lucide-react";
import { useFetcher } from "react-router";
import { ClockFields } from "~/components/complaint/clock-fields";
import { usePageMessages } from "~/i18n/page-messages";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import { useActionToast } from "~/lib/use-action-toast";
import type { ComplaintPageAnswer } from "./route";

/**
 * The statutory clocks of a complaint, for its author only (decision 044): the next
 * deadline first with what to do before it, each with its law, source, checked day and whether
 * it was verified against the law's own text; the calendar file; and the plain form to change
 * the three answers (works without scripts).
 */
export function ClocksPanel({
  clocks,
  letters,
}: {
  clocks: AuthorClocks;
  letters: LettersPanelData | null;
}) {
  const { t, date } = usePageMessages("complaint");
  const answered =
    clocks.answers.problem !== null ||
    clocks.answers.payment !== null ||
    clocks.answers.purchaseDate !== null;
  const day = (ymd: string) =>
    date(Date.parse(`${ymd}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const ahead = clocks.clocks.filter((clock) => !clock.passed);
  return (
    <section
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "clocks-panel" }}
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
      aria-labelledby="clocks-heading"
      data-testid="clocks-panel"
    >
      <h2 id="clocks-heading" className="flex items-center gap-2 font-semibold">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t("clocks.heading")}
      </h2>
      <p className="text-neutral-600">{t("clocks.private")}</p>
      {clocks.clocks.length === 0 ? (
        <p className="text-neutral-700">{answered ? t("clocks.none") : t("clocks.askAnswers")}</p>
      ) : (
        <>
          <p className="text-neutral-700">{t("clocks.intro")}</p>
          <ol className="space-y-2" data-testid="clocks">
            {clocks.clocks.map((clock, index) => (
              <li
                key={`${clock.id}:${clock.deadline}`}
                className={`rounded-lg border p-3 ${clock.passed ? "border-neutral-200 text-neutral-500" : index === 0 ? "border-brand-300 bg-brand-50" : "border-neutral-200"}`}
                data-testid="clock"
                data-rule={clock.id}
                data-deadline={clock.deadline}
              >
                {index === 0 && !clock.passed ? (
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                    {t("clocks.next")}
                  </p>
                ) : null}
                <p className="font-medium">
                  <time dateTime={clock.deadline}>{day(clock.deadline)}</time>
                  {clock.passed ? ` (${t("clocks.passed")})` : ""}
                  {": "}
                  {t(`clocks.rule.${clock.id}.title`)}
                </p>
                {clock.passed ? null : <p>{t(`clocks.rule.${clock.id}.do`)}</p>}
                <p className="text-xs text-neutral-600">
                  <a href={clock.source} rel="noopener" className="underline underline-offset-2">
                    {t("clocks.source", { law: clock.law, date: day(clock.checked) })}
                  </a>
                  {clock.verified ? null : (
                    <>
                      {" "}
                      <strong>{t("clocks.unverified")}</strong>
                    </>
                  )}
                </p>
              </li>
            ))}
          </ol>
          {ahead.length > 0 ? (
            <p>
              <a
                href={`/complaint/${clocks.complaintId}/deadlines.ics`}
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
                data-testid="clocks-calendar"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t("clocks.calendar")}
              </a>
            </p>
          ) : null}
        </>
      )}
      {letters ? <LettersPanel letters={letters} /> : null}
      <ClocksForm clocks={clocks} />
    </section>
  );
}

/**
 * The letter before action and the card-dispute kit (decision 047): links to the
 * printable pages (no script), and the plain form that asks UCK to mail the letter once.
 */
function LettersPanel({ letters }: { letters: LettersPanelData }) {
  const { t, date } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  useActionToast(fetcher, undefined, t);
  const company = letters.company;
  const day = (ymd: string) =>
    date(Date.parse(`${ymd}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  const ready = letters.problem && letters.place;
  return (
    <div className="space-y-2 rounded-lg border border-neutral-200 p-3" data-testid="letters-panel">
      <h3 className="flex items-center gap-2 font-semibold">
        <FileText aria-hidden="true" className="size-4" />
        {t("letters.heading")}
      </h3>
      <p className="text-neutral-700">{t("letters.panelIntro", { company })}</p>
      {!letters.problem ? <p>{t("letters.askProblem")}</p> : null}
      {letters.problem && !letters.place ? <p>{t("letters.noPlace")}</p> : null}
      <ul className="space-y-1">
        {ready ? (
          <li>
            <a
              href={`/complaint/${letters.complaintId}/letter`}
              className="font-medium text-brand-700 underline underline-offset-2"
              data-testid="letter-link"
            >
              {t("letters.open")}
            </a>
          </li>
        ) : null}
        {letters.card ? (
          <li>
            <a
              href={`/complaint/${letters.complaintId}/card-kit`}
              className="font-medium text-brand-700 underline underline-offset-2"
              data-testid="card-kit-link"
            >
              {t("letters.kit")}
            </a>
          </li>
        ) : null}
      </ul>
      {letters.sentAt !== null ? (
        <p data-testid="letter-sent">
          {t("letters.sent", {
            company,
            day: date(letters.sentAt, { dateStyle: "long", timeZone: "UTC" }),
            deadline: letters.deadline ? day(letters.deadline) : "",
          })}
        </p>
      ) : ready ? (
        <fetcher.Form method="post" className="space-y-1">
          <input type="hidden" name="intent" value="send-letter" />
          <p className="text-xs text-neutral-600">{t("letters.sendHint", { company })}</p>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-700 disabled:opacity-60"
            data-testid="send-letter"
          >
            {fetcher.state !== "idle" ? t("letters.sending") : t("letters.send", { company })}
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

function ClocksForm({ clocks }: { clocks: AuthorClocks }) {
  const { t } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  useActionToast(fetcher, undefined, t);
  return (
    <details
      className="rounded-lg border border-neutral-200 p-3"
      data-testid="clocks-form"
      open={clocks.clocks.length === 0 ? true : undefined}
    >
      <summary className="cursor-pointer font-medium">{t("clocks.edit")}</summary>
      <fetcher.Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="clocks" />
        <ClockFields
          values={{
            problem: clocks.answers.problem ?? "",
            payment: clocks.answers.payment ?? "",
            purchaseDate: clocks.answers.purchaseDate ?? "",
          }}
          idPrefix="clocks"
        />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? t("clocks.saving") : t("clocks.save")}
        </button>
      </fetcher.Form>
    </details>
  );
}
