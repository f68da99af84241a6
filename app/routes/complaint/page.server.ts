import { CATEGORY_SLUGS } from "@shared/category-labels";
import { decimalAmount } from "@shared/format";
import type { Locale } from "@shared/i18n";
import { countryCode } from "@shared/places";
import { countryInSentence, type VenueWhy } from "@shared/venues";
import { companyMembers } from "@worker/db/schema";
import type { UckLoadContext } from "@worker/load-context";
import { getRemovalStub } from "@worker/services/admin/removals";
import { authorClocks } from "@worker/services/complaints/clocks";
import { getComplaintPage, getRemoval } from "@worker/services/complaints/detail";
import { fileFacts, fileVenue } from "@worker/services/escalation/file";
import { lettersPanelOf } from "@worker/services/letters/letters";
import { reachStatus } from "@worker/services/outreach/status";
import { workerWords } from "@worker/words";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { say } from "~/i18n/say.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { packCard } from "~/lib/card-wire.server";

/**
 * Why a venue, in the page's language (decision 026): countries by their name in that language
 * (`Intl.DisplayNames`), in English with "the" where English needs it; the limit's digits grouped
 * as the language groups them.
 */
export function venueReasonIn(locale: Locale, why: VenueWhy) {
  const regions = new Intl.DisplayNames([locale], { type: "region" });
  const country = (name: string) => {
    if (locale === "en") return countryInSentence(name);
    const code = countryCode(name);
    return (code && regions.of(code)) || name;
  };
  const values: Record<string, string> = {};
  if ("limitMinor" in why) {
    values.limit = (why.limitMinor / 100).toLocaleString(locale);
    values.year = String(why.year);
  }
  if ("home" in why) values.home = country(why.home);
  if ("company" in why) values.company = country(why.company);
  return say(locale, `venue.why.${why.key}`, { values });
}

/**
 * The complaint page's loader (app/routes/complaint/route.tsx): the complaint with its comments,
 * its reach and its file, or the stub a moderator's removal left (410), or the old 410 of a
 * removal before stubs, or a 404.
 */
type LoaderInput = { params: { id: string }; context: UckLoadContext };

/** The complaint section's words only the author's panels say (clocks-panel.tsx, its letters). */
export const AUTHOR_ONLY_WORDS = { except: ["clocks.", "letters."] } as const;

/** The 410 screen's words, as the loader sends them in the request's language. */
export type RemovedWords = { heading: string; text: string; agreement: string; back: string };

