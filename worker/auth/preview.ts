import type { AppConfig } from "../config";

/**
 * Sign-in is refused on preview deployments (hosts matching PREVIEW_HOST_PATTERN), never on the
 * host the deployment publishes: PUBLIC_HOST's host is the real site whatever the pattern says,
 * so a first deployment on `uck.<subdomain>.workers.dev` can sign people in.
 */
export function isPreviewHost(config: AppConfig, request: Request) {
  const host = new URL(request.url).hostname;
  if (host === new URL(config.publicHost).hostname) return false;
  return config.previewHostPattern?.test(host) ?? false;
}

export const PREVIEW_NOTICE =
  "Sign-in is disabled on preview deployments. Please test signing in on the published site.";
