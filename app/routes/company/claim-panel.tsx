import { companyPath } from "@shared/company-path";
import { Link } from "react-router";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { usePageMessages } from "~/i18n/page-messages";
import { lazyAfterServer } from "~/lib/lazy-after-server";
import { useRootData } from "~/lib/root-data";

/** The viewer's pending claim of this page: the address and whether its link was mailed. */
export type PendingClaim = { email: string; domain: string; mailed: boolean } | null;
export type ClaimCompany = { name: string; slug: string; domain: string | null };

const CLAIM_PANEL = "rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm";

/** The claim's forms: a chunk only signed-in people load (decision 059, lazy-after-server.ts). */
const ClaimForms = lazyAfterServer("claim-forms", () => import("./claim-forms"));

/**
 * Unclaimed pages: visitors see "Company Account Required" with the ways in; signed-in people
 * the claim's forms (claim-forms.tsx).
 */
export function ClaimPanel({ company, pending }: { company: ClaimCompany; pending: PendingClaim }) {
  const { viewer } = useRootData();
  const { t } = usePageMessages("company");
  if (!viewer) {
    return (
      <section id="claim" className={CLAIM_PANEL} aria-labelledby="claim-heading">
        <h2 id="claim-heading" className="mb-1 font-semibold">
          {t("claim.accountRequired")}
        </h2>
        <p className="mb-3 text-neutral-600">{t("claim.workHere", { company: company.name })}</p>
        <div className="flex gap-2">
          <Link
            to="/auth/register"
            className="rounded-md bg-brand-500 px-3 py-1.5 font-semibold text-white hover:bg-brand-600"
          >
            {t("claim.register")}
          </Link>
          <Link
            to={`/auth/login?redirectTo=${encodeURIComponent(companyPath(company.slug))}`}
            className="rounded-md border border-neutral-300 px-3 py-1.5 font-medium hover:bg-neutral-50"
          >
            {t("claim.login")}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <ChunkBoundary failed={<p role="alert">{t("company.toolsFailed")}</p>}>
      <ClaimForms company={company} pending={pending} className={CLAIM_PANEL} />
    </ChunkBoundary>
  );
}
