import type { HelpSection } from "@shared/content/help";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * The questions as native disclosure widgets: keyboard and screen-reader support come from the
 * browser, and the answers are in the HTML for search engines and readers without JavaScript.
 */
export function Faq({ sections }: { sections: HelpSection[] }) {
  // The page's words; an anchor stays the English one (/help#escalation in every language).
  const { t } = usePageMessages("help");
  return (
    <div className="space-y-6">
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`help-${slug(section.title)}`}>
          <h2 id={`help-${slug(section.title)}`} className="mb-2 text-lg font-semibold">
            {t(`faq.section.${index}`)}
          </h2>
          <div className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white shadow-sm">
            {section.questions.map((item) => (
              <details key={item.id} id={item.id} className="group" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
                  {t(`faq.${item.id}.q`)}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 shrink-0 text-neutral-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <div className="space-y-2 px-4 pb-4 text-sm leading-relaxed text-neutral-700">
                  {item.answer.map((paragraph, n) => (
                    <p key={paragraph}>{t(`faq.${item.id}.a${n + 1}`)}</p>
                  ))}
                  {item.link ? (
                    <p>
                      <Link
                        to={item.link.to}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {t(`faq.${item.id}.link`)}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
