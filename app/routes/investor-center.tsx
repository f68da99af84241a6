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
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/investor-center";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Investor Center",
    description:
      "UCK is built, live and looking for a platform owner to run it: the pitch, the numbers and how to book a 15-minute call.",
    path: "/investor-center",
    keywords: ["investor", "investment", "acquisition", "complaint platform", "pitch"],
    jsonLd: {
      "@type": "WebPage",
      name: "UCK Investor Center",
      about: { "@type": "Organization", name: "UCK" },
    },
  });

const HIGHLIGHTS = [
  { value: "$1", label: "paid by a company per complaint it handles" },
  { value: "$30M", label: "a year at 100% of US complaints" },
  { value: "$338B", label: "global customer-service market (estimate)" },
];

const REASONS = [
  {
    icon: Rocket,
    title: "Built and running",
    text: "Complaints, ucks, comments, company pages, claims, responses and escalation are live today. There is no roadmap to fund before the first dollar.",
  },
  {
    icon: Users,
    title: "Consumers bring the content",
    text: "Every complaint is written by a customer, for free, and every uck and comment makes it more visible. The platform grows with each bad experience.",
  },
  {
    icon: Building2,
    title: "Companies have a reason to pay",
    text: "A public complaint with no answer costs a company customers. Claiming the page and answering is the cheapest fix it will find.",
  },
  {
    icon: ShieldCheck,
    title: "Trust built in",
    text: "Verified company accounts, a clear user agreement, data download and deletion, and escalation after 48 hours without an answer.",
  },
];

const FINANCIALS = [
  {
    region: "USA",
    complaints: "30 million",
    revenue: "$30M",
    source: "CFPB / BBB annual reports (estimate)",
  },
  {
    region: "UK/EU",
    complaints: "45 million",
    revenue: "$45M",
    source: "UK ombudsman schemes / ECC-Net reports (estimate)",
  },
];
const GLOBAL_TOTAL = {
  complaints: "300 million",
  revenue: "$300M",
  source: "UCK estimate, extrapolated from the regions above",
};

const FIT = [
  {
    icon: Globe,
    title: "For a social or community platform",
    text: "UCK turns an audience that already talks about brands into a structured, searchable record that companies will pay to answer.",
  },
  {
    icon: Layers,
    title: "For a review or marketplace operator",
    text: "Complaints sit naturally beside ratings and listings, and company accounts add a recurring revenue line to an existing sales team.",
  },
  {
    icon: Megaphone,
    title: "For a customer-experience software company",
    text: "Public complaints are the top of the support funnel. Owning them puts your tools in front of every company that needs to answer.",
  },
];

const card = "rounded-xl border border-neutral-200 bg-white p-5 shadow-sm";

function FeatureCard({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <li className={`${card} space-y-2`}>
      <Icon aria-hidden className="size-6 text-brand-600" />
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm leading-relaxed text-neutral-700">{text}</p>
    </li>
  );
}

