import { CONTACTS, mailto } from "@shared/content/contacts";
import { MAIL_LIMITS_TEXT } from "@shared/mail-limits";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { BackButton } from "~/components/static/back-button";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description:
      "What UCK collects, why, who can see it, how long we keep it, and how to download or delete your data.",
    path: "/privacy-policy",
    keywords: ["privacy policy", "personal data", "cookies", "data deletion"],
  });

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";

export default function PrivacyPolicy() {
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackButton />
      <header className="space-y-2">
        <PageHeading className="text-3xl font-bold">Privacy Policy</PageHeading>
        <p className="text-sm text-neutral-600">Last updated 3 June 2025</p>
        <p className="leading-relaxed text-neutral-800">
          UCK is a public platform: the point of a complaint is that people can read it. This page
          explains, in plain words, which data that involves, what stays private and what you can
          ask of us.
        </p>
      </header>

      <Section title="1. What we collect">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            <strong>Your account:</strong> your name, e-mail address and a protected (hashed)
            version of your password, or the identity a sign-in provider passes to us.
          </li>
          <li>
            <strong>Your profile:</strong> whatever you choose to add, such as a username, bio,
            location, website, phone number, company, job title, avatar and background image.
          </li>
          <li>
            <strong>Your complaints:</strong> the text, the company, and an optional photo and
            location. Complaints are public.
          </li>
          <li>
            <strong>Your comments and ucks:</strong> what you write under complaints and which
            complaints and comments you back with an uck.
          </li>
          <li>
            <strong>Uploads:</strong> the images you add to complaints or your profile.
          </li>
          <li>
            <strong>Your IP address:</strong> used to limit how often actions can be repeated, to
            stop abuse and to enforce blocks.
          </li>
        </ul>
      </Section>

      <Section title="2. Why we use it">
        <p>
          We use your data to run your account, to publish what you choose to post, to show
          companies the complaints made about them so they can answer, to send e-mails you need
          (such as address verification and password resets) and to keep the platform safe from
          spam, fraud and abuse. We do not sell your data and we do not show advertising based on
          it.
        </p>
        <p>
          When you file a complaint, its first line and a link to it are sent to the company it is
          about wherever UCK can reach it (the complaint's page says when, or why not yet): to the
          people who manage the company's page on UCK, or by e-mail to the company's confirmed
          complaints address or its customer-service mailbox (support@ its domain). Your name and
          e-mail address are not in that mail; the company reads the rest on the complaint's public
          page.
        </p>
        <p data-testid="mail-limits">
          {MAIL_LIMITS_TEXT} You choose per kind of mail in your profile whether it comes at once,
          in a daily digest or never, and every mail has a one-click link to stop it.
        </p>
      </Section>

      <Section title="3. Cookies and local storage">
        <p>We keep this to what the site needs to work:</p>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            <strong>A session cookie</strong> that keeps you signed in. It holds a random token, not
            your password.
          </li>
          <li>
            <strong>
              <code>sidebar:state</code>
            </strong>{" "}
            remembers whether you left the side menu expanded or collapsed, for 7 days.
          </li>
          <li>
            <strong>
              <code>uck-home-screen-instruction-seen</code>
            </strong>{" "}
            (local storage, on your device only) remembers that you have seen the tip on adding UCK
            to your home screen.
          </li>
          <li>
            <strong>
              <code>uck-user-agreement-accepted</code>
            </strong>{" "}
            (local storage) records that, and when, you accepted the User Agreement on this device.
          </li>
        </ul>
        <p>We use no advertising or cross-site tracking cookies.</p>
      </Section>

      <Section title="4. Who sees what">
        <p>
          Anyone, signed in or not, can see complaints, comments, uck counts, company responses and
          the public parts of profiles. Companies that claim their page see the complaints about
          them, just like everyone else, and can answer in public. Your e-mail address, password, IP
          address and phone number are never shown on the site. A small team of administrators can
          see account details when they need to handle a report or a breach of the{" "}
          <Link to="/user-agreement" className={link}>
            User Agreement
          </Link>
          . Our hosting and e-mail providers process data on our behalf and only for that purpose.
        </p>
      </Section>

      <Section title="5. How long we keep it">
        <p>
          We keep your account and what you post for as long as your account exists, and until a
          deletion request has been carried out. The counters we keep per IP address for rate limits
          hold only a number of attempts and the time the current window began; they are not linked
          to your posts. Records of a block are kept for the length of the block.
        </p>
      </Section>

      <Section title="6. Your rights">
        <p>
          You may ask for a download of your data or for its deletion at any time. A deletion
          request is carried out within 7 days: your account, profile, comments and uploads are
          erased, and your complaints are anonymised so that the public record of a company's
          answers stays readable without your name on it. You may also ask us to correct data that
          is wrong.
        </p>
      </Section>

      <Section title="7. Minimum age">
        <p>
          You must be at least 13 years old to use UCK. If we learn that an account belongs to
          someone younger, we delete it.
        </p>
      </Section>

      <Section title="8. Breaches of the User Agreement">
        <p>
          If an account breaches the User Agreement, we delete the account and its data straight
          away and block the IP addresses it used for 3 months. To enforce that block we keep those
          IP addresses for the same period.
        </p>
      </Section>

      <Section title="9. Contact">
        <p>
          Questions, requests for a download or deletion, or anything else about your data:{" "}
          <a href={mailto(CONTACTS.privacy)} className={link}>
            {CONTACTS.privacy}
          </a>
          . We may ask you to confirm the request from the e-mail address on your account.
        </p>
      </Section>
    </main>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 leading-relaxed text-neutral-800">
      <h2 className="text-lg font-semibold text-neutral-900">{title}</h2>
      {children}
    </section>
  );
}
