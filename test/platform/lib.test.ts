import { formatRelativeTime } from "@shared/relative-time";
import { companySlug } from "@shared/slug";
import { expect, it } from "vitest";

const NOW = Date.parse("2026-11-21T12:00:00Z");
const ago = (ms: number) => NOW - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

it("relative time follows the spec's steps", () => {
  expect(formatRelativeTime(ago(0), NOW)).toBe("Just now");
  expect(formatRelativeTime(ago(59 * MIN), NOW)).toBe("Just now");
  expect(formatRelativeTime(ago(HOUR), NOW)).toBe("1 hour ago");
  expect(formatRelativeTime(ago(23 * HOUR + 59 * MIN), NOW)).toBe("23 hours ago");
  expect(formatRelativeTime(ago(DAY), NOW)).toBe("1 day ago");
  expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), NOW)).toBe("6 days ago");
  expect(formatRelativeTime(ago(7 * DAY), NOW)).toBe("1 week ago");
  expect(formatRelativeTime(ago(30 * DAY), NOW)).toBe("4 weeks ago");
  expect(formatRelativeTime(NOW + HOUR, NOW)).toBe("Just now");
  expect(formatRelativeTime(Number.NaN, NOW)).toBe("Unknown time");
});

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
