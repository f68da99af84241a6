import { GENERIC_FAILURE } from "@shared/failure-text";
import { APPEAL_TEXT_MAX, AppealTextSchema, appealLine } from "@shared/removals";
import { appealRemoval } from "@worker/services/admin/appeals";
import { getRemovalStub, type RemovalStub } from "@worker/services/admin/removals";
import { inOpenWindow } from "@worker/services/companies/flood-page";
import {
  CommentTextSchema,
  postComment,
  toggleCommentUck,
} from "@worker/services/complaints/comments";
import { getComplaintPage, getRemoval } from "@worker/services/complaints/detail";
import { actorAddress } from "@worker/services/complaints/ranking";
import { ResolutionFormSchema, updateResolution } from "@worker/services/complaints/resolution";
import { decimalOf, fileFacts, fileVenue } from "@worker/services/escalation/file";
import { reachStatus } from "@worker/services/outreach/status";
import { ArrowLeft, ShieldCheck, ShieldX } from "lucide-react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import { z } from "zod";
import { Comments } from "~/components/complaint/comments";
import { ComplaintCard } from "~/components/complaint/complaint-card";
import { EscalationPanel, ResolutionSought } from "~/components/complaint/escalation-panel";
import { FloodNote } from "~/components/complaint/flood-note";
import { OutcomeRating } from "~/components/complaint/outcome-rating";
import { SameProblemGroup } from "~/components/complaint/same-problem-group";
import { SentToCompany } from "~/components/complaint/sent-to-company";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PageHeading } from "~/components/shell/page-heading";
import { useI18n } from "~/i18n/i18n";
import { type Answer, refuse, signedInAction, succeed } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { pageMeta, publicOrigin } from "~/lib/meta";
import { complaintPageMeta } from "~/lib/structured-data";
import { useActionToast } from "~/lib/use-action-toast";
import type { Route } from "./+types/complaint.$id";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: "Complaint not found · UCK" }];
  if ("removal" in loaded)
    return [{ title: "Complaint removed · UCK" }, { name: "robots", content: "noindex" }];
  return pageMeta(
    matches,
    complaintPageMeta(loaded.complaint, loaded.executive, publicOrigin(matches)),
  );
};

export const handle = { title: "Complaint Details" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewerId = context.user?.id ?? null;
  const now = Date.now();
  const page = await getComplaintPage(context.db, params.id, viewerId, now);
  if (!page) {
    // A moderator's removal leaves a stub (issue 37): 410 Gone, as the complaint is, with a
    // page that still says why and where its appeal stands, and takes the author's appeal.
    const stub = await getRemovalStub(context.db, params.id, viewerId);
    if (stub) {
      return data(
        { removal: stub, complaintId: params.id },
        { status: 410, headers: { "Cache-Control": "no-store" } },
      );
    }
    // Removed before stubs had reasons (migration 0022): the old words.
    const removal = await getRemoval(context.db, params.id);
    if (removal) throw data({ removedAt: removal.decidedAt.getTime() }, { status: 410 });
    throw data(null, { status: 404 });
  }
  // Comments are read in the card's D1 round trip (docs/performance.md#the-budget: few round trips per page), so
  // they are in the document itself: readable without JavaScript, never a "Loading comments…"
  // block streamed in later (which only a script could reveal).
  const { reachFacts, ...rest } = page;
  const reach = reachFacts ? reachStatus(reachFacts, context.config, now) : null;
  const mine = viewerId !== null && page.complaint.author.id === viewerId;
  // The file and its venue: for the complainant always, for everyone once it escalated.
  const [facts, inReview] = await Promise.all([
    mine || page.complaint.status === "escalated" ? fileFacts(context.db, params.id) : null,
    // Filed inside an open window of unusual activity (docs/decisions/031): the page says so.
    inOpenWindow(context.db, params.id),
  ]);
  const choice = facts ? fileVenue(facts, now) : null;
  const escalation = facts
    ? {
        mine,
        venue: choice
          ? {
              name: choice.venue.name,
              url: choice.venue.url,
              reason: choice.reason,
              from: choice.from,
              byMail: Boolean(context.config.venueMailboxes[choice.venue.id]),
            }
          : null,
        sendToVenue: facts.row.sendToVenue,
        sending: facts.row.authorityVenue !== null && facts.row.authoritySentAt === null,
        // The form's values as the complainant typed them (the card shows the public copy).
        form: {
          resolutionSought: mine ? (facts.row.resolutionSought ?? "") : "",
          disputeAmount:
            mine && facts.row.disputeMinor !== null && facts.row.disputeCurrency
              ? decimalOf(facts.row.disputeMinor, facts.row.disputeCurrency)
              : "",
          disputeCurrency: mine ? (facts.row.disputeCurrency ?? "") : "",
        },
      }
    : null;
  return { ...rest, reach, escalation, inReview, now };
}

const CommentActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("appeal"), appeal: AppealTextSchema }),
  z.object({ intent: z.literal("resolution"), ...ResolutionFormSchema.shape }),
  z.object({ intent: z.literal("comment"), text: CommentTextSchema }),
  z.object({
    intent: z.literal("comment-uck"),
    commentId: z.string().min(1).max(64),
    uck: z.enum(["0", "1"]),
  }),
]);

const COMMENT_FAILED = { title: "Error", description: "Failed to post comment. Please try again." };
// The spec has no words for a comment uck that failed: the button goes back and says why.
const COMMENT_UCK_FAILED = { title: "Error", description: GENERIC_FAILURE };
const commentFailure = (intent: string) =>
  intent === "comment-uck" ? COMMENT_UCK_FAILED : COMMENT_FAILED;

/**
 * Comments and comment ucks. A write that fails (D1 down) is logged and answered with the
 * spec's toast (a comment) or a failure the button undoes with a toast (a comment uck).
 */
/** A comment action's answer: an uck of a comment brings its new count. */
export type CommentActionResult = Answer<{ count: number }>;

export const action = signedInAction<Route.ActionArgs, { count: number }>(
  {
    name: "comment_action",
    failure: commentFailure,
    signIn: { title: "Error", description: "Please sign in to comment." },
  },
  async ({ fields, user, now }, { params, context }) => {
    const parsed = CommentActionSchema.safeParse(fields);
    if (!parsed.success) {
      const description = parsed.error.issues[0]?.message ?? COMMENT_FAILED.description;
      return refuse("comment", "invalid", { title: "Error", description });
    }
    if (parsed.data.intent === "appeal") {
      const result = await appealRemoval(context.db, user.id, params.id, parsed.data.appeal, now);
      return result.ok
        ? succeed("appeal", result.toast)
        : refuse("appeal", result.code, result.toast);
    }
    if (parsed.data.intent === "resolution") {
      const { intent: _intent, ...fields } = parsed.data;
      const result = await updateResolution(context.db, params.id, user.id, fields, now);
      return result.ok
        ? succeed("resolution", {
            title: "Saved",
            description: "What would resolve your complaint is on it and in its file.",
          })
        : refuse("resolution", result.code, { title: "Error", description: result.problem });
    }
    if (parsed.data.intent === "comment") {
      const result = await postComment(
        context.postbox,
        params.id,
        user.id,
        parsed.data.text,
        now,
        actorAddress(context.config.addressHashKey, context.clientIp),
      );
      if (result.ok) {
        return succeed("comment", {
          title: "Comment posted",
          description: "Your comment has been added to the complaint.",
        });
      }
      return result.code === "rate_limited"
        ? refuse("comment", "rate_limited", { title: "Error", description: result.message })
        : refuse("comment", "not_found", COMMENT_FAILED);
    }
    const result = await toggleCommentUck(
      context.db,
      parsed.data.commentId,
      user.id,
      parsed.data.uck === "1",
      now,
      params.id,
    );
    if (!result.ok || result.complaintId !== params.id) return refuse("comment-uck", "not_found");
    return succeed("comment-uck", undefined, { count: result.count });
  },
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

function ComplaintPage({ page }: { page: PageData }) {
  const navigate = useNavigate();
  const { complaint, comments, moderation, reach, escalation, now, group, restored } = page;
  const { date } = useI18n();
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6">
      <header className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-full p-1.5 hover:bg-neutral-100"
          aria-label="Back"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <PageHeading className="text-xl font-bold">Complaint Details</PageHeading>
      </header>
      {page.inReview ? <FloodNote /> : null}
      <ComplaintCard key={complaint.id} complaint={complaint} now={now} detail />
      <OutcomeRating isSatisfied={complaint.isSatisfied} />
      {group ? (
        <SameProblemGroup group={group}>
          <p className="text-xs text-neutral-600">
            Each complaint in the group stays its own, with its own 48-hour clock, answers and
            status.
          </p>
        </SameProblemGroup>
      ) : null}
      {reach ? (
        <SentToCompany
          reach={reach}
          company={complaint.company.name}
          slug={complaint.company.slug}
        />
      ) : null}
      <ResolutionSought complaint={complaint} />
      {escalation ? (
        <EscalationPanel complaint={complaint} escalation={escalation} now={now} />
      ) : null}
      {moderation?.outcome === "kept" ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
          data-testid="moderation-note"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          Reviewed by UCK moderators after {moderation.reportCount}{" "}
          {moderation.reportCount === 1 ? "report" : "reports"} on{" "}
          {date(new Date(moderation.decidedAt), { dateStyle: "medium" })}: it keeps to the User
          Agreement and stays up.
        </p>
      ) : null}
      {restored ? (
        <p
          className="flex items-start gap-2 rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
          data-testid="restored-note"
        >
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span>
            A UCK moderator removed this complaint on{" "}
            {date(new Date(restored.removedAt), { dateStyle: "medium" })} (reason: {restored.reason}
            ). Its author appealed and it was restored. {appealLine("upheld", restored.note)}
          </span>
        </p>
      ) : null}
      <Comments
        comments={comments}
        now={now}
        complaintId={complaint.id}
        authorId={complaint.author.id}
      />
      <p className="text-center text-sm">
        <Link to="/" className="text-brand-600 hover:underline">
          Back to all complaints
        </Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 410: () => <ComplaintRemoved /> }}
      message="This complaint could not be loaded. Please try again."
    />
  );
}

