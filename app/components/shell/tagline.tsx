import type { MessageKey } from "@shared/messages/en/root";
import { useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n";

/**
 * About a dozen slogans of our own; UCK keeps the complaints companies would rather forget.
 * Their words are the root catalogue's `tagline.0` … `tagline.11` (shared/messages/en/root.ts), in
 * the page's language; the code holds only how many there are, so the English does not ship twice.
 */
export const TAGLINE_COUNT = 12;
const ROTATION_MS = 5000;

/** Rotates every 5 seconds; holds still for people who ask for reduced motion. */
export function Tagline({ className }: { className?: string }) {
  const [index, setIndex] = useState(0);
  const { t } = useI18n();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % TAGLINE_COUNT),
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
