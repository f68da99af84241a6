import type { ComponentProps } from "react";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { useI18n } from "~/i18n/i18n";
import { lazyAfterServer } from "~/lib/lazy-after-server";

/**
 * The complainant's questions on their own cards (complainant-panels.tsx): whether the company's
 * answer resolved it, with the verdict's parts, and whether a refund arrived. Only the
 * complainant's own cards show them, so they are a chunk of their own that a visitor's page never
 * loads and the complainant's loads before hydrating (decision 059; app/lib/lazy-after-server.ts);
 * if it cannot load, the card says so in their place.
 */
const Response = lazyAfterServer("response-panel", () =>
  import("./complainant-panels").then((module) => ({ default: module.ResponsePanel })),
);
const Refund = lazyAfterServer("refund-panel", () =>
  import("./complainant-panels").then((module) => ({ default: module.RefundPanel })),
);

function Failed() {
  const { t } = useI18n();
  return (
    <p role="alert" className="text-xs text-red-700">
      {t("shell.chunkFailed")}
    </p>
  );
}

export function ResponsePanel(props: ComponentProps<typeof Response>) {
  return (
    <ChunkBoundary failed={<Failed />}>
      <Response {...props} />
    </ChunkBoundary>
  );
}

export function RefundPanel(props: ComponentProps<typeof Refund>) {
  return (
    <ChunkBoundary failed={<Failed />}>
      <Refund {...props} />
    </ChunkBoundary>
  );
}