export default function InvestorCenter() {
  return (
    <main className="mx-auto max-w-4xl space-y-12 px-4 py-8">
      <header className="space-y-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Investor Center
        </p>
        <h1 className="text-3xl leading-tight font-bold sm:text-5xl">
          The world's complaint desk is built. It needs an owner.
        </h1>
        <p className="max-w-2xl text-lg leading-relaxed text-neutral-700">
          UCK is a working platform where customers post complaints in public and companies pay to
          answer them. We are looking for a platform owner to run it at scale.
        </p>
        <ul className="grid gap-3 pt-2 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ value, label }) => (
            <li key={value} className={card}>
              <p className="text-3xl font-black text-brand-600">{value}</p>
              <p className="mt-1 text-sm text-neutral-600">{label}</p>
            </li>
          ))}
        </ul>
      </header>

      <section aria-labelledby="letter" className={`${card} space-y-4 p-6 sm:p-8`}>
        <h2 id="letter" className="text-2xl font-bold">
          A letter to the owner
        </h2>
        <div className="space-y-4 leading-relaxed text-neutral-800">
          <p>Dear future owner,</p>
          <p>
            Every day, millions of people have a bad experience with a company and have nowhere
            useful to put it. They shout into a support queue, give up, or quietly take their money
            elsewhere. The company never learns what went wrong, and the next customer walks into
            the same problem.
          </p>
          <p>
            We built UCK to keep those complaints: in public, in one place, counted and answered.
            Customers post for free. Other customers back them with an uck. Companies claim their
            page and pay a small amount, about a dollar a complaint, to respond, resolve and learn.
          </p>
          <p>
            The product works. What it needs now is reach, a sales team and a brand that people
            already trust. You have those. We would rather hand UCK to the owner who can take it
            everywhere than spend years building the distribution you already have.
          </p>
          <p>We would welcome fifteen minutes of your time.</p>
          <p className="font-semibold">The UCK founding team</p>
        </div>
      </section>

      <section aria-labelledby="why" className="space-y-5">
        <h2 id="why" className="text-2xl font-bold">
          Why UCK?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="financials" className="space-y-4">
        <h2 id="financials" className="text-2xl font-bold">
          Financials
        </h2>
        <p className="leading-relaxed text-neutral-700">
          Companies pay about $1 for each complaint they handle on UCK. The figures below show the
          yearly revenue if every company answered every complaint in a region.
        </p>
        <p className="text-sm text-neutral-600 sm:hidden">Swipe the table sideways for sources.</p>
        <section
          aria-labelledby="financials-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll the table on narrow screens
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-neutral-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[36rem] text-left text-sm whitespace-nowrap">
            <caption id="financials-caption" className="sr-only">
              Estimated annual complaints and revenue at $1 per complaint, by region
            </caption>
            <thead className="bg-neutral-100 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Region
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Annual complaints
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Revenue
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Source
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-200">
              {FINANCIALS.map((row) => (
                <tr key={row.region}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.region}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{row.complaints}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{row.revenue}</td>
                  <td className="px-4 py-3 text-neutral-600">{row.source}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-neutral-300 bg-brand-50 font-semibold">
              <tr>
                <th scope="row" className="px-4 py-3">
                  Global total
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{GLOBAL_TOTAL.complaints}</td>
                <td className="px-4 py-3 text-right tabular-nums">{GLOBAL_TOTAL.revenue}</td>
                <td className="px-4 py-3 font-normal text-neutral-700">{GLOBAL_TOTAL.source}</td>
              </tr>
            </tfoot>
          </table>
        </section>
        <p className="text-sm text-neutral-600">
          All figures are estimates, rounded, and assume full participation ($30M for 100% of US
          complaints). They sit inside a global customer-service market estimated at $338B a year.
        </p>
      </section>

      <section aria-labelledby="fit" className="space-y-5">
        <h2 id="fit" className="text-2xl font-bold">
          Strategic fit
        </h2>
        <p className="leading-relaxed text-neutral-700">
          UCK is most valuable in the hands of an owner who already has an audience, a sales
          organisation or both.
        </p>
        <ul className="grid gap-4 md:grid-cols-3">
          {FIT.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="launch"
        className="space-y-4 rounded-2xl bg-neutral-900 p-6 text-white sm:p-10"
      >
        <h2 id="launch" className="text-2xl font-bold sm:text-3xl">
          Ready to Launch?
        </h2>
        <p className="max-w-2xl leading-relaxed text-neutral-200">
          Fifteen minutes is enough to show you the product, the numbers and how a handover would
          work. Pick a time that suits you and we will do the rest.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a
            href={PITCH_CALL_HREF}
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            <PhoneCall aria-hidden className="size-5" />
            Book a 15-minute pitch call
          </a>
          <Link
            to="/press-media"
            className="inline-flex items-center justify-center gap-2 rounded-md border border-neutral-500 px-5 py-3 font-semibold text-white hover:bg-neutral-800"
          >
            Read the press coverage
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </div>
      </section>
    </main>
  );
}
