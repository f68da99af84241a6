import { companyPath } from "@shared/company-path";
import { Link, useFetcher } from "react-router";
import { Panel } from "~/components/ui/panel";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { DecisionForm } from "./queue-item";
import type { AdminAnswer } from "./route";
import { CompanyCountryForm, ComplaintsAddressForm } from "./slug-form";

export type PendingContact = {
  id: string;
  address: string;
  company: string;
  slug: string;
  domain: string | null;
  /** Why it waits for a superadmin (decision 034); null: an address at another domain of old. */
  reviewReason: "personal_mailbox" | "not_role" | "other_domain" | null;
  suggestedBy: string | null;
  suggesterJoinedAt: number | null;
  suggesterSharesAddress: boolean;
  createdAt: number;
};

/**
 * Companies' complaints addresses: the suggestions waiting for an administrator (an address not
 * at the company's domain is never mailed before one confirms it), and the forms that set a
 * company's address and its country outright. A confirmed address gets the company's complaints
 * while nobody manages its page.
 */
export function ContactsPanel({ contacts, now }: { contacts: PendingContact[]; now: number }) {
  const decision = useFetcher<AdminAnswer>();
  useActionToast(decision);
  const { t, rich } = usePageMessages("admin");
  return (
    <Panel
      id="contacts-heading"
      className="space-y-3"
      headingClassName="text-lg font-semibold"
      heading={t("contacts.heading")}
    >
      {contacts.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-4 text-sm text-neutral-600">
          {t("contacts.none")}
        </p>
      ) : (
        <ul className="space-y-3">
          {contacts.map((contact) => (
            <li
              key={contact.id}
              className="space-y-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm"
              data-testid="contact-item"
            >
              <p>
                {rich(
                  contact.domain ? "contacts.itemDomain" : "contacts.item",
                  {
                    address: <span className="font-mono break-all">{contact.address}</span>,
                    company: (
                      <Link
                        to={companyPath(contact.slug)}
                        className="font-semibold hover:underline"
                      >
                        {contact.company}
                      </Link>
                    ),
                    when: <RelativeTime at={contact.createdAt} now={now} />,
                  },
                  {
                    domain: contact.domain ?? "",
                    by: contact.suggestedBy ?? t("contacts.someoneWhoLeft"),
                  },
                )}
              </p>
              <p className="text-neutral-700" data-testid="contact-weigh">
                {contact.reviewReason ? `${t(`contacts.reason.${contact.reviewReason}`)} ` : ""}
                {contact.suggesterJoinedAt !== null
                  ? rich("contacts.suggesterJoined", {
                      when: <RelativeTime at={contact.suggesterJoinedAt} now={now} />,
                    })
                  : null}{" "}
                {t(
                  contact.suggesterSharesAddress ? "contacts.sharesAddress" : "contacts.ownAddress",
                )}
              </p>
              <DecisionForm
                fetcher={decision}
                intent="decide-contact"
                idName="contactId"
                id={contact.id}
                yes={{ value: "confirm", label: t("contacts.confirm") }}
                no={{ value: "refuse", label: t("contacts.refuse") }}
              />
            </li>
          ))}
        </ul>
      )}
      <ComplaintsAddressForm />
      <CompanyCountryForm />
    </Panel>
  );
}
