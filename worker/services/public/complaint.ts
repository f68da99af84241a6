import type { UnsentReason } from "@shared/company-reach";
import {
  type EscalationOutcome,
  type OutcomeState,
  outcomeState,
} from "@shared/escalation-outcome";
import { money } from "@shared/format";
import { initialsOf } from "@shared/hidden-name";
import { DEFAULT_LOCALE } from "@shared/i18n";
import { type Outcome, outcomeOf } from "@shared/outcome";
import { formatDueDay, type RefundStatus } from "@shared/refunds";
import type { ResponseCategory } from "@shared/response-category";
import { venueById } from "@shared/venues";
import type { SentToCompanyChannel, Verdict } from "../../db/schema";
import type { CardRow } from "./card-select";
import { publicText, publicTextOrNull } from "./text";

/**
 * The public projection of a complaint: the one place that decides what anyone may see of a
 * complaint, its company and its author. The pages (as cards, with the viewer's own state), the
 * feeds, the picture cards, the public API and the open data all read complaints through
 * `selectCards` (its statement, ./card-select.ts) and `toCard`, and the API's and the open data's shapes are mapped from its result
 * below, so a field hidden here is hidden everywhere. Text people wrote passes `publicText`
 * (e-mail addresses removed) for everyone but its author.
 */

/** Everything a complaint card shows, for one viewer; plain data, safe to send to the browser. */
export type ComplaintCardData = {
  id: string;
  text: string;
  location: string | null;
  /** Keyword category slug and the country read from the location (discovery, API, open data). */
  category: string | null;
  country: string | null;
  imageUrl: string | null;
  status: string;
  uckCount: number;
  commentsCount: number;
  shareCount: number;
  /** When the complaint was resolved (ms), or null. */
  resolvedAt: number | null;
  createdAt: number;
  editedAt: number | null;
  hasResponse: boolean;
  isSatisfied: boolean | null;
  /**
   * Who resolves (decision 040): the company's claim (a member's Mark Resolved), the
   * complainant's latest verdict and when, the day an unanswered claim closed, and where that
   * leaves the complaint (shared/outcome.ts).
   */
  companyResolvedAt: number | null;
  verdict: Verdict | null;
  verdictAt: number | null;
  closedUnverifiedAt: number | null;
  outcome: Outcome;
  /** The verdict's optional parts (decision 041): 0–10, and "would do business again". */
  score: number | null;
  wouldReturn: boolean | null;
  /** What the company's answer does (shared/response-category.ts); null before an answer. */
  responseCategory: ResponseCategory | null;
  response: string | null;
  responseAt: number | null;
  reimbursement: string | null;
  escalatedAt: number | null;
  /** When and how the company was told (CFPB's "date sent to company"), or null. */
  sentToCompanyAt: number | null;
  sentToCompanyVia: SentToCompanyChannel | null;
  /**
   * Escalated without its company ever being told: why, as recorded at the escalation (migration
   * 0030); null otherwise, and for escalations recorded before that (their page computes it).
   */
  unreachedReason: UnsentReason | null;
  /** The "same problem" group it is in (decision 029), or null while it is alone. */
  groupId: string | null;
  /**
   * A moderator found this complaint was used to demand payment for its removal (decision 039):
   * the card says so, it stays readable, and the company's figures leave it out.
   */
  foundDemandingPayment: boolean;
  /**
   * An open window of unusual activity flagged it as suspect itself (decision 038): the card says
   * it is in review, as its page does. It stays public.
   */
  inFloodReview: boolean;
  /** When UCK's mail with the complainant's file reached a venue, and which (shared/venues.ts). */
  authoritySentAt: number | null;
  authorityVenue: string | null;
  /** That venue's name, resolved here so the venues table never ships to the browser. */
  authorityVenueName: string | null;
  /** "What would resolve this for you?" and the amount in dispute, as the complainant gave them. */
  resolutionSought: string | null;
  dispute: { minor: number; currency: string } | null;
  /** The refund recorded with the response, and what the complainant said of it. */
  refund: {
    amountMinor: number;
    currency: string;
    dueOn: string;
    /** Written here, so the browser needs no currency table or date formats: "$40.00". */
    amountText: string;
    /** "Dec 3, 2026". */
    dueText: string;
    status: RefundStatus;
    overdue: boolean;
    /** Confirmed, and far above the company's usual refunds: waits for a superadmin. */
    pendingReview: boolean;
  } | null;
  /**
   * What happened after escalation, as the complainant recorded it (decision 046): their current
   * outcome, the day, the amount where money moved, and where it stands (`state`: reported by
   * the complainant, counts, waits for review, refused, or verified but not counted).
   */
  escalationOutcome: {
    outcome: EscalationOutcome;
    occurredOn: string;
    amountMinor: number | null;
    currency: string | null;
    amountText: string | null;
    state: OutcomeState;
  } | null;
  company: { id: string; name: string; slug: string; domain: string | null; logo: string | null };
  /**
   * The author as this viewer may see them (decision 042). With "Show my name publicly" off
   * (`nameHidden`), everyone but the author and the company's members gets `masked`: the name's
   * initials ("A. K."), no username, no avatar, and an id that names only this complaint (so no
   * two hidden complaints can be tied to one person, nor to their named ones).
   */
  author: ShownAuthor;
  /** The author chose "Show my name publicly" off for this complaint. */
  nameHidden: boolean;
  viewer: { isUcked: boolean; isSaved: boolean; followsCompany: boolean };
};

