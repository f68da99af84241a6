import { companyPath } from "@shared/company-path";
import { GENERIC_FAILURE } from "@shared/failure-text";
import { confirmClaim, readClaimLink } from "@worker/services/companies/claim-link";
import { BadgeCheck, LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/company.$slug.claim";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Confirm your company claim",
    description: "Confirm the claim of a company page on UCK.",
    path: `${companyPath(params.slug)}/claim`,
    noindex: true,
  });

const TokenField = z.string().trim().max(128).catch("");
const NO_STORE = { "Cache-Control": "no-store" };

const INVALID = {
  title: "Claim link invalid",
  description: "This link has expired, was replaced by a newer one or was already used.",
};
const OTHER_ACCOUNT =
  "This link was sent for another account. Log out, then log in as the person who asked to claim this page.";

/**
 * The link in the claim mail opens this page; it confirms nothing by itself (mail scanners and
 * link previews open links). It shows what would be confirmed, and the claimant confirms with
 * the form below (a POST, docs/product.md#claiming-a-company-page).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = TokenField.parse(url.searchParams.get("token"));
  const link = await readClaimLink(context.db, context.user?.id ?? null, token, Date.now());
  const status = { invalid: 404, "sign-in": 200, "other-account": 403, confirm: 200 }[link.view];
  const back = `${companyPath(params.slug)}/claim?token=${encodeURIComponent(token)}`;
  return data(
    {
      ...link,
      slug: params.slug,
      token: link.view === "confirm" ? token : "",
      loginHref: `/auth/login?redirectTo=${encodeURIComponent(back)}`,
    },
    { status, headers: NO_STORE },
  );
}

const SIGN_IN = "Please log in to claim this company page.";

/**
 * The claimant's confirmation: their claim is accepted, once, and they manage the page. The
 * page shows a refusal's `error` above the form (an unexpected failure's too: `inline`).
 */
export const action = signedInAction(
  {
    name: "claim_confirm",
    inline: true,
    failure: { title: GENERIC_FAILURE },
    signIn: { title: SIGN_IN },
  },
  async ({ fields, intent, user, now }, { context }: Route.ActionArgs) => {
    const token = TokenField.parse(fields.token);
    const result = await confirmClaim(context.db, user.id, token, now);
    if (!result.ok) {
      const error = result.code === "forbidden" ? OTHER_ACCOUNT : INVALID.description;
      return refuse(intent, result.code, undefined, { error }, NO_STORE);
    }
    const toast = {
      kind: "success" as const,
      title: "Company page claimed",
      description: "You can now respond to complaints and see analytics.",
    };
    throw redirect(companyPath(result.slug), {
      headers: { "Set-Cookie": context.flashCookie(toast) },
    });
  },
);

const GRANTS = [
  "answer its customers' complaints in public, and offer reimbursements",
  "mark answered complaints resolved",
  "see the page's analytics",
];

export default function ClaimLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const link = loaderData;
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-10">
      {link.view === "invalid" ? (
        <section className="space-y-3 text-center">
          <h1 className="text-2xl font-bold">{INVALID.title}</h1>
          <p className="text-neutral-700">
            {INVALID.description} Submit the claim again from the company page.
          </p>
          <Link to={companyPath(link.slug)} className={buttonSecondary}>
            Go to the company page
          </Link>
        </section>
      ) : (
        <section className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
          <h1 className="text-2xl font-bold">Claim {link.company.name} on UCK</h1>
          {link.view === "sign-in" ? (
            <>
              <p className="text-neutral-700">
                Log in with the account that asked to claim this page, then confirm the claim here.
              </p>
              <Link
                to={link.loginHref}
                className={`${buttonPrimary} inline-flex items-center gap-2`}
              >
                <LogIn aria-hidden="true" className="size-4" /> Log in to confirm
              </Link>
            </>
          ) : null}
          {link.view === "other-account" ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {OTHER_ACCOUNT}
            </p>
          ) : null}
          {link.view === "confirm" ? (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium text-neutral-600">Company</dt>
                <dd data-testid="claim-company">{link.company.name}</dd>
                <dt className="font-medium text-neutral-600">Domain</dt>
                <dd>{link.company.domain}</dd>
                <dt className="font-medium text-neutral-600">Verified address</dt>
                <dd data-testid="claim-email" className="break-all">
                  {link.email}
                </dd>
              </dl>
              <div className="text-sm text-neutral-700">
                <p className="font-medium">Once you confirm, you manage this page and can:</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {GRANTS.map((grant) => (
                    <li key={grant}>{grant}</li>
                  ))}
                </ul>
              </div>
              {actionData && !actionData.ok ? (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
                  {actionData.error}
                </p>
              ) : null}
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="token" value={link.token} />
                <button
                  type="submit"
                  disabled={busy}
                  className={`${buttonPrimary} inline-flex items-center gap-2`}
                >
                  <BadgeCheck aria-hidden="true" className="size-4" />
                  {busy ? "Confirming…" : "Confirm claim"}
                </button>
                <Link to={companyPath(link.company.slug)} className="text-sm hover:underline">
                  Not now
                </Link>
              </Form>
              <p className="text-xs text-neutral-500">
                Did not ask for this? Do nothing: the link stops working after 24 hours.
              </p>
            </>
          ) : null}
        </section>
      )}
    </main>
  );
}
