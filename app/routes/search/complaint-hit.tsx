import { companyPath } from "@shared/company-path";
import type { ComplaintHit } from "@worker/services/search";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { StatusBadge } from "~/components/company/status-badges";
import { CompanyLogo } from "~/components/complaint/company-logo";
import { RelativeTime } from "~/components/ui/relative-time";
import { useI18n } from "~/i18n/i18n";
import { usePageMessages } from "~/i18n/page-messages";
import { HighlightedText } from "./highlighted-text";

/** One complaint found by search: company, status, the marked snippet (a link to it), author. */
export function ComplaintHitItem({ hit, now }: { hit: ComplaintHit; now: number }) {
  const { t, plural } = usePageMessages("search");
  // The card's own count of comments (the root catalogue).
  const root = useI18n();
  const author = hit.author.name ?? t("search.formerUser");
  return (
    <article
      className="rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="complaint-result"
    >
      <div className="flex items-center gap-3">
        <CompanyLogo
          name={hit.company.name}
          domain={hit.company.domain}
          logo={hit.company.logo}
          size={32}
        />
        <Link
          to={companyPath(hit.company.slug)}
          className="min-w-0 flex-1 truncate font-semibold text-neutral-900 hover:underline"
        >
          {hit.company.name}
        </Link>
        <StatusBadge status={hit.status} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-neutral-800 [overflow-wrap:anywhere]">
        <Link
          to={`/complaint/${hit.id}`}
          className="hover:underline"
          data-testid="complaint-result-link"
        >
          <HighlightedText marked={hit.snippet} />
        </Link>
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600">
        {hit.author.username ? (
          <Link to={`/u/${hit.author.username}`} className="hover:underline">
            {author}
          </Link>
        ) : (
          <span>{author}</span>
        )}
        <RelativeTime at={hit.createdAt} now={now} />
        <span>{plural("search.ucks", hit.uckCount)}</span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden="true" className="size-3.5" />
          {root.plural("card.comments", hit.commentsCount)}
        </span>
      </p>
    </article>
  );
}
