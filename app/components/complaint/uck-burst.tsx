import { useEffect, useState } from "react";

export const UCK_BURST_COUNT = 15;
export const UCK_BURST_MS = 1_500;
const IMAGES = ["/uck/uck-1.svg", "/uck/uck-2.svg", "/uck/uck-3.svg"];

/** The uck animation: 15 small images fly up for 1.5 s; nothing for reduced motion. */
export function UckBurst({ burstKey }: { burstKey: number }) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (burstKey === 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setActive(burstKey);
    const timer = setTimeout(() => setActive(0), UCK_BURST_MS);
    return () => clearTimeout(timer);
  }, [burstKey]);
  if (!active) return null;
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0"
      data-testid="uck-burst"
    >
      {Array.from({ length: UCK_BURST_COUNT }, (_, i) => {
        // A fountain upwards (150° to 30°), narrow enough that a button near the card's edge
        // on a 320 px phone keeps every particle on screen.
        const angle = -Math.PI * (5 / 6) + (i / (UCK_BURST_COUNT - 1)) * ((Math.PI * 2) / 3);
        const distance = 40 + ((i * 37) % 40);
        const style: React.CSSProperties & Record<`--${string}`, string> = {
          "--dx": `${Math.cos(angle) * distance * 0.7}px`,
          "--dy": `${Math.sin(angle) * distance - 20}px`,
          animationDelay: `${(i % 5) * 40}ms`,
        };
        return (
          <img
            key={`${active}-${IMAGES[i % IMAGES.length]}-${angle}`}
            src={IMAGES[i % IMAGES.length]}
            alt=""
            width={16}
            height={16}
            className="uck-particle absolute top-1/2 left-1/2 size-4"
            style={style}
          />
        );
      })}
    </span>
  );
}
