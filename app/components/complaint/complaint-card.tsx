import { placeholderImageFor } from "@shared/category-labels";
import { imageSrcSet, sizedImage } from "@shared/image-sizes";
import { VERDICT_CHANGE_MS } from "@shared/response-category";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { MessageCircle, Share2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FoundDemandingPayment, InFloodReview } from "~/components/company/card-flags";
import { EscalatedNotice, EscalationClock, StatusBadge } from "~/components/company/status-badges";
import { showToast } from "~/components/toaster";
import { useI18n } from "~/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { CardHeader } from "./card-header";
import { type CardChange, CardMenu } from "./card-menu";
import { CollapsibleText } from "./collapsible-text";
import { CompanyResponse } from "./company-response";
import { RefundPanel, ResponsePanel } from "./response-panel";
import { responseStatus, StatusIcon } from "./status-icon";
import { UckButton } from "./uck-button";
import { useCardAction } from "./use-card-action";

export { DEFAULT_AUTHOR_NAME } from "./card-header";
export const CARD_TEXT_PREVIEW = 150;
/** Company pages show more of the text before "Read more" (the spec's 200). */
export const COMPANY_CARD_TEXT_PREVIEW = 200;

/**
 * A complaint as a card, the one component every list and the detail page use. `onRemove`
 * lets the list drop it after a delete, or every card of an author after a block.
 */
