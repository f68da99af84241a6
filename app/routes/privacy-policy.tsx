import { ADDRESS_BLOCK_MONTHS } from "@shared/address-block";
import { CONTACTS, mailto } from "@shared/content/contacts";
import { MAIL_HOURLY_CAP } from "@shared/mail-limits";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/shell/page-heading";
import { BackButton } from "~/components/static/back-button";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { CONTENT_HEADS } from "~/lib/heads/content";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = headMeta(CONTENT_HEADS, "/privacy-policy");

export function loader({ context }: Route.LoaderArgs) {
  return { pageMessages: pageMessages("privacy", context.locale) };
}

const link = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600";

const COLLECTED = ["account", "profile", "complaints", "comments", "uploads", "ip"] as const;
const STORED = [
  ["sidebar:state", "sidebar"],
  ["uck-home-screen-instruction-seen", "homeScreen"],
  ["uck-user-agreement-accepted", "agreement"],
] as const;
const PARAGRAPHS = ["keep", "rights", "age", "breach"] as const;

export default function PrivacyPolicy() {
  const { t, rich } = usePageMessages("privacy");
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <BackButton />
      <header className="space-y-2">
        <PageHeading className="text-3xl font-bold">{t("privacy.title")}</PageHeading>
        <p className="text-sm text-neutral-600">{t("privacy.updated")}</p>
        <p className="leading-relaxed text-neutral-800">{t("privacy.intro")}</p>
      </header>

      <Section title={t("privacy.collect.title")}>
        <ul className="list-disc space-y-1.5 pl-5">
          {COLLECTED.map((item) => (
            <li key={item}>
              <strong>{t(`privacy.collect.${item}.lead`)}</strong> {t(`privacy.collect.${item}`)}
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("privacy.why.title")}>
        <p>{t("privacy.why.use")}</p>
        <p>{t("privacy.why.sent")}</p>
        <p data-testid="mail-limits">{t("privacy.why.mail", { cap: MAIL_HOURLY_CAP })}</p>
      </Section>

      <Section title={t("privacy.cookies.title")}>
        <p>{t("privacy.cookies.intro")}</p>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            <strong>{t("privacy.cookies.session.lead")}</strong> {t("privacy.cookies.session")}
          </li>
          {STORED.map(([name, key]) => (
            <li key={name}>
              <strong>
                <code>{name}</code>
              </strong>{" "}
              {t(`privacy.cookies.${key}`)}
            </li>
          ))}
        </ul>
        <p>{t("privacy.cookies.none")}</p>
      </Section>

      <Section title={t("privacy.who.title")}>
        <p>
          {rich("privacy.who.body", {
            agreement: (
              <Link to="/user-agreement" className={link}>
                {t("privacy.who.agreement")}
              </Link>
            ),
          })}
        </p>
        <p id="your-name">{t("privacy.who.name")}</p>
      </Section>

      {PARAGRAPHS.map((key) => (
        <Section key={key} title={t(`privacy.${key}.title`)}>
          <p>{t(`privacy.${key}.body`, { months: ADDRESS_BLOCK_MONTHS })}</p>
        </Section>
      ))}

      <Section title={t("privacy.contact.title")}>
        <p>
          {rich("privacy.contact.body", {
            address: (
              <a href={mailto(CONTACTS.privacy)} className={link}>
                {CONTACTS.privacy}
              </a>
            ),
          })}
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
