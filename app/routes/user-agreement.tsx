import { PageHeading } from "~/components/shell/page-heading";
import { BackButton } from "~/components/static/back-button";
import { usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { CONTENT_HEADS } from "~/lib/heads/content";
import { headMeta } from "~/lib/page-heads";
import type { Route } from "./+types/user-agreement";

export const meta: Route.MetaFunction = headMeta(CONTENT_HEADS, "/user-agreement");

export function loader({ context }: Route.LoaderArgs) {
  return { pageMessages: pageMessages("agreement", context.locale) };
}

const SECTIONS = ["what", "account", "posts", "companies", "breaches", "data"] as const;

export default function UserAgreement() {
  const { t } = usePageMessages("agreement");
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <BackButton />
      <PageHeading className="text-3xl font-bold">{t("agreement.title")}</PageHeading>
      <p className="text-sm text-neutral-600">{t("agreement.updated")}</p>
      {SECTIONS.map((name) => (
        <section key={name} className="space-y-1">
          <h2 className="text-lg font-semibold">{t(`agreement.${name}.title`)}</h2>
          <p className="leading-relaxed text-neutral-800">{t(`agreement.${name}.body`)}</p>
        </section>
      ))}
    </main>
  );
}
