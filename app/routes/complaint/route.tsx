import { APPEAL_TEXT_MAX } from "@shared/removals";
import type { RemovalStub } from "@worker/services/admin/removals";
import { ArrowLeft, ShieldCheck, ShieldX } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { ComplaintCard } from "~/components/complaint/complaint-card";
import { SameProblemGroup } from "~/components/complaint/same-problem-group";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PageHeading } from "~/components/shell/page-heading";
import { BackLink } from "~/components/static/back-button";
import { Textarea } from "~/components/ui/input";
import { COMMENT_FAILED, COMMENT_UCK_FAILED, SIGN_IN_TO_COMMENT } from "~/i18n/complaint-toasts";
import { type PageI18n, usePageMessages } from "~/i18n/page-messages";
import { type Answer, signedInAction } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { unpackCard } from "~/lib/card-wire";
import { lazyAfterServer } from "~/lib/lazy-after-server";
import { errorTitle, pageMeta, publicOrigin } from "~/lib/meta";
import { complaintPageMeta } from "~/lib/structured-data";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/route";
import { complaintAction } from "./action.server";
import { Comments } from "./comments";
import { EscalationOutcomeNote } from "./escalation-outcome";
import { EscalationPanel, ResolutionSought } from "./escalation-panel";
import { FloodNote } from "./flood-note";
import { OutcomeRating } from "./outcome-rating";
import { loadComplaintPage, type RemovedWords } from "./page.server";
import { SentToCompany } from "./sent-to-company";

/** What only the complainant's own page shows: chunks nobody else loads (decision 059). */
const NameChoice = lazyAfterServer("name-choice", () =>
  import("./name-choice").then((module) => ({ default: module.NameChoice })),
);
const ClocksPanel = lazyAfterServer("clocks-panel", () =>
  import("./clocks-panel").then((module) => ({ default: module.ClocksPanel })),
);

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return errorTitle(matches, "meta.complaintNotFound");
  if ("removal" in loaded) {
    return [
      ...errorTitle(matches, "meta.complaintRemoved"),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(
    matches,
    complaintPageMeta(unpackCard(loaded.complaint), loaded.executive, publicOrigin(matches)),
  );
};

export const handle = { title: "Complaint Details", titleKey: "complaint.heading" };

/** The complaint, its stub after a moderator's removal (410), or 404 (complaint/page.server.ts). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadComplaintPage({ params, context });
}

const commentFailure = (intent: string) =>
  intent === "comment-uck" ? COMMENT_UCK_FAILED : COMMENT_FAILED;

/**
 * The complaint page's action answer (an appeal, a resolution, a comment, a comment's uck): a
 * comment's uck brings its new count.
 */
export type ComplaintPageAnswer = Answer<{ count: number }>;

/**
 * Appeals, resolutions, comments and comment ucks (complaint/action.server.ts). A write that
 * fails (D1 down) is logged and answered with the spec's toast (a comment) or a failure the
 * button undoes with a toast (a comment uck).
 */
export const action = signedInAction<Route.ActionArgs, { count: number }>(
  {
    name: "comment_action",
    failure: commentFailure,
    signIn: SIGN_IN_TO_COMMENT,
  },
  complaintAction,
);

/** A request that never reaches the server answers like a failure: the page stays. */
export const clientAction = keepPageOnFailure<typeof action>(commentFailure);

export default function ComplaintDetail({ loaderData }: Route.ComponentProps) {
  if ("removal" in loaderData) {
    return <RemovedStub removal={loaderData.removal} complaintId={loaderData.complaintId} />;
  }
  return <ComplaintPage page={loaderData} />;
}

type PageData = Exclude<Route.ComponentProps["loaderData"], { removal: RemovalStub }>;

/** shared/removals.ts `appealLine` in the page's language. */
function useAppealLine() {
  const { t } = usePageMessages("complaint");
  return (state: RemovalStub["appealState"], note: string | null) => appealLine(t, state, note);
}

function appealLine(
  t: PageI18n<"complaint">["t"],
  state: RemovalStub["appealState"],
  note: string | null,
) {
  switch (state) {
    case null:
      return t("appeal.none");
    case "pending":
      return t("appeal.pending");
    case "upheld":
      return note ? t("appeal.upheldNote", { note }) : t("appeal.upheld");
    case "rejected":
      return note ? t("appeal.rejectedNote", { note }) : t("appeal.rejected");
  }
}

function ComplaintPage({ page }: { page: PageData }) {
  const { comments, moderation, reach, escalation, now, group, restored } = page;
  const complaint = unpackCard(page.complaint);
  const { t, plural, date } = usePageMessages("complaint");
  const appeal = useAppealLine();
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6">
      <header className="flex items-center gap-3">
        {/* Without JavaScript, or opened from elsewhere, a link to the list of complaints. */}
        <BackLink
          label={t("complaint.back")}
          className="flex size-11 items-center justify-center rounded-full hover:bg-neutral-100"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </BackLink>
        <PageHeading className="text-xl font-bold">{t("complaint.heading")}</PageHeading>
      </header>
      {page.inReview ? <FloodNote /> : null}
      {page.archived ? (
        <p
          className="rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
          data-testid="archived-note"
        >
          {t("archived.note", { year: new Date(complaint.createdAt).getUTCFullYear() })}
        </p>
      ) : null}
      <ComplaintCard key={complaint.id} complaint={complaint} now={now} detail />
      <OutcomeRating
        verdict={complaint.verdict}
        company={complaint.company.name}
        score={complaint.score}
        wouldReturn={complaint.wouldReturn}
      />
      {group ? (
        <SameProblemGroup group={group}>
          <p className="text-xs text-neutral-600">{t("complaint.groupNote")}</p>
        </SameProblemGroup>
      ) : null}
      {reach ? (
        <SentToCompany
          reach={reach}
          company={complaint.company.name}
          slug={complaint.company.slug}
        />
      ) : null}
      {page.mine ? (
        <ChunkBoundary failed={<p role="alert">{t("complaint.toolsFailed")}</p>}>
          <NameChoice hidden={complaint.nameHidden} />
        </ChunkBoundary>
      ) : null}
      <ResolutionSought complaint={complaint} />
      {escalation ? (
        <EscalationPanel complaint={complaint} escalation={escalation} reach={reach} now={now} />
      ) : null}
      {page.clocks ? (
        <ChunkBoundary failed={<p role="alert">{t("complaint.toolsFailed")}</p>}>
          <ClocksPanel clocks={page.clocks} letters={page.letters} />
        </ChunkBoundary>
      ) : null}
      <EscalationOutcomeNote complaint={complaint} link={page.outcomeLink} />
      {moderation?.outcome === "kept" ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
          data-testid="moderation-note"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {plural("complaint.moderationKept", moderation.reportCount, {
            date: date(new Date(moderation.decidedAt), { dateStyle: "medium" }),
          })}
        </p>
      ) : null}
      {restored ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
          data-testid="restored-note"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span>
            {t("complaint.restored", {
              date: date(new Date(restored.removedAt), { dateStyle: "medium" }),
              reason: restored.reason,
              appeal: appeal("upheld", restored.note),
            })}
          </span>
        </p>
      ) : null}
      <Comments
        archived={page.archived}
        comments={comments}
        now={now}
        complaintId={complaint.id}
        authorId={complaint.author.id}
      />
      <p className="text-center text-sm">
        <Link to="/" className="text-brand-600 hover:underline">
          {t("complaint.backToAll")}
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 410: (error) => <ComplaintRemoved words={removedWords(error.data)} /> }}
      message="This complaint could not be loaded. Please try again."
    />
  );
}

