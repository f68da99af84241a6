import { PROFILE_PAGE_WINDOW } from "@shared/profile-limits";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

/** The window of page numbers around the current page (the spec's window is 3). */
export function pageWindow(page: number, pages: number, size = PROFILE_PAGE_WINDOW) {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  return Array.from({ length: Math.min(size, pages) }, (_, i) => start + i);
}

const linkClass =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-md border border-neutral-300 px-3 text-sm font-medium hover:bg-neutral-50";
const disabledClass =
  "inline-flex h-9 items-center rounded-md border border-neutral-200 px-3 text-sm text-neutral-400";

/** Previous / numbered pages / Next, as links (works without JavaScript). */
export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = usePageMessages("profile");
  if (pages <= 1) return null;
  return (
    <nav
      aria-label={t("pager.label")}
      className="flex flex-wrap items-center justify-center gap-1.5"
    >
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass} preventScrollReset>
          {t("pager.previous")}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t("pager.previous")}
        </span>
      )}
      {pageWindow(page, pages).map((n) => (
        <Link
          key={n}
          to={href(n)}
          preventScrollReset
          aria-current={n === page ? "page" : undefined}
          className={
            n === page
              ? "inline-flex h-9 min-w-9 items-center justify-center rounded-md bg-neutral-900 px-3 text-sm font-semibold text-white"
              : linkClass
          }
        >
          {n}
        </Link>
      ))}
      {page < pages ? (
        <Link to={href(page + 1)} className={linkClass} preventScrollReset>
          {t("pager.next")}
        </Link>
      ) : (
        <span className={disabledClass} aria-disabled="true">
          {t("pager.next")}
        </span>
      )}
    </nav>
  );
}
