import { companyPath } from "@shared/company-path";
import { Link, useFetcher } from "react-router";
import { buttonPrimary, buttonSecondary } from "~/components/ui/dialog";
import { RelativeTime } from "~/components/ui/relative-time";
import { useActionToast } from "~/lib/use-action-toast";
import type { AdminAnswer } from "~/routes/admin";
import { CompanyCountryForm } from "./company-country-form";
import { ComplaintsAddressForm } from "./complaints-address-form";

export type PendingContact = {
  id: string;
  address: string;
  company: string;
  slug: string;
  domain: string | null;
  suggestedBy: string | null;
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
  return (
    <section className="space-y-3" aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="text-lg font-semibold">
        Complaints addresses
      </h2>
      {contacts.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white p-4 text-sm text-neutral-600">
          No suggested address waits for a decision.
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
                <span className="font-mono break-all">{contact.address}</span> for{" "}
                <Link to={companyPath(contact.slug)} className="font-semibold hover:underline">
                  {contact.company}
                </Link>
                {contact.domain ? ` (${contact.domain})` : ""}, suggested by{" "}
                {contact.suggestedBy ?? "a person who left"}{" "}
                <RelativeTime at={contact.createdAt} now={now} />.
              </p>
              <decision.Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="decide-contact" />
                <input type="hidden" name="contactId" value={contact.id} />
                <button type="submit" name="decision" value="confirm" className={buttonPrimary}>
                  Confirm
                </button>
                <button type="submit" name="decision" value="refuse" className={buttonSecondary}>
                  Refuse
                </button>
              </decision.Form>
            </li>
          ))}
        </ul>
      )}
      <ComplaintsAddressForm />
      <CompanyCountryForm />
    </section>
  );
}
