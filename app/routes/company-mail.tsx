import { companyPath } from "@shared/company-path";
import { contactForLink } from "@worker/services/outreach/contacts";
import { data, Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { FEEDS_HEADS } from "~/lib/heads/feeds";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/company-mail";

export const meta: Route.MetaFunction = headMeta(FEEDS_HEADS, "/company-mail");

/** The page a link in a mail to a company opens: it checks the link, then asks once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const contact = await contactForLink(context.db, context.config.addressHashKey, {
    contactId: search.get("c") ?? "",
    action: search.get("a") ?? "",
    token: search.get("t") ?? "",
  });
  const words = { pageMessages: pageMessages("company-mail", context.locale) };
  return data(
    contact
      ? {
          ...words,
          valid: true as const,
          done: search.has("done"),
          // A confirmation the address rules sent to a moderator (decision 034).
          review:
            contact.action === "confirm" &&
            contact.status === "pending" &&
            contact.reviewReason !== null,
          action: contact.action,
          address: contact.address,
          company: contact.company,
          slug: contact.slug,
        }
      : { ...words, valid: false as const },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function CompanyMail({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("company-mail");
  const values = loaderData.valid
    ? { address: loaderData.address, company: loaderData.company }
    : undefined;
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{t("companyMail.title")}</h1>
      {!loaderData.valid ? (
        <p role="alert" className="text-neutral-800">
          {t("companyMail.invalid")}
        </p>
      ) : loaderData.review ? (
        <p role="status" className="text-neutral-800" data-testid="company-mail-review">
          {t("companyMail.review", values)}
        </p>
      ) : loaderData.done ? (
        <p role="status" className="text-neutral-800" data-testid="company-mail-done">
          {t(`companyMail.done.${loaderData.action}`, values)}
        </p>
      ) : (
        <>
          <p className="text-neutral-800">{t(`companyMail.ask.${loaderData.action}`, values)}</p>
          {/* A plain form (it works without scripts too), posted to this address: the Worker's
              handler answers it, "stop" one-click and the others behind the Origin check. */}
          <form method="post">
            <button
              type="submit"
              className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              {t(`companyMail.button.${loaderData.action}`)}
            </button>
          </form>
          <p className="text-sm">
            <Link to={companyPath(loaderData.slug)} className="text-brand-700 underline">
              {t("companyMail.onUck", values)}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