/** The resolution's facts as numbers, and where they leave the complaint today. */
function outcomeFields(row: CardRow) {
  const facts = {
    status: row.status,
    companyResolvedAt: row.companyResolvedAt?.getTime() ?? null,
    verdict: row.verdict,
    verdictAt: row.verdictAt?.getTime() ?? null,
    closedUnverifiedAt: row.closedUnverifiedAt?.getTime() ?? null,
  };
  const { status: _status, ...fields } = facts;
  return { ...fields, outcome: outcomeOf(facts, Date.now()) };
}

/** A complaint's or comment's author as a viewer may see them. */
export type ShownAuthor = {
  id: string;
  name: string | null;
  username: string | null;
  avatarUrl: string | null;
  masked: boolean;
};

/**
 * The author of something on `complaintId` as it is shown: whole, or, when `masked`, the name's
 * initials, no username, no avatar, and an id that names only this complaint (decision 042).
 */
export function shownAuthor(
  author: Omit<ShownAuthor, "masked">,
  masked: boolean,
  complaintId: string,
): ShownAuthor {
  if (!masked) return { ...author, masked: false };
  return {
    id: hiddenAuthorId(complaintId),
    name: author.name === null ? null : initialsOf(author.name),
    username: null,
    avatarUrl: null,
    masked: true,
  };
}

/**
 * The author as the row's viewer may see them: the name for the author, the company's members
 * and every complaint whose author shows their name; initials otherwise (decision 042).
 */
const authorFor = (row: CardRow) =>
  shownAuthor(
    {
      id: row.authorId,
      name: row.authorName,
      username: row.authorUsername,
      avatarUrl: row.authorAvatar,
    },
    row.nameHidden && !row.isOwn && !row.isMember,
    row.id,
  );

/** The id a masked author carries: one per complaint, never the person's. */
export const hiddenAuthorId = (complaintId: string) => `hidden:${complaintId}`;

/** A card as the pages show it, from a row of `selectCards`. */
export function toCard({ card: row }: { card: CardRow }): ComplaintCardData {
  const shown = (text: string) => (row.isOwn ? text : publicText(text, row.companyDomain));
  const shownOrNull = (text: string | null) =>
    row.isOwn ? text : publicTextOrNull(text, row.companyDomain);
  return {
    id: row.id,
    text: shown(row.text),
    location: row.location,
    category: row.category,
    country: row.country,
    imageUrl: row.imageUrl,
    status: row.status,
    uckCount: row.uckCount,
    commentsCount: row.commentsCount,
    shareCount: row.shareCount,
    resolvedAt: row.resolvedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    editedAt: row.editedAt?.getTime() ?? null,
    hasResponse: row.hasResponse,
    isSatisfied: row.isSatisfied,
    ...outcomeFields(row),
    score: row.score,
    wouldReturn: row.wouldReturn,
    responseCategory: row.hasResponse ? row.responseCategory : null,
    response: shownOrNull(row.response),
    responseAt: row.responseAt?.getTime() ?? null,
    reimbursement: shownOrNull(row.reimbursement),
    escalatedAt: row.escalatedAt?.getTime() ?? null,
    sentToCompanyAt: row.sentToCompanyAt?.getTime() ?? null,
    sentToCompanyVia: row.sentToCompanyVia,
    unreachedReason: row.escalatedAt && !row.sentToCompanyAt ? row.unreachedReason : null,
    groupId: row.groupId,
    foundDemandingPayment: Boolean(row.foundDemanding),
    inFloodReview: Boolean(row.inFloodReview),
    authoritySentAt: row.authoritySentAt?.getTime() ?? null,
    authorityVenue: row.authoritySentAt ? row.authorityVenue : null,
    authorityVenueName:
      row.authoritySentAt && row.authorityVenue
        ? (venueById(row.authorityVenue)?.name ?? null)
        : null,
    resolutionSought: shownOrNull(row.resolutionSought),
    dispute:
      row.disputeMinor !== null && row.disputeCurrency
        ? { minor: row.disputeMinor, currency: row.disputeCurrency }
        : null,
    refund:
      row.refundAmount !== null && row.refundCurrency && row.refundDueOn && row.refundStatus
        ? {
            amountMinor: row.refundAmount,
            currency: row.refundCurrency,
            dueOn: row.refundDueOn,
            amountText: money(row.refundAmount, row.refundCurrency, DEFAULT_LOCALE),
            dueText: formatDueDay(row.refundDueOn),
            status: row.refundStatus,
            overdue: row.refundStatus === "pending" && Boolean(row.refundOverdue),
            pendingReview: row.refundStatus === "received" && Boolean(row.refundReview),
          }
        : null,
    escalationOutcome: escalationOutcomeOf(row.escalationOutcome),
    company: {
      id: row.companyId,
      name: row.companyName,
      slug: row.companySlug,
      domain: row.companyDomain,
      logo: row.companyLogo,
    },
    author: authorFor(row),
    nameHidden: row.nameHidden,
    viewer: {
      isUcked: Boolean(row.isUcked),
      isSaved: Boolean(row.isSaved),
      followsCompany: Boolean(row.followsCompany),
    },
  };
}

/** The card's outcome after escalation, from its JSON column (decision 046). */
function escalationOutcomeOf(json: string | null): ComplaintCardData["escalationOutcome"] {
  if (!json) return null;
  const o = JSON.parse(json) as {
    outcome: EscalationOutcome;
    occurredOn: string;
    amountMinor: number | null;
    currency: string | null;
    verifiedVia: string | null;
    counting: string | null;
  };
  return {
    outcome: o.outcome,
    occurredOn: o.occurredOn,
    amountMinor: o.amountMinor,
    currency: o.currency,
    amountText:
      o.amountMinor !== null && o.currency
        ? money(o.amountMinor, o.currency, DEFAULT_LOCALE)
        : null,
    state: outcomeState(o),
  };
}
