import { companyPath } from "@shared/company-path";
import { contactForLink } from "@worker/services/outreach/contacts";
import { data, Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/company-mail";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Mail to companies",
    description: "Stop UCK's mail to a company address, or confirm it.",
    path: "/company-mail",
    noindex: true,
  });

/** The page a link in a mail to a company opens: it checks the link, then asks once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const contact = await contactForLink(context.db, context.config.addressHashKey, {
    contactId: search.get("c") ?? "",
    action: search.get("a") ?? "",
    token: search.get("t") ?? "",
  });
  return data(
    contact
      ? {
          valid: true as const,
          done: search.has("done"),
          action: contact.action,
          address: contact.address,
          company: contact.company,
          slug: contact.slug,
        }
      : { valid: false as const },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const QUESTION = {
  stop: (address: string, company: string) =>
    `Stop UCK's mails about complaints to ${address}? Nothing more about ${company} will be sent there.`,
  "not-ours": (address: string, company: string) =>
    `Is ${address} not ${company}'s? UCK will never send complaints about ${company} there again, for anyone.`,
  confirm: (address: string, company: string) =>
    `Does ${company} take complaints at ${address}? From now on each new complaint about ${company} is sent there, at most one mail a day.`,
};
const BUTTON = {
  stop: "Stop these mails",
  "not-ours": "It is not ours",
  confirm: "Yes, send complaints here",
};
const DONE = {
  stop: (address: string) => `Done: UCK will send nothing more to ${address}.`,
  "not-ours": (address: string, company: string) =>
    `Done: ${address} is no longer used for ${company}, for anyone. Thank you for telling us.`,
  confirm: (address: string, company: string) =>
    `Done: complaints about ${company} will be sent to ${address}, at most one mail a day.`,
};

export default function CompanyMail({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-md space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">Mail to companies</h1>
      {!loaderData.valid ? (
        <p role="alert" className="text-neutral-800">
          This link is not valid. Please use the link of a recent mail.
        </p>
      ) : loaderData.done ? (
        <p role="status" className="text-neutral-800" data-testid="company-mail-done">
          {DONE[loaderData.action](loaderData.address, loaderData.company)}
        </p>
      ) : (
        <>
          <p className="text-neutral-800">
            {QUESTION[loaderData.action](loaderData.address, loaderData.company)}
          </p>
          {/* A plain form: the one-click handler answers it (it works without scripts too). */}
          <form method="post">
            <button
              type="submit"
              className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            >
              {BUTTON[loaderData.action]}
            </button>
          </form>
          <p className="text-sm">
            <Link to={companyPath(loaderData.slug)} className="text-brand-700 underline">
              {loaderData.company} on UCK
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
