import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n";
import type { MessageKey } from "~/i18n/messages/en";

/**
 * About a dozen slogans of our own; UCK keeps the complaints companies would rather forget.
 * Shown in the page's language (the root catalogue's `tagline.N`, English word for word these).
 */
export const TAGLINES = [
  "Your Unresolved Complaint Keeper",
  "Complaints companies can't ignore",
  "Keep every complaint on the record",
  "Where complaints get answers",
  "Uck it, post it, get it fixed",
  "Loud customers make better companies",
  "Every complaint counts",
  "Public, so they listen",
  "Turn frustration into fixes",
  "Companies answer here",
  "Hold them to their word",
  "One complaint, a thousand ucks",
];
const ROTATION_MS = 5000;

/** Rotates every 5 seconds; holds still for people who ask for reduced motion. */
export function Tagline({ className }: { className?: string }) {
  const [index, setIndex] = useState(0);
  const { t } = useI18n();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % TAGLINES.length),
      ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span className={className} data-testid="tagline">
      {t(`tagline.${index}` as MessageKey)}
    </span>
  );
}
