import { OUTCOME_PDF_MAX_BYTES, outcomeState } from "@shared/escalation-outcome";
import type { Locale } from "@shared/i18n";
import { companyMembers } from "@worker/db/schema";
import {
  confirmByMember,
  decideBySuperadmin,
  type OutcomeRefusal,
  outcomeSide,
  readOutcomeForm,
  recordOutcome,
  recordRefusal,
  SUPERADMIN_OUTCOME_DECISIONS,
} from "@worker/services/escalation/outcomes";
import {
  discardEvidence,
  noFileChosen,
  storeOutcomeEvidence,
} from "@worker/storage/extortion-attachments";
import { and, eq } from "drizzle-orm";
import { Scale } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { sayRefusal } from "~/i18n/refusals.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.outcome";
import { ConfirmOutcomeForm, OutcomeDecision, RecordOutcomeForm } from "./complaint/outcome-forms";
import { ComplaintQuote, PageRefusal } from "./complaint/private-page";
import { NO_STORE, userOrSignIn } from "./complaint/private-page.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["outcomes.metaTitle"] ?? SITE_NAME,
    description: wordsOf(loaded?.pageMessages)["outcomes.metaTitle"] ?? SITE_NAME,
    path: `/complaint/${params.id}/outcome`,
    noindex: true,
  });

const said = (locale: Locale, refusal: OutcomeRefusal) => sayRefusal(locale, refusal.words);

type Role = "author" | "member" | "superadmin" | null;

/**
 * What happened after escalation (decision 046): the complainant of an escalated or
 * disputed complaint records the outcome, its amount, day and evidence (a picture or a PDF, kept
 * private); a member of the company confirms it; a superadmin checks the evidence. Plain forms,
 * so it works without scripts. Nobody else sees this page (the outcome itself is on the
 * complaint, for everyone).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = userOrSignIn(request, context.user);
  const side = await outcomeSide(context.db, params.id);
  const role = await roleOf(context, side, user);
  const status = !side ? 404 : role ? 200 : 403;
  return data(
    {
      complaintId: params.id,
      role,
      side:
        side && role
          ? {
              companyName: side.companyName,
              complaintText: side.complaintText,
              eligible: side.eligible,
              current: side.current,
              earlier: side.earlier,
            }
          : null,
      companyName: side?.companyName ?? "",
      pageMessages: pageMessages("outcomes", context.locale),
    },
    { status, headers: NO_STORE },
  );
}

async function roleOf(
  context: Route.LoaderArgs["context"],
  side: Awaited<ReturnType<typeof outcomeSide>>,
  user: { id: string; role?: string | null },
): Promise<Role> {
  if (!side) return null;
  if (side.authorId === user.id) return "author";
  if (user.role === "superadmin") return "superadmin";
  const [member] = await context.db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, side.companyId), eq(companyMembers.userId, user.id)))
    .limit(1);
  return member ? "member" : null;
}

type Draft = { outcome: string; amount: string; currency: string; occurredOn: string };
type OutcomeAnswer = { error: string; draft?: Draft };

const draftOf = (form: FormData): Draft => ({
  outcome: String(form.get("outcome") ?? ""),
  amount: String(form.get("amount") ?? ""),
  currency: String(form.get("currency") ?? ""),
  occurredOn: String(form.get("occurredOn") ?? ""),
});

/**
 * `record` (the complainant: checked fields, then the evidence stored privately, then the row;
 * a refused row removes the stored file), `confirm` (a member of the company) and `decide` (a
 * superadmin: verify, approve or refuse). Each answers by going back to this page.
 */
