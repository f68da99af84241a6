import { companyPath } from "@shared/company-path";
import { confirmClaim, readClaimLink } from "@worker/services/companies/claim-link";
import { BadgeCheck, LogIn } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/company.$slug.claim";

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    // The page's language (its section came with the loader's answer, whatever its status).
    title: wordsOf(loaded?.pageMessages)["claimLink.metaTitle"] ?? SITE_NAME,
    description:
      wordsOf(loaded?.pageMessages)["claimLink.metaDescription"] ??
      "Confirm the claim of a company page on UCK.",
    path: `${companyPath(params.slug)}/claim`,
    noindex: true,
  });

const TokenField = z.string().trim().max(128).catch("");
const NO_STORE = { "Cache-Control": "no-store" };

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
      pageMessages: pageMessages("claim", context.locale),
    },
    { status, headers: NO_STORE },
  );
}

/** The page's words in the request's language, for what the action writes. */
const wordsFor = (args: Route.ActionArgs) => sectionWords("claim", args.context.locale);

/**
 * The claimant's confirmation: their claim is accepted, once, and they manage the page. The
 * page shows a refusal's `error` above the form (an unexpected failure's too: `inline`).
 */
export const action = (args: Route.ActionArgs) =>
  signedInAction(
    {
      name: "claim_confirm",
      inline: true,
      failure: GENERIC_FAILED_LINE,
      signIn: { title: wordsFor(args)["claimLink.signIn"] },
    },
    async ({ fields, intent, user, now }, { context }: Route.ActionArgs) => {
      const words = wordsFor(args);
      const token = TokenField.parse(fields.token);
      const result = await confirmClaim(context.db, user.id, token, now);
      if (!result.ok) {
        const error =
          result.code === "forbidden"
            ? words["claimLink.otherAccount"]
            : words["claimLink.invalid"];
        return refuse(intent, result.code, undefined, { error }, NO_STORE);
      }
      const toast = {
        kind: "success" as const,
        title: words["claimLink.claimed"],
        description: words["claimLink.claimedText"],
      };
      throw redirect(companyPath(result.slug), {
        headers: { "Set-Cookie": context.flashCookie(toast) },
      });
    },
  )(args);

const GRANTS = [
  "claimLink.grantAnswer",
  "claimLink.grantResolve",
  "claimLink.grantAnalytics",
] as const;

export default function ClaimLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const link = loaderData;
  const { t } = usePageMessages("claim");
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-10">
      {link.view === "invalid" ? (
        <section className="space-y-3 text-center">
          <h1 className="text-2xl font-bold">{t("claimLink.invalidTitle")}</h1>
          <p className="text-neutral-700">{t("claimLink.invalidAgain")}</p>
          <Link to={companyPath(link.slug)} className={buttonSecondary}>
            {t("claimLink.toCompany")}
          </Link>
        </section>
      ) : (
        <section className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
          <h1 className="text-2xl font-bold">
            {t("claimLink.heading", { company: link.company.name })}
          </h1>
          {link.view === "sign-in" ? (
            <>
              <p className="text-neutral-700">{t("claimLink.logInFirst")}</p>
              <Link
                to={link.loginHref}
                className={`${buttonPrimary} inline-flex items-center gap-2`}
              >
                <LogIn aria-hidden="true" className="size-4" /> {t("claimLink.logIn")}
              </Link>
            </>
          ) : null}
          {link.view === "other-account" ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              {t("claimLink.otherAccount")}
            </p>
          ) : null}
          {link.view === "confirm" ? (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="font-medium text-neutral-600">{t("claimLink.company")}</dt>
                <dd data-testid="claim-company">{link.company.name}</dd>
                <dt className="font-medium text-neutral-600">{t("claimLink.domain")}</dt>
                <dd>{link.company.domain}</dd>
                <dt className="font-medium text-neutral-600">{t("claimLink.address")}</dt>
                <dd data-testid="claim-email" className="break-all">
                  {link.email}
                </dd>
              </dl>
              <div className="text-sm text-neutral-700">
                <p className="font-medium">{t("claimLink.grants")}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {GRANTS.map((grant) => (
                    <li key={grant}>{t(grant)}</li>
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
                  {busy ? t("claimLink.confirming") : t("claimLink.confirm")}
                </button>
                <Link to={companyPath(link.company.slug)} className="text-sm hover:underline">
                  {t("claimLink.notNow")}
                </Link>
              </Form>
              <p className="text-xs text-neutral-500">{t("claimLink.didNotAsk")}</p>
            </>
          ) : null}
        </section>
      )}
    </main>
  );
}