export async function loadComplaintPage({ params, context }: LoaderInput) {
  const viewerId = context.user?.id ?? null;
  const now = Date.now();
  let page = await getComplaintPage(context.db, params.id, viewerId, now);
  let archived = false;
  if (!page) {
    // A moderator's removal leaves a stub (decision 033): 410 Gone, as the complaint is, with a
    // page that still says why and where its appeal stands, and takes the author's appeal.
    const stub = await getRemovalStub(context.db, params.id, viewerId);
    if (stub) {
      return data(
        {
          removal: stub,
          complaintId: params.id,
          pageMessages: pageMessages("complaint", context.locale),
        },
        { status: 410, headers: { "Cache-Control": "no-store" } },
      );
    }
    // Removed before stubs had reasons (migration 0022): the old words, in the page's language
    // (only the four the screen shows: an error response carries no page section).
    const removal = await getRemoval(context.db, params.id);
    if (removal) {
      const messages = sectionWords("complaint", context.locale);
      const words: RemovedWords = {
        heading: messages["complaint.removed"],
        text: messages["removed.text"],
        agreement: messages["removed.agreement"],
        back: messages["complaint.backToAll"],
      };
      throw data({ removedAt: removal.decidedAt.getTime(), words }, { status: 410 });
    }
    // A year moved out to the archive (decision 048, scripts/move-out.ts): readable as it was,
    // no longer taking ucks, comments or answers (the page says so).
    page = await getComplaintPage(context.archiveDb, params.id, viewerId, now);
    if (!page) throw data(null, { status: 404 });
    archived = true;
  }
  // Comments are read in the card's D1 round trip (docs/performance.md#the-budget: few round trips per page), so
  // they are in the document itself: readable without JavaScript, never a "Loading comments…"
  // block streamed in later (which only a script could reveal).
  const { reachFacts, ...rest } = page;
  const reach = reachFacts ? reachStatus(reachFacts, context.config, now) : null;
  const mine = viewerId !== null && page.complaint.author.id === viewerId;
  // The file and its venue: for the complainant always, for everyone once it escalated.
  const [facts, clocks] = await Promise.all([
    mine || page.complaint.status === "escalated" ? fileFacts(context.db, params.id) : null,
    // The statutory clocks (decision 044): the author's alone.
    mine ? authorClocks(context.db, params.id, viewerId, now) : null,
  ]);
  // Filed inside an open window of unusual activity (docs/decisions/031): the page says so. The
  // card read it already (the projection's `inFloodReview`), in the same round trip.
  const inReview = page.complaint.inFloodReview;
  const choice = facts ? fileVenue(facts, now) : null;
  // The letter before action and the card-dispute kit (decision 047): the author's alone.
  const letters = mine && facts ? lettersPanelOf(facts) : null;
  const escalation = facts
    ? {
        mine,
        venue: choice
          ? {
              name: choice.venue.name,
              url: choice.venue.url,
              reason: venueReasonIn(context.locale, choice.why),
              from: choice.from,
              byMail: Boolean(context.config.venueMailboxes[choice.venue.id]),
            }
          : null,
        sendToVenue: facts.row.sendToVenue,
        // UCK's follow-up a week after escalation (decision 043), on the page as in the file.
        followUpAt: facts.row.followUpAt?.getTime() ?? null,
        sending: facts.row.authorityVenue !== null && facts.row.authoritySentAt === null,
        // The form's values as the complainant typed them (the card shows the public copy).
        form: {
          resolutionSought: mine ? (facts.row.resolutionSought ?? "") : "",
          disputeAmount:
            mine && facts.row.disputeMinor !== null && facts.row.disputeCurrency
              ? decimalAmount(facts.row.disputeMinor, facts.row.disputeCurrency)
              : "",
          disputeCurrency: mine ? (facts.row.disputeCurrency ?? "") : "",
        },
        categories: mine
          ? CATEGORY_SLUGS.map((slug) => ({
              slug,
              label: workerWords(context.locale).category(slug) ?? slug,
            }))
          : [],
      }
    : null;
  // What happened after escalation (decision 046): the author records it on an escalated or
  // disputed complaint; a member of the company confirms one only reported so far.
  const card = page.complaint;
  const eligible =
    card.escalatedAt !== null || card.verdict === "disputed" || card.isSatisfied === false;
  const outcomeLink: "record" | "confirm" | null =
    mine && eligible
      ? "record"
      : viewerId &&
          card.escalationOutcome?.state === "reported" &&
          card.escalationOutcome.outcome !== "nothing_yet" &&
          (await isCompanyMember(context.db, card.company.id, viewerId))
        ? "confirm"
        : null;
  // The page's own words, in its language only (decision 052: a section per route); the clocks'
  // and the letters' words only to the author, the one person their panel is shown to.
  const words = pageMessages("complaint", context.locale, mine ? undefined : AUTHOR_ONLY_WORDS);
  return {
    ...rest,
    // The card packed (decision 066); the route unpacks it for its meta and its page.
    complaint: packCard(rest.complaint),
    archived,
    reach,
    escalation,
    inReview,
    mine,
    outcomeLink,
    now,
    clocks,
    letters,
    pageMessages: words,
  };
}

async function isCompanyMember(db: UckLoadContext["db"], companyId: string, userId: string) {
  const [row] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}