export const action = (args: Route.ActionArgs) => {
  const { locale } = args.context;
  const words = sectionWords("outcomes", locale);
  return signedInAction<Route.ActionArgs, OutcomeAnswer>(
    {
      name: "escalation_outcome",
      inline: true,
      failure: GENERIC_FAILED_LINE,
      signIn: { title: words["outcomes.signIn"] },
      keep: (form) => ({ draft: draftOf(form) }),
    },
    async ({ form, fields, intent, user, now }, { params, context }) => {
      const draft = draftOf(form);
      const no = (code: Parameters<typeof refuse>[1], error: string) =>
        refuse(intent, code, undefined, { error, draft }, NO_STORE);
      const back = (title: string, description: string) => {
        throw redirect(`/complaint/${params.id}/outcome`, {
          headers: {
            "Set-Cookie": context.flashCookie({ kind: "success", title, description }),
          },
        });
      };
      if (intent === "confirm") {
        const result = await confirmByMember(context.db, user.id, fields.outcomeId ?? "", now);
        if (!result.ok) return no(result.code, said(locale, result));
        return back(words["outcomes.confirmed"], words["outcomes.confirmedText"]);
      }
      if (intent === "decide") {
        if (user.role !== "superadmin") return no("forbidden", words["outcomes.notAllowed"]);
        const decision = SUPERADMIN_OUTCOME_DECISIONS.find((d) => d === fields.decision);
        if (!decision) return no("invalid", words["outcomes.notAllowed"]);
        const result = await decideBySuperadmin(
          context.db,
          user.id,
          fields.outcomeId ?? "",
          decision,
          now,
        );
        if (!result.ok) return no(result.code, said(locale, result));
        return back(words["outcomes.decided"], words["outcomes.decided"]);
      }
      if (intent !== "record") return no("invalid", words["outcomes.notAllowed"]);
      const read = readOutcomeForm(fields, now);
      if (!read.ok) return no("invalid", words[`outcomes.problem.${read.problem}`]);
      const refused = recordRefusal(await outcomeSide(context.db, params.id), user.id);
      if (refused) return no(refused.code, said(locale, refused));
      const file = form.get("evidence");
      let evidence: { key: string; type: "image" | "pdf" } | null = null;
      if (!noFileChosen(file)) {
        if (!(file instanceof File)) return no("invalid", words["outcomes.problem.file"]);
        const stored = await storeOutcomeEvidence(
          context.buckets.complaintImages,
          file,
          OUTCOME_PDF_MAX_BYTES,
        );
        if (!stored.ok) return no(stored.code, words["outcomes.problem.file"]);
        evidence = { key: stored.key, type: stored.type };
      }
      const result = await recordOutcome(
        context.postbox,
        user.id,
        params.id,
        read.input,
        evidence,
        now,
      );
      if (!result.ok) {
        await discardEvidence(context.buckets.complaintImages, evidence?.key);
        return no(result.code, said(locale, result));
      }
      return back(words["outcomes.saved"], words["outcomes.savedText"]);
    },
  )(args);
};

const STATE_KEY = {
  reported: "outcomes.state.reported",
  counts: "outcomes.state.counts",
  review: "outcomes.state.review",
  refused: "outcomes.state.refused",
  notCounted: "outcomes.state.notCounted",
} as const;

export default function OutcomePage({ loaderData, actionData }: Route.ComponentProps) {
  const { side, role, complaintId, companyName } = loaderData;
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  const draft = actionData && !actionData.ok ? actionData.draft : undefined;
  const { t, money, date } = usePageMessages("outcomes");
  const company = companyName;
  const day = (iso: string) =>
    date(Date.parse(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const current = side?.current ?? null;
  const errorLine = error ? (
    <p
      id="outcome-error"
      role="alert"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      data-testid="outcome-error"
    >
      {error}
      {draft && role === "author" ? ` ${t("outcomes.kept")}` : null}
    </p>
  ) : null;
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Scale aria-hidden="true" className="size-6 text-brand-700" /> {t("outcomes.heading")}
      </h1>
      {!side || !role ? (
        <PageRefusal>{t("outcomes.notAllowed", { company })}</PageRefusal>
      ) : (
        <>
          <ComplaintQuote text={side.complaintText} />
          {current ? (
            <section className="space-y-1 text-sm" data-testid="outcome-current">
              <p className="font-medium">
                {t("outcomes.current", {
                  outcome: t(`outcomes.o.${current.outcome}`),
                  date: day(current.occurredOn),
                })}
              </p>
              {current.amountMinor !== null && current.currency ? (
                <p>
                  {t("outcomes.amount", { amount: money(current.amountMinor, current.currency) })}
                </p>
              ) : null}
              <p className="text-neutral-700" data-testid="outcome-state">
                {t(STATE_KEY[outcomeState(current)])}
              </p>
            </section>
          ) : null}
          {side.earlier.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-neutral-700">{t("outcomes.earlier")}</summary>
              <ul className="mt-1 space-y-0.5">
                {side.earlier.map((row) => (
                  <li key={row.createdAt}>
                    {t("outcomes.earlierItem", {
                      outcome: t(`outcomes.o.${row.outcome}`),
                      date: day(row.occurredOn),
                    })}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {role === "author" && !side.eligible ? (
            <p className="text-sm text-neutral-700">{t("outcomes.notYetEligible", { company })}</p>
          ) : null}
          {role === "author" && side.eligible ? (
            <RecordOutcomeForm
              current={current}
              draft={draft}
              company={company}
              errorLine={errorLine}
            />
          ) : null}
          {role === "member" &&
          current &&
          !current.verifiedVia &&
          current.outcome !== "nothing_yet" ? (
            <ConfirmOutcomeForm current={current} company={company} errorLine={errorLine} />
          ) : null}
          {role === "superadmin" && current && current.outcome !== "nothing_yet" ? (
            <OutcomeDecision current={current} errorLine={errorLine} />
          ) : null}
        </>
      )}
      <p className="text-sm">
        <Link to={`/complaint/${complaintId}`} className="text-brand-600 hover:underline">
          {t("outcomes.back")}
        </Link>
      </p>
    </main>
  );
}
