import { CARD_GRID, CardSkeleton } from "~/components/complaint/complaint-feed";
import { useI18n } from "~/i18n/i18n";

/** What a company page looks like while it loads (navigating to it from another page). */
export function CompanySkeleton() {
  const { t } = useI18n();
  return (
    <main
      className="@container mx-auto max-w-6xl animate-pulse space-y-6 px-4 py-6 motion-reduce:animate-none"
      aria-busy="true"
      data-testid="company-skeleton"
    >
      <p role="status" className="sr-only">
        {t("shell.loadingCompany")}
      </p>
      <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
        <div className="h-24 bg-neutral-200 sm:h-32" />
        <div className="flex items-end gap-4 px-4 pb-4">
          <div className="-mt-10 size-20 rounded-xl bg-neutral-300" />
          <div className="h-6 w-48 rounded bg-neutral-200" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @4xl:grid-cols-6">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <div key={key} className="h-20 rounded-xl bg-neutral-200" />
        ))}
      </div>
      <div className={CARD_GRID}>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </main>
  );
}