export function ComplaintCard({
  complaint,
  now,
  detail = false,
  variant = "feed",
  companyActions,
  onRemove,
  priority = false,
}: {
  complaint: ComplaintCardData;
  now: number;
  detail?: boolean;
  /**
   * The first card of a list: above the fold on phones, its photo is usually the page's largest
   * paint, so it loads eagerly with high priority; the others stay lazy (docs/performance.md#the-budget).
   */
  priority?: boolean;
  /**
   * "company" (a company's page): status badges, escalation clock and the 200-character
   * preview, and the author leads instead of the company; "author" (a person's profile): the
   * card does not repeat their avatar and name.
   */
  variant?: "feed" | "company" | "author";
  /** Respond / Mark Resolved for members of the company (company pages). */
  companyActions?: React.ReactNode;
  onRemove?: (change: {
    kind: "deleted" | "muted" | "unfollowed";
    complaint: ComplaintCardData;
  }) => void;
}) {
  const { viewer } = useRootData();
  const { t, plural } = useI18n();
  const navigate = useNavigate();
  // Changes answered in place (save, follow, edit, share) show at once; when the page's data
  // is loaded again (a comment, a response, Mark Resolved), the card shows that fresh truth.
  const [card, setCard] = useState(complaint);
  const [shown, setShown] = useState(complaint);
  if (complaint !== shown) {
    setShown(complaint);
    setCard(complaint);
  }
  // The complainant's Yes / No to the company's response.
  const answered = useRef(false);
  const satisfaction = useCardAction(card.id, () =>
    setCard((c) => ({
      ...c,
      isSatisfied: answered.current,
      verdict: answered.current ? "resolved" : "disputed",
      verdictAt: Date.now(),
      outcome: answered.current ? "confirmed" : "disputed",
      status: answered.current ? "resolved" : c.status === "resolved" ? "in_progress" : c.status,
    })),
  );
  // The complainant's word on the refund: it arrived, or it did not.
  const refundAnswer = useRef<"received" | "not_received">("received");
  const refundAction = useCardAction(card.id, () =>
    setCard((c) => ({
      ...c,
      refund: c.refund ? { ...c.refund, status: refundAnswer.current, overdue: false } : null,
    })),
  );
  const status = responseStatus(card.hasResponse, card.isSatisfied);
  const image = card.imageUrl ?? placeholderImageFor(card.category);
  const isComplainant = viewer?.id === card.author.id;
  // A verdict may be changed for 30 days (decision 041), on the complaint's own page.
  const changeUntil =
    detail && card.verdict !== null && card.verdictAt !== null
      ? card.verdictAt + VERDICT_CHANGE_MS > now
        ? card.verdictAt + VERDICT_CHANGE_MS
        : null
      : null;

  function apply(change: CardChange) {
    if (change.kind === "saved")
      setCard((c) => ({ ...c, viewer: { ...c.viewer, isSaved: change.value } }));
    if (change.kind === "following") {
      setCard((c) => ({ ...c, viewer: { ...c.viewer, followsCompany: change.value } }));
      if (!change.value) onRemove?.({ kind: "unfollowed", complaint: card });
    }
    if (change.kind === "edited")
      setCard((c) => ({ ...c, text: change.text, editedAt: Date.now() }));
    if (change.kind === "shared") setCard((c) => ({ ...c, shareCount: change.count }));
    if (change.kind === "deleted") onRemove?.({ kind: "deleted", complaint: card });
    if (change.kind === "muted") onRemove?.({ kind: "muted", complaint: card });
    if (change.kind === "sign-in") {
      showToast({
        kind: "info",
        title: "Sign in first",
        description: "Saving, following, reporting and blocking need an account.",
        action: { label: "Sign in", onClick: () => navigate("/auth/login") },
      });
    }
  }

  return (
    <article
      // As tall as its own content: in a grid a shorter card ends where it ends, with no blank
      // space inside it (decision 022).
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
      data-testid="complaint-card"
      data-complaint-id={card.id}
      data-author-username={card.author.username ?? undefined}
    >
      <CardHeader
        card={card}
        now={now}
        subject={variant === "feed" ? null : variant}
        menu={<CardMenu card={card} detail={detail} onChange={apply} />}
      />

      {detail ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-800">
          {card.text}
        </p>
      ) : (
        <CollapsibleText
          text={card.text}
          limit={variant === "company" ? COMPANY_CARD_TEXT_PREVIEW : CARD_TEXT_PREVIEW}
        />
      )}

      {card.foundDemandingPayment ? <FoundDemandingPayment /> : null}
      {/* Its own page says so at length (FloodNote); a list says it on the card. */}
      {card.inFloodReview && !detail ? <InFloodReview /> : null}

      {variant === "company" ? (
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={card.status} />
          {card.status === "open" && !card.hasResponse ? (
            <EscalationClock createdAt={card.createdAt} now={now} />
          ) : null}
        </div>
      ) : null}
      {variant === "company" && card.status === "escalated" ? (
        <EscalatedNotice
          complaintId={card.id}
          escalatedAt={card.escalatedAt}
          authoritySentAt={card.authoritySentAt}
          authorityVenueName={card.authorityVenueName}
          unreached={
            card.unreachedReason
              ? { company: card.company.name, reason: card.unreachedReason }
              : null
          }
          now={now}
        />
      ) : null}

      <Link
        to={`/complaint/${card.id}`}
        className="block overflow-hidden rounded-lg bg-neutral-100"
        aria-label={t("card.openDetails")}
      >
        <img
          src={sizedImage(image, 640)}
          srcSet={imageSrcSet(image, [320, 640, 960, 1280])}
          // Columns follow the list's width (decision 022): one up to about 1000 px of window
          // (sidebar open), two to 1280 px, three from there; the detail page is wide.
          sizes={
            detail
              ? "(min-width: 768px) 48rem, 100vw"
              : "(min-width: 1280px) 30vw, (min-width: 1024px) 45vw, (min-width: 768px) 62vw, 100vw"
          }
          alt=""
          width={640}
          height={400}
          loading={detail || priority ? "eager" : "lazy"}
          fetchPriority={detail || priority ? "high" : "auto"}
          // A card crops to its frame; the complaint's own page shows the whole photo (a receipt
          // keeps its top line), at its own proportions, never taller than the window.
          className={
            detail
              ? "mx-auto h-auto max-h-[80vh] w-auto max-w-full object-contain"
              : "aspect-[8/5] w-full object-cover"
          }
        />
      </Link>

      {card.hasResponse && card.response ? (
        <CompanyResponse
          companyName={card.company.name}
          response={card.response}
          responseAt={card.responseAt}
          createdAt={card.createdAt}
          reimbursement={card.reimbursement}
          refund={card.refund}
          category={card.responseCategory}
          now={now}
          expanded={detail}
        />
      ) : null}

      {!isComplainant && card.outcome === "awaiting" ? (
        <ClaimWaiting company={card.company.name} author={card.author.name} />
      ) : null}
      {card.outcome === "closed_unverified" && card.companyResolvedAt ? (
        <ClosedUnverified company={card.company.name} claimedAt={card.companyResolvedAt} />
      ) : null}

      {isComplainant && card.hasResponse && (!card.isSatisfied || changeUntil !== null) ? (
        <ResponsePanel
          complaintId={card.id}
          score={card.score}
          wouldReturn={card.wouldReturn}
          changeUntil={changeUntil}
          Form={satisfaction.Form}
          busy={satisfaction.busy}
          claimedBy={card.outcome === "awaiting" ? card.company.name : null}
          refund={card.refund && card.refund.status !== "received" ? card.refund : null}
          onAnswer={(satisfied) => {
            answered.current = satisfied;
          }}
        />
      ) : null}

      {isComplainant && card.refund && card.refund.status !== "received" ? (
        <RefundPanel
          complaintId={card.id}
          refund={card.refund}
          Form={refundAction.Form}
          busy={refundAction.busy}
          onAnswer={(answer) => {
            refundAnswer.current = answer;
          }}
        />
      ) : null}

      {companyActions}

      <footer className="mt-auto flex items-center gap-2 text-xs text-neutral-600">
        <UckButton
          complaintId={card.id}
          initialCount={card.uckCount}
          initiallyUcked={card.viewer.isUcked}
          allowUndo={detail || variant === "company"}
        />
        <Link
          to={`/complaint/${card.id}`}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 hover:bg-neutral-100"
          aria-label={plural("card.comments", card.commentsCount)}
        >
          <MessageCircle aria-hidden="true" className="size-4" /> {card.commentsCount}
        </Link>
        <span
          className="inline-flex items-center gap-1 px-1"
          title={plural("card.shares", card.shareCount)}
          data-testid="share-count"
        >
          <Share2 aria-hidden="true" className="size-4" />{" "}
          <span className="sr-only">{t("card.sharesLabel")}</span> {card.shareCount}
        </span>
        <span className="ml-auto">
          <StatusIcon status={status} />
        </span>
      </footer>
    </article>
  );
}

/** The company's claim, to everyone but the complainant, while it waits for their answer. */
function ClaimWaiting({ company, author }: { company: string; author: string | null }) {
  const { t } = useI18n();
  return (
    <p
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-testid="claim-waiting"
    >
      {t("panel.claimWaiting", { company, name: author ?? t("panel.theComplainant") })}
    </p>
  );
}

/** A claim nobody answered within 30 days: closed, never counted as resolved. */
function ClosedUnverified({ company, claimedAt }: { company: string; claimedAt: number }) {
  const { t, date } = useI18n();
  return (
    <p
      className="rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm text-neutral-700"
      data-testid="closed-unverified"
    >
      {t("panel.closedUnverified", { company, day: date(claimedAt, { dateStyle: "medium" }) })}
    </p>
  );
}
