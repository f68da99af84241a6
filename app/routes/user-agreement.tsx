import { PageHeading } from "~/components/shell/page-heading";
import { BackButton } from "~/components/static/back-button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/user-agreement";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "User Agreement",
    description:
      "The rules for posting on UCK: minimum age, what you may post, company pages, breaches and your data.",
    path: "/user-agreement",
    keywords: ["user agreement", "terms of use", "community rules"],
  });

const SECTIONS: [string, string][] = [
  [
    "1. What UCK is",
    "UCK is a public platform where consumers post complaints about companies, and where companies can answer them. Everything you post on UCK is public.",
  ],
  [
    "2. Your account",
    "You must be at least 13 years old to use UCK. Keep your password to yourself; you are responsible for what is posted from your account.",
  ],
  [
    "3. What you may post",
    "Post your own, honest experience. Do not post personal data of other people (addresses, phone numbers, account numbers), threats, hate, spam or anything unlawful. Do not impersonate a company or another person.",
  ],
  [
    "4. Companies",
    "A company may claim its page after verifying an address at its own domain. Company answers are public and must be truthful; offered reimbursements are the company's own commitment.",
  ],
  [
    "5. Breaches",
    "A breach of this agreement leads to the immediate deletion of the account and its data and a block of the IP addresses used for three months.",
  ],
  [
    "6. Your data",
    "You may ask for a download of your data or for its deletion at any time. A deletion request is carried out within 7 days. The Privacy Policy explains what we keep and why.",
  ],
];

export default function UserAgreement() {
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <BackButton />
      <PageHeading className="text-3xl font-bold">User Agreement</PageHeading>
      <p className="text-sm text-neutral-600">Last updated 13 May 2025</p>
      {SECTIONS.map(([title, body]) => (
        <section key={title} className="space-y-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="leading-relaxed text-neutral-800">{body}</p>
        </section>
      ))}
    </main>
  );
}
