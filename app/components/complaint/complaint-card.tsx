import { placeholderImageFor } from "@shared/categories";
import { companyPath } from "@shared/company-path";
import { imageSrcSet, sizedImage } from "@shared/image-sizes";
import { countOf } from "@shared/plural";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import { MessageCircle, Share2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "~/components/avatar";
import { EscalatedNotice, EscalationClock, StatusBadge } from "~/components/company/status-badges";
import { showToast } from "~/components/toaster";
import { RelativeTime } from "~/components/ui/relative-time";
import { useRootData } from "~/lib/root-data";
import { type CardChange, CardMenu } from "./card-menu";
import { CollapsibleText } from "./collapsible-text";
import { CompanyLogo } from "./company-logo";
import { CompanyResponse } from "./company-response";
import { RefundPanel } from "./refund";
import { ResponsePanel } from "./response-panel";
import { responseStatus, StatusIcon } from "./status-icon";
import { UckButton } from "./uck-button";
import { useCardAction } from "./use-card-action";

/** The author of a complaint or comment whose account was erased (no profile, no link). */
export const DEFAULT_AUTHOR_NAME = "Former user";
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
   * paint, so it loads eagerly with high priority; the others stay lazy (DESIGN.md §6).
   */
  priority?: boolean;
  /** "company": status badges, escalation clock and the 200-character preview. */
  variant?: "feed" | "company";
  /** Respond / Mark Resolved for members of the company (company pages). */
  companyActions?: React.ReactNode;
  onRemove?: (change: {
    kind: "deleted" | "muted" | "unfollowed";
    complaint: ComplaintCardData;
  }) => void;
}) {
  const { viewer } = useRootData();
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
      status: answered.current ? "resolved" : c.status,
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
  const authorName = card.author.name ?? DEFAULT_AUTHOR_NAME;
  const image = card.imageUrl ?? placeholderImageFor(card.company.name, card.text);
  const isComplainant = viewer?.id === card.author.id;

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
      className="flex h-full flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm"
      data-testid="complaint-card"
      data-complaint-id={card.id}
      data-author-username={card.author.username ?? undefined}
    >
      <header className="flex items-start gap-3">
        <Link
          to={companyPath(card.company.slug)}
          className="shrink-0"
          tabIndex={-1}
          aria-hidden="true"
        >
          <CompanyLogo
            name={card.company.name}
            domain={card.company.domain}
            logo={card.company.logo}
          />
        </Link>
        <div className="@container min-w-0 flex-1">
          <Link
            to={companyPath(card.company.slug)}
            className="line-clamp-2 font-semibold break-words hover:underline"
            data-testid="company-name"
          >
            {card.company.name}
          </Link>
          {/* Narrow cards (two columns at 768–1280 px) put the time on its own line under the
              name, never the name out of sight, and no line starts or ends with a lone "·". */}
          <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-neutral-500">
            {card.author.username ? (
              <Link
                to={`/u/${card.author.username}`}
                className="flex min-h-6 max-w-full min-w-0 items-center gap-1.5 hover:underline"
                data-testid="author-link"
              >
                <Avatar name={authorName} src={card.author.avatarUrl} size={18} />
                <span className="truncate">{authorName}</span>
              </Link>
            ) : (
              <>
                <Avatar name={authorName} src={card.author.avatarUrl} size={18} />
                <span className="truncate">{authorName}</span>
              </>
            )}
            <span className="shrink-0 @max-[18rem]:basis-full">
              <span aria-hidden="true" className="@max-[18rem]:hidden">
                ·{" "}
              </span>
              <RelativeTime at={card.createdAt} now={now} />
              {card.editedAt ? " (edited)" : null}
            </span>
          </p>
          {card.location ? (
            <p className="truncate text-xs text-neutral-500" data-testid="complaint-location">
              {card.location}
            </p>
          ) : null}
        </div>
        <CardMenu card={card} detail={detail} onChange={apply} />
      </header>

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

      {variant === "company" ? (
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={card.status} />
          {card.status === "open" && !card.hasResponse ? (
            <EscalationClock createdAt={card.createdAt} now={now} />
          ) : null}
        </div>
      ) : null}
      {variant === "company" && card.status === "escalated" ? (
        <EscalatedNotice escalatedAt={card.escalatedAt} now={now} />
      ) : null}

      <Link
        to={`/complaint/${card.id}`}
        className="block overflow-hidden rounded-lg bg-neutral-100"
        aria-label="Open complaint details"
      >
        <img
          src={sizedImage(image, 640)}
          srcSet={imageSrcSet(image, [320, 640, 960, 1280])}
          // One column on phones, two from 640 px, three from 1024 px; the detail page is wide.
          sizes={
            detail
              ? "(min-width: 768px) 48rem, 100vw"
              : "(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          }
          alt=""
          width={640}
          height={400}
          loading={detail || priority ? "eager" : "lazy"}
          fetchPriority={detail || priority ? "high" : "auto"}
          className="aspect-[8/5] w-full object-cover"
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
          now={now}
          expanded={detail}
        />
      ) : null}

      {isComplainant && card.hasResponse && !card.isSatisfied ? (
        <ResponsePanel
          complaintId={card.id}
          Form={satisfaction.Form}
          busy={satisfaction.busy}
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
          aria-label={countOf(card.commentsCount, "comment")}
        >
          <MessageCircle aria-hidden="true" className="size-4" /> {card.commentsCount}
        </Link>
        <span
          className="inline-flex items-center gap-1 px-1"
          title={countOf(card.shareCount, "share")}
          data-testid="share-count"
        >
          <Share2 aria-hidden="true" className="size-4" /> <span className="sr-only">Shares:</span>{" "}
          {card.shareCount}
        </span>
        <span className="ml-auto">
          <StatusIcon status={status} />
        </span>
      </footer>
    </article>
  );
}
