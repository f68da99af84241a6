import { useEffect, useRef, useState } from "react";
import { useRootData } from "~/lib/root-data";

export const LOGO_TIMEOUT_MS = 3_000;

export const letterLogoUrl = (name: string) => `/logos/letter/${encodeURIComponent(name || "?")}`;

/**
 * A company logo: the stored logo, else the logo service by domain (LOGO_URL_TEMPLATE); if that
 * fails or takes more than 3 seconds, the letter image served by our Worker.
 */
export function CompanyLogo({
  name,
  domain,
  logo,
  size = 40,
}: {
  name: string;
  domain: string | null;
  logo: string | null;
  size?: number;
}) {
  const { publicConfig } = useRootData();
  const remote =
    logo ??
    (publicConfig.logoUrlTemplate && domain
      ? publicConfig.logoUrlTemplate.replace("{domain}", domain)
      : null);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    if (!remote || !img || failed) return;
    // The image may have failed before React hydrated.
    if (img.complete) {
      if (img.naturalWidth === 0) setFailed(true);
      return;
    }
    const timer = setTimeout(() => setFailed(true), LOGO_TIMEOUT_MS);
    const done = () => clearTimeout(timer);
    img.addEventListener("load", done);
    return () => {
      clearTimeout(timer);
      img.removeEventListener("load", done);
    };
  }, [remote, failed]);

  return (
    <img
      ref={ref}
      src={!remote || failed ? letterLogoUrl(name) : remote}
      onError={() => setFailed(true)}
      alt=""
      width={size}
      height={size}
      className="shrink-0 rounded-lg border border-neutral-200 bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}
