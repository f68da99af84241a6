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
 * The legal pages' Back: returns to the previous page on this site. Opened straight from
 * elsewhere (a mail, a search result, a new tab) there is no such page, and it goes home instead
 * of leaving the site or doing nothing. Without JavaScript it is a link home.
 */
export function BackButton() {
  const navigate = useNavigate();
  const { t } = useI18n();
  return (
    <Link
      to="/"
      onClick={(event) => {
        if (!cameFromThisSite() || window.history.length < 2) return;
        event.preventDefault();
        navigate(-1);
      }}
      // A block of its own (flex, not an inline link): the page's `space-y-*` margin then holds
      // it apart from the heading below, and the tap target is 44 px tall.
      className="-ml-2 flex min-h-11 w-fit items-center rounded-md px-2 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
    >
      {t("static.back")}
    </Link>
  );
}
