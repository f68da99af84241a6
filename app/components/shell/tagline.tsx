import { useEffect, useState } from "react";

/** About a dozen slogans of our own; UCK keeps the complaints companies would rather forget. */
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
      {TAGLINES[index]}
    </span>
  );
}
