import { HELP_SECTIONS } from "@shared/content/help";
import { sendContactMessage } from "@worker/services/contact";
import { LifeBuoy } from "lucide-react";
import { PageHeadingWith } from "~/components/shell/page-heading";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { type Answer, formAction, refuse, succeed } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/route";
import { ContactForm } from "./contact-form";
import { Faq } from "./faq";

export const handle = { title: "Help" };

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  // The questions in the page's language (English: shared/content/help.ts word for word).
  const said = wordsOf(loaded?.pageMessages);
  return pageMeta(matches, {
    title: "Help",
    description:
      said["help.metaDescription"] ??
      "How UCK works: filing a complaint, ucks, company responses, escalation after 48 hours, claiming a company page, your data, and how to reach the UCK team.",
    path: "/help",
    keywords: ["help", "FAQ", "contact", "how to complain"],
    jsonLd: {
      "@type": "FAQPage",
      mainEntity: HELP_SECTIONS.flatMap((section) =>
        section.questions.map((item) => ({
          "@type": "Question",
          name: said[`faq.${item.id}.q`] ?? item.question,
          acceptedAnswer: {
            "@type": "Answer",
            text: item.answer.map((text, n) => said[`faq.${item.id}.a${n + 1}`] ?? text).join(" "),
          },
        })),
      ),
    },
  });
};

/** Signed-in people find their name and address already in the contact form. */
export function loader({ context }: Route.LoaderArgs) {
  const user = context.user;
  return {
    prefill: {
      name: user?.profile?.fullName ?? "",
      email: user?.email ?? "",
    },
    pageMessages: pageMessages("help", context.locale),
  };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

type ContactField = "name" | "email" | "topic" | "message";
type ContactFields = {
  /** A sent message's own id: the form starts afresh for each. */
  sentId: string;
  /** What was typed, sent back so nothing is lost (a sent message keeps who sent it). */
  values: Partial<Record<ContactField, string>>;
  /** The fields the service refused, each with its message. */
  errors: Partial<Record<ContactField, string>>;
  /** A refusal that is not about one field (a limit, an unknown action). */
  message: string;
};

/** The contact form's answer, read by its component with or without JavaScript. */
export type ContactAnswer = Answer<ContactFields>;

/** The contact form: validated and rate-limited by the contact service. */
export const action = formAction<Route.ActionArgs, ContactFields>(
  { name: "contact", failure: GENERIC_FAILED_LINE },
  async ({ form, intent, user, now }, { context }) => {
    const values = {
      name: text(form.get("name")),
      email: text(form.get("email")),
      topic: text(form.get("topic")),
      message: text(form.get("message")),
    };
    if (intent !== "contact") {
      return refuse(intent, "invalid", undefined, { message: "Unknown action.", values });
    }
    const result = await sendContactMessage(
      context.db,
      { userId: user?.id ?? null, clientIp: context.clientIp },
      values,
      now,
    );
    if (result.ok) {
      return succeed(
        intent,
        { title: sectionWords("help", context.locale)["contact.sent"] as string },
        { sentId: crypto.randomUUID(), values: { name: values.name, email: values.email } },
      );
    }
    return result.code === "invalid"
      ? refuse(intent, result.code, undefined, { errors: result.errors, values })
      : refuse(intent, result.code, undefined, { message: result.message, values });
  },
);

export default function Help({ loaderData }: Route.ComponentProps) {
  const { t } = usePageMessages("help");
  const title = t("nav:/help");
  return (
    <main className="mx-auto max-w-3xl space-y-8 px-4 py-6">
      <header className="space-y-2">
        <PageHeadingWith text={title} className="flex items-center gap-2 text-2xl font-bold">
          <LifeBuoy aria-hidden="true" className="size-6 text-brand-500" /> {title}
        </PageHeadingWith>
        <p className="text-neutral-700">{t("help.intro")}</p>
      </header>
      <Faq sections={HELP_SECTIONS} />
      <ContactForm prefill={loaderData.prefill} />
    </main>
  );
}
