import type { AppConfig } from "../config";

/** Sign-in is refused on preview deployments (hosts matching PREVIEW_HOST_PATTERN). */
export function isPreviewHost(config: AppConfig, request: Request) {
  return config.previewHostPattern?.test(new URL(request.url).hostname) ?? false;
}

export const PREVIEW_NOTICE =
  "Sign-in is disabled on preview deployments. Please test signing in on the published site.";
