import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { showToast } from "~/components/toaster";
import { useRootData } from "~/lib/root-data";

/** The mail function's answer, read by hand (zod would add ~23 KB gzip to company pages). */
function wasSent(value: unknown) {
  const answer = value as { success?: unknown; sent?: unknown } | null;
  return answer?.success === true && answer.sent === true;
}
type ClaimResult = {
  ok: boolean;
  intent: "claim";
  email?: string;
  toast?: { title: string; description: string };
};

/**
 * Unclaimed pages: visitors see "Company Account Required"; signed-in users send an email and
 * the domain. After the claim is stored, the verification mail goes out through
 * send-claim-verification, and the toast says which of the spec's outcomes happened.
 */
export function ClaimPanel({
  company,
}: {
  company: { name: string; slug: string; domain: string | null };
}) {
  const { viewer } = useRootData();
  const fetcher = useFetcher<ClaimResult>();
  const [mailing, setMailing] = useState(false);
  const handled = useRef<ClaimResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || result === handled.current || fetcher.state !== "idle") return;
    handled.current = result;
    if (!result.ok) {
      if (result.toast) showToast({ kind: "error", ...result.toast });
      return;
    }
    setMailing(true);
    fetch("/api/functions/send-claim-verification", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        requesterEmail: result.email,
        companyName: company.name,
        companyDomain: company.domain ?? "",
        companySlug: company.slug,
      }),
    })
      .then(async (response) => response.json())
      .then((answer) => {
        if (!wasSent(answer)) throw new Error("not sent");
        showToast({
          kind: "success",
          title: "Claim Submitted Successfully",
          description: `A verification email has been sent to ${result.email}. Please check your inbox and follow the instructions to complete the verification process.`,
        });
      })
      .catch(() =>
        showToast({
          kind: "info",
          title: "Claim Submitted",
          description:
            "Your claim has been submitted but there was an issue sending the verification email. An admin will review your request manually.",
        }),
      )
      .finally(() => setMailing(false));
  }, [fetcher.data, fetcher.state, company]);

  if (!viewer) {
    return (
      <section
        className="rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm"
        aria-labelledby="claim-heading"
      >
        <h2 id="claim-heading" className="mb-1 font-semibold">
          Company Account Required
        </h2>
        <p className="mb-3 text-neutral-600">
          Do you work for {company.name}? Create an account or log in to claim this page and answer
          complaints.
        </p>
        <div className="flex gap-2">
          <Link
            to="/auth/register"
            className="rounded-md bg-brand-500 px-3 py-1.5 font-semibold text-white hover:bg-brand-600"
          >
            Register
          </Link>
          <Link
            to={`/auth/login?redirectTo=${encodeURIComponent(`/company/${company.slug}`)}`}
            className="rounded-md border border-neutral-300 px-3 py-1.5 font-medium hover:bg-neutral-50"
          >
            Login
          </Link>
        </div>
      </section>
    );
  }

  const busy = fetcher.state !== "idle" || mailing;
  return (
    <section
      className="rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-sm"
      aria-labelledby="claim-heading"
    >
      <h2 id="claim-heading" className="mb-1 font-semibold">
        Claim this page
      </h2>
      <p className="mb-3 text-neutral-600">
        Verify with an address at the company's domain to respond to complaints.
      </p>
      <fetcher.Form method="post" className="space-y-2">
        <input type="hidden" name="intent" value="claim" />
        <label className="block">
          <span className="mb-1 block font-medium">Work email</span>
          <input
            name="email"
            type="email"
            autoComplete="email"
            className="w-full rounded-md border border-neutral-300 px-3 py-2"
            placeholder={`you@${company.domain ?? "company.com"}`}
          />
        </label>
        <label className="block">
          <span className="mb-1 block font-medium">Company domain</span>
          <input
            name="domain"
            defaultValue={company.domain ?? ""}
            className="w-full rounded-md border border-neutral-300 px-3 py-2"
            placeholder="company.com"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-neutral-900 px-3 py-2 font-semibold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {busy ? "Submitting…" : "Submit claim"}
        </button>
      </fetcher.Form>
    </section>
  );
}
