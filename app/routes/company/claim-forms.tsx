import { useEffect, useRef } from "react";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { Input } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";
import { sayToastWith } from "~/i18n/toast-words";
import { LAZY_CHUNK_ATTRIBUTE } from "~/lib/lazy-after-server";
import type { ClaimCompany, PendingClaim } from "./claim-panel";
import type { CompanyAnswer } from "./route";

type ClaimResult = CompanyAnswer;
type ClaimFetcher = FetcherWithComponents<ClaimResult>;

/**
 * A signed-in person's claim of an unclaimed page: a work address and the domain, or the claim
 * they sent with a way to send its link again or to use another address. The action stores the
 * claim, mails the link and answers with the spec's toast. A chunk only signed-in people load
 * (decision 059, lazy-after-server.ts); every form works without JavaScript.
 */
export default function ClaimForms({
  company,
  pending,
  className,
}: {
  company: ClaimCompany;
  pending: PendingClaim;
  /** The panel's look, the same as a visitor's (claim-panel.tsx). */
  className: string;
}) {
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

  return (
    <section
      id="claim"
      className={className}
      aria-labelledby="claim-heading"
      {...{ [LAZY_CHUNK_ATTRIBUTE]: "claim-forms" }}
    >
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
  company: ClaimCompany;
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