function ComplaintRemoved() {
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-neutral-500" />
      <h1 className="text-xl font-bold">Complaint removed</h1>
      <p data-testid="moderation-removed" className="text-neutral-700">
        UCK moderators removed this complaint after it was reported, because it broke the{" "}
        <Link to="/user-agreement" className="text-brand-600 underline">
          User Agreement
        </Link>
        .
      </p>
      <Link to="/" className="inline-block text-sm text-brand-600 hover:underline">
        Back to all complaints
      </Link>
    </main>
  );
}

/** A moderator's removal: the public stub, and the author's one appeal (issue 37). */
function RemovedStub({ removal, complaintId }: { removal: RemovalStub; complaintId: string }) {
  const { date } = useI18n();
  const fetcher = useFetcher<Answer>();
  useActionToast(fetcher);
  const sent = fetcher.data?.ok === true;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-16">
      <ShieldX aria-hidden="true" className="mx-auto size-10 text-neutral-500" />
      <h1 className="text-center text-xl font-bold">Complaint removed</h1>
      <div data-testid="removal-stub" className="space-y-2 text-neutral-700">
        <p>
          This complaint was removed by a moderator on{" "}
          {date(new Date(removal.removedAt), { dateStyle: "medium" })}. Reason: {removal.reason}
        </p>
        <p data-testid="appeal-state">
          {sent ? appealLine("pending", null) : appealLine(removal.appealState, removal.appealNote)}
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
            Appeal this removal
          </label>
          <p className="text-xs text-neutral-600">
            You wrote this complaint, so you can appeal once. A UCK administrator reads it and
            either restores the complaint or keeps it removed; this page shows the decision.
          </p>
          <textarea
            id="appeal-text"
            name="appeal"
            required
            rows={4}
            maxLength={APPEAL_TEXT_MAX}
            className="w-full rounded-md border border-neutral-300 p-2 text-sm"
          />
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
          >
            Send appeal
          </button>
        </fetcher.Form>
      ) : null}
      <p className="text-center">
        <Link to="/guarantees" className="text-sm text-brand-600 hover:underline">
          What UCK promises complainants
        </Link>
        {" · "}
        <Link to="/" className="text-sm text-brand-600 hover:underline">
          Back to all complaints
        </Link>
      </p>
    </main>
  );
}
