import { companyPath } from "@shared/company-path";
import { useEffect, useRef } from "react";
import { type FetcherWithComponents, Link, useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { Input } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { sayToastWith } from "~/i18n/toast-words";
import { useRootData } from "~/lib/root-data";
import type { CompanyAnswer } from "./route";

type ClaimResult = CompanyAnswer;
type ClaimFetcher = FetcherWithComponents<ClaimResult>;
/** The viewer's pending claim of this page: the address and whether its link was mailed. */
export type PendingClaim = { email: string; domain: string; mailed: boolean } | null;

const panel = "rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm";

/**
 * Unclaimed pages: visitors see "Company Account Required"; signed-in users send a work address
 * and the domain. The action stores the claim and mails the link to confirm it, and answers with
 * the spec's toast; the page then shows the pending claim, with a way to send the link again or
 * to use another address. Every form works without JavaScript.
 */
export function ClaimPanel({
  company,
  pending,
}: {
  company: { name: string; slug: string; domain: string | null };
  pending: PendingClaim;
}) {
  const { viewer } = useRootData();
  const { t } = usePageMessages("company");
  const sayRef = useRef(t);
  sayRef.current = t;
  const fetcher = useFetcher<ClaimResult>();
  const handled = useRef<ClaimResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (!result?.toast || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    // Stored but not mailed is the spec's "Claim Submitted" notice, not a failure.
    const kind = !result.ok ? "error" : result.mailed ? "success" : "info";
    // The server's answers are said there already; the browser's own failure (a request that
    // never reached the server) carries its words, said here in the page's language.
    const toast = sayToastWith(sayRef.current, result.toast);
    showToast({ kind, ...toast });
  }, [fetcher.data, fetcher.state]);

  if (!viewer) {
    return (
      <section id="claim" className={panel} aria-labelledby="claim-heading">
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
    <section id="claim" className={panel} aria-labelledby="claim-heading">
      <h2 id="claim-heading" className="mb-1 font-semibold">
        {t("claim.heading")}
      </h2>
      {pending ? (
        <PendingState company={company} pending={pending} fetcher={fetcher} />
      ) : (
        <>
          <p className="mb-3 text-neutral-600">{t("claim.verifyHint")}</p>
          <ClaimForm company={company} fetcher={fetcher} />
        </>
      )}
    </section>
  );
}

function PendingState({
  company,
  pending,
  fetcher,
}: {
  company: { name: string; slug: string; domain: string | null };
  pending: NonNullable<PendingClaim>;
  fetcher: ClaimFetcher;
}) {
  const busy = fetcher.state !== "idle";
  const { t, rich } = usePageMessages("company");
  const email = <span className="font-medium">{pending.email}</span>;
  return (
    <div className="space-y-3" data-testid="claim-pending">
      {pending.mailed ? (
        <>
          <p role="status" className="text-neutral-700">
            {rich("claim.mailSent", { email })}
          </p>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="claim" />
            <input type="hidden" name="email" value={pending.email} />
            <input type="hidden" name="domain" value={pending.domain} />
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-md border border-neutral-300 px-3 py-2 font-medium hover:bg-neutral-50 disabled:opacity-60"
            >
              {busy ? t("claim.sending") : t("claim.sendAgain")}
            </button>
          </fetcher.Form>
        </>
      ) : (
        <p role="status" className="text-neutral-700">
          {rich("claim.waiting", { email })}
        </p>
      )}
      <p>
        {/* Beside the claim: the legal entity with its document (decision 050). */}
        <a href="#entity-heading" className="text-brand-700 underline">
          {t("claim.entityHint")}
        </a>
      </p>
      <details>
        <summary className="cursor-pointer text-neutral-600 hover:text-neutral-900">
          {t("claim.otherAddress")}
        </summary>
        <div className="mt-2">
          <ClaimForm company={company} fetcher={fetcher} />
        </div>
      </details>
    </div>
  );
}

function ClaimForm({
  company,
  fetcher,
}: {
  company: { domain: string | null };
  fetcher: ClaimFetcher;
}) {
  const busy = fetcher.state !== "idle";
  const { t } = usePageMessages("company");
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="claim" />
      <label className="block">
        <span className="mb-1 block font-medium">{t("claim.workEmail")}</span>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder={`you@${company.domain ?? "company.com"}`}
        />
      </label>
      <label className="block">
        <span className="mb-1 block font-medium">{t("claim.domain")}</span>
        <Input name="domain" defaultValue={company.domain ?? ""} placeholder="company.com" />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-neutral-900 px-3 py-2 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
      >
        {busy ? t("claim.submitting") : t("claim.submit")}
      </button>
    </fetcher.Form>
  );
}
