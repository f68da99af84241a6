import { companySlug } from "@shared/slug";
import { expect, it } from "vitest";

it("company slugs follow the spec's rule", () => {
  expect(companySlug("Delta Air Lines")).toBe("delta-air-lines");
  expect(companySlug("AT&T")).toBe("att");
  expect(companySlug("McDonald's")).toBe("mcdonalds");
  expect(companySlug("  Booking.com ")).toBe("bookingcom");
  expect(companySlug("Disney+")).toBe("disney");
});

it("sign-in is refused on preview hosts only", async () => {
  const { isPreviewHost } = await import("@worker/auth/preview");
  const { parseConfig } = await import("@worker/config");
  const config = parseConfig({
    PUBLIC_HOST: "https://uck.example",
    PUBLIC_SHORT_HOST: "https://uck.to",
    MAIL_FROM: "UCK <a@b.c>",
    PREVIEW_HOST_PATTERN: "\\.workers\\.dev$|\\.pages\\.dev$",
  });
  expect(isPreviewHost(config, new Request("https://abc123.uck.workers.dev/auth/login"))).toBe(
    true,
  );
  expect(isPreviewHost(config, new Request("https://uck.example/auth/login"))).toBe(false);
});

it("safeRedirect keeps same-site paths only", async () => {
  const { safeRedirect } = await import("@shared/safe-redirect");
  expect(safeRedirect("/complaint/1")).toBe("/complaint/1");
  expect(safeRedirect("//evil.example")).toBe("/");
  expect(safeRedirect("https://evil.example")).toBe("/");
  expect(safeRedirect("/\\evil.example")).toBe("/");
  expect(safeRedirect(null)).toBe("/");
});