const REMOVED_ENGLISH: RemovedWords = {
  heading: "Complaint removed",
  text: "UCK moderators removed this complaint after it was reported, because it broke the {agreement}.",
  agreement: "User Agreement",
  back: "Back to all complaints",
};

function removedWords(data: unknown): RemovedWords {
  const words = (data as { words?: Partial<RemovedWords> } | null)?.words;
  return { ...REMOVED_ENGLISH, ...words };
}

function ComplaintRemoved({ words }: { words: RemovedWords }) {
  // The link sits where each language's sentence puts it.
  const [before, after = ""] = words.text.split("{agreement}");
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-neutral-500" />
      <h1 className="text-xl font-bold">{words.heading}</h1>
      <p data-testid="moderation-removed" className="text-neutral-700">
        {before}
        <Link to="/user-agreement" className="text-brand-600 underline">
          {words.agreement}
        </Link>
        {after}
      </p>
      <Link to="/" className="inline-block text-sm text-brand-600 hover:underline">
        {words.back}
      </Link>
    </main>
  );
}

/** A moderator's removal: the public stub, and the author's one appeal (decision 033). */
function RemovedStub({ removal, complaintId }: { removal: RemovalStub; complaintId: string }) {
  const { t, date } = usePageMessages("complaint");
  const appeal = useAppealLine();
  const fetcher = useFetcher<Answer>();
  // The action says the appeal's answers in the page's language; a lost request's failure too.
  useActionToast(fetcher, undefined, t);
  const sent = fetcher.data?.ok === true;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16">
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-neutral-500" />
      <h1 className="text-center text-xl font-bold">{t("complaint.removed")}</h1>
      <div data-testid="removal-stub" className="space-y-2 text-neutral-700">
        <p>
          {t("complaint.removedOn", {
            date: date(new Date(removal.removedAt), { dateStyle: "medium" }),
            reason: removal.reason,
          })}
        </p>
        <p data-testid="appeal-state">
          {sent ? appeal("pending", null) : appeal(removal.appealState, removal.appealNote)}
        </p>
      </div>
      {removal.canAppeal && !sent ? (
        <fetcher.Form
          method="post"
          action={`/complaint/${complaintId}`}
          className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4"
        >
          <input type="hidden" name="intent" value="appeal" />
          <label htmlFor="appeal-text" className="block text-sm font-medium">
            {t("complaint.appealLabel")}
          </label>
          <p className="text-xs text-neutral-600">{t("complaint.appealHint")}</p>
          <Textarea
            id="appeal-text"
            name="appeal"
            required
            rows={4}
            maxLength={APPEAL_TEXT_MAX}
            pad="area"
            className="text-sm"
          />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
          >
            {t("complaint.sendAppeal")}
          </button>
        </fetcher.Form>
      ) : null}
      <p className="text-center">
        <Link to="/guarantees" className="text-sm text-brand-600 hover:underline">
          {t("complaint.promises")}
        </Link>
        {" · "}
        <Link to="/" className="text-sm text-brand-600 hover:underline">
          {t("complaint.backToAll")}
        </Link>
      </p>
    </main>
  );
}
