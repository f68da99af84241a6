import type { FloodBannerFigures } from "@worker/services/companies/flood-page";
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * The flood guard's banner (docs/decisions/031, 038): neutral words while a window is open, one
 * sentence for each rule that held, with its own figures, so a page flooded with young ucks
 * never reads as a flood of complaints. Nothing is hidden: the complaints stay on the page below.
 */
export function FloodBanner({ banner }: { banner: FloodBannerFigures }) {
  const { t, number } = usePageMessages("company");
  // "usually 1.5 a day": a median of whole days is whole or a half, in the page's digits.
  const median = number(banner.median);
  const sentences = {
    volume: t("flood.banner.volume", { count: number(banner.complaints), median }),
    young_ucks: t("flood.banner.young_ucks", {
      young: number(banner.youngUcks),
      ucks: number(banner.ucks),
    }),
    near_identical: t("flood.banner.near_identical", { accounts: number(banner.accounts) }),
  };
  return (
    <Panel
      id="flood-banner-heading"
      className="space-y-1 rounded-xl border border-neutral-300 bg-neutral-50 px-4 py-3 text-sm text-neutral-800"
      testId="flood-banner"
      heading={t("flood.banner.label")}
    >
      {banner.rules.map((rule) => (
        <p key={rule} data-rule={rule}>
          {sentences[rule]}
        </p>
      ))}
      <p>{t("flood.banner.kept")}</p>
      <p className="text-xs text-neutral-600">
        <Link to="/methodology#flood-guard" className="font-medium underline">
          {t("flood.how")}
        </Link>
      </p>
    </Panel>
  );
}
