import { companyPath } from "@shared/company-path";
import type { ComplaintCardData } from "@worker/services/public/complaint";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/avatar";
import { RelativeTime } from "~/components/ui/relative-time";
import { useI18n } from "~/i18n/i18n";
import { CompanyLogo } from "./company-logo";

/**
 * The author of a complaint or comment whose account was erased (no profile, no link); the card
 * says it in the page's language ("card.formerUser").
 */
export const DEFAULT_AUTHOR_NAME = "Former user";

/**
 * Which page the card sits on: a company's page does not repeat the company's logo and name on
 * every card (the author leads instead), a person's profile does not repeat their avatar and
 * name; everywhere else the card shows both.
 */
export type CardSubject = "company" | "author" | null;

const muted = "text-xs text-neutral-500";

/**
 * The card's header. Nothing in it is ever cut: names and places wrap (`break-words`) rather
 * than end in "…", and the card grid gives each card room enough that they rarely need to
 * (decision 022).
 */
export function CardHeader({
  card,
  now,
  subject,
  menu,
}: {
  card: ComplaintCardData;
  now: number;
  subject: CardSubject;
  menu: ReactNode;
}) {
  const { t } = useI18n();
  const authorName = card.author.name ?? t("card.formerUser");
  // Those who see a hidden name (its author, the company's members) are told it is hidden.
  const hiddenNote =
    card.nameHidden && !card.author.masked ? (
      <span data-testid="name-hidden-note">
        {" · "}
        {t("card.nameHidden")}
      </span>
    ) : null;
  const time = (
    <>
      <RelativeTime at={card.createdAt} now={now} />
      {card.editedAt ? ` ${t("card.edited")}` : null}
      {hiddenNote}
    </>
  );
  const location = card.location ? (
    <p className={`${muted} break-words`} data-testid="complaint-location">
      {card.location}
    </p>
  ) : null;
  // A hidden name (decision 042) has no username, so no link; its avatar is the neutral one.
  const toAuthor = card.author.username ? `/u/${card.author.username}` : null;
  const neutral = card.author.masked;

  if (subject === "company") {
    // On the company's own page: the person who complained leads.
    const avatar = (
      <Avatar name={authorName} src={card.author.avatarUrl} size={40} neutral={neutral} />
    );
    return (
      <header className="flex items-start gap-3">
        {toAuthor ? (
          <Link to={toAuthor} className="shrink-0" tabIndex={-1} aria-hidden="true">
            {avatar}
          </Link>
        ) : (
          avatar
        )}
        <div className="min-w-0 flex-1">
          {toAuthor ? (
            <Link
              to={toAuthor}
              className="block w-fit max-w-full font-semibold break-words hover:underline"
              data-testid="author-link"
            >
              <span data-testid="author-name">{authorName}</span>
            </Link>
          ) : (
            <p className="font-semibold break-words" data-testid="author-name">
              {authorName}
            </p>
          )}
          <p className={muted}>{time}</p>
          {location}
        </div>
        {menu}
      </header>
    );
  }

  return (
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
          className="block w-fit max-w-full font-semibold break-words hover:underline"
          data-testid="company-name"
        >
          {card.company.name}
        </Link>
        {subject === "author" ? (
          // On the author's own profile: their avatar and name would repeat on every card.
          <p className={muted}>{time}</p>
        ) : (
          // Narrow cards put the time on its own line under the name, and no line starts or
          // ends with a lone "·".
          <p className={`flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 ${muted}`}>
            {toAuthor ? (
              <Link
                to={toAuthor}
                className="flex min-h-6 max-w-full min-w-0 items-center gap-1.5 hover:underline"
                data-testid="author-link"
              >
                <Avatar name={authorName} src={card.author.avatarUrl} size={18} neutral={neutral} />
                <span className="min-w-0 break-words" data-testid="author-name">
                  {authorName}
                </span>
              </Link>
            ) : (
              <span className="flex max-w-full min-w-0 items-center gap-1.5">
                <Avatar name={authorName} src={card.author.avatarUrl} size={18} neutral={neutral} />
                <span className="min-w-0 break-words" data-testid="author-name">
                  {authorName}
                </span>
              </span>
            )}
            <span className="shrink-0 @max-[18rem]:basis-full">
              <span aria-hidden="true" className="@max-[18rem]:hidden">
                ·{" "}
              </span>
              {time}
            </span>
          </p>
        )}
        {location}
      </div>
      {menu}
    </header>
  );
}
