import { PITCH_CALL_HREF } from "@shared/content/contacts";
import {
  ArrowRight,
  Building2,
  Globe,
  Layers,
  type LucideIcon,
  Megaphone,
  PhoneCall,
  Rocket,
  ShieldCheck,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { PageIntro, TitledSection } from "~/components/content/titled-section";
import { type SectionKey, usePageMessages } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { PRESS_HEADS } from "~/lib/heads/press";
import { pageMeta } from "~/lib/meta";
import { headOf } from "~/lib/page-heads";
import type { Route } from "./+types/investor-center";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const head = headOf(PRESS_HEADS, "/investor-center", loaderData);
  return pageMeta(matches, {
    ...head,
    jsonLd: {
      "@type": "WebPage",
      name: `UCK ${head.title}`,
      about: { "@type": "Organization", name: "UCK" },
    },
  });
};

export function loader({ context }: Route.LoaderArgs) {
  return { pageMessages: pageMessages("investors", context.locale) };
}

type Key = SectionKey<"investors">;

const HIGHLIGHTS = [
  { value: "$1", label: "investors.highlight.perComplaint" },
  { value: "$30M", label: "investors.highlight.us" },
  { value: "$338B", label: "investors.highlight.market" },
] as const;

const REASONS = [
  { icon: Rocket, name: "investors.why.built" },
  { icon: Users, name: "investors.why.content" },
  { icon: Building2, name: "investors.why.pay" },
  { icon: ShieldCheck, name: "investors.why.trust" },
] as const;

const FINANCIALS = [
  { row: "investors.financials.us", revenue: "$30M" },
  { row: "investors.financials.eu", revenue: "$45M" },
] as const;
const GLOBAL_REVENUE = "$300M";

const FIT = [
  { icon: Globe, name: "investors.fit.social" },
  { icon: Layers, name: "investors.fit.marketplace" },
  { icon: Megaphone, name: "investors.fit.cx" },
] as const;

const LETTER = ["p1", "p2", "p3", "p4"] as const;

const card = "rounded-xl border border-neutral-200 bg-white p-5 shadow-sm";

function FeatureCard({ icon: Icon, name }: { icon: LucideIcon; name: string }) {
  const { t } = usePageMessages("investors");
  const title = t(`${name}.title` as Key);
  const text = t(`${name}.text` as Key);
  return (
    <li className={`${card} space-y-2`}>
      <Icon aria-hidden className="size-6 text-brand-600" />
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm leading-relaxed text-neutral-700">{text}</p>
    </li>
  );
}

/** The sections' headings. */
const heading = "text-2xl font-bold";

export default function InvestorCenter() {
  const { t } = usePageMessages("investors");
  return (
    <main className="mx-auto max-w-4xl space-y-12 px-4 py-8">
      <PageIntro eyebrow={t("investors.title")} className="space-y-4">
        <h1 className="text-3xl leading-tight font-bold sm:text-5xl">{t("investors.heading")}</h1>
        <p className="max-w-2xl text-lg leading-relaxed text-neutral-700">{t("investors.intro")}</p>
        <ul className="grid gap-3 pt-2 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ value, label }) => (
            <li key={value} className={card}>
              <p className="text-3xl font-black text-brand-600">{value}</p>
              <p className="mt-1 text-sm text-neutral-600">{t(label)}</p>
            </li>
          ))}
        </ul>
      </PageIntro>

      <TitledSection
        id="letter"
        title={t("investors.letter.title")}
        className={`${card} space-y-4 p-6 sm:p-8`}
        headingClassName={heading}
      >
        <div className="space-y-4 leading-relaxed text-neutral-800">
          <p>{t("investors.letter.greeting")}</p>
          {LETTER.map((paragraph) => (
            <p key={paragraph}>{t(`investors.letter.${paragraph}`)}</p>
          ))}
          <p className="font-semibold">{t("investors.letter.signature")}</p>
        </div>
      </TitledSection>

      <TitledSection
        id="why"
        title={t("investors.why")}
        className="space-y-5"
        headingClassName={heading}
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map((feature) => (
            <FeatureCard key={feature.name} {...feature} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="financials"
        title={t("investors.financials")}
        className="space-y-4"
        headingClassName={heading}
      >
        <p className="leading-relaxed text-neutral-700">{t("investors.financials.intro")}</p>
        <p className="text-sm text-neutral-600 sm:hidden">{t("investors.financials.swipe")}</p>
        <section
          aria-labelledby="financials-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll the table on narrow screens
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[36rem] text-left text-sm whitespace-nowrap">
            <caption id="financials-caption" className="sr-only">
              {t("investors.financials.caption")}
            </caption>
            <thead className="bg-neutral-100 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("investors.financials.region")}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t("investors.financials.complaints")}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t("investors.financials.revenue")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("investors.financials.source")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {FINANCIALS.map(({ row, revenue }) => (
                <tr key={row}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {t(`${row}.region`)}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{t(`${row}.complaints`)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{revenue}</td>
                  <td className="px-4 py-3 text-neutral-600">{t(`${row}.source`)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-neutral-300 bg-brand-50 font-semibold">
              <tr>
                <th scope="row" className="px-4 py-3">
                  {t("investors.financials.total")}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">
                  {t("investors.financials.total.complaints")}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{GLOBAL_REVENUE}</td>
                <td className="px-4 py-3 font-normal text-neutral-700">
                  {t("investors.financials.total.source")}
                </td>
              </tr>
            </tfoot>
          </table>
        </section>
        <p className="text-sm text-neutral-600">{t("investors.financials.note")}</p>
      </TitledSection>

      <TitledSection
        id="fit"
        title={t("investors.fit")}
        className="space-y-5"
        headingClassName={heading}
      >
        <p className="leading-relaxed text-neutral-700">{t("investors.fit.intro")}</p>
        <ul className="grid gap-4 md:grid-cols-3">
          {FIT.map((feature) => (
            <FeatureCard key={feature.name} {...feature} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection
        id="launch"
        title={t("investors.launch")}
        className="space-y-4 rounded-2xl bg-neutral-900 p-6 text-white sm:p-10"
        headingClassName={`${heading} sm:text-3xl`}
      >
        <p className="max-w-2xl leading-relaxed text-neutral-200">{t("investors.launch.text")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={PITCH_CALL_HREF}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            <PhoneCall aria-hidden className="size-5" />
            {t("investors.launch.call")}
          </a>
          <Link
            to="/press-media"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-neutral-500 px-5 py-3 font-semibold text-white hover:bg-neutral-800"
          >
            {t("investors.launch.press")}
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
      </TitledSection>
    </main>
  );
}
