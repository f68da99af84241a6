import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useI18n } from "~/i18n/i18n";

/** Whether the page before this one, in this tab, was a page of this site. */
function cameFromThisSite() {
  // React Router numbers the entries of this visit in history.state.idx, from 0.
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof index === "number" && index > 0) return true;
  // The visit started here: the page before was ours only when the browser says so.
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * A Back link: returns to the previous page on this site. Opened straight from elsewhere (a mail,
 * a search result, a new tab) there is no such page, and it goes to `fallback` (home) instead of
 * leaving the site or doing nothing. Without JavaScript it is a link to `fallback`.
 */
export function BackLink({
  fallback = "/",
  label,
  className,
  children,
}: {
  fallback?: string;
  /** Its accessible name when its content is an icon. */
  label?: string;
  className: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      aria-label={label}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (!cameFromThisSite() || window.history.length < 2) return;
        event.preventDefault();
        navigate(-1);
      }}
      className={className}
    >
      {children}
    </Link>
  );
}

/** The legal pages' Back (BackLink), in words. */
export function BackButton() {
  const { t } = useI18n();
  return (
    <BackLink
      // A block of its own (flex, not an inline link): the page's `space-y-*` margin then holds
      // it apart from the heading below, and the tap target is 44 px tall.
      className="-ml-2 flex min-h-11 w-fit items-center rounded-md px-2 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
    >
      {t("static.back")}
    </BackLink>
  );
}
