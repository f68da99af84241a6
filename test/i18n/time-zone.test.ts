import { TIME_ZONE_COOKIE } from "@shared/i18n";
import { requestLanguage } from "@worker/http/language";
import { expect, it } from "vitest";

/**
 * A request's time zone: the `tz` cookie, then the edge's guess (Cloudflare's `cf.timezone`,
 * trusted only when deployed), then UTC.
 */
function request(cookie: string | null, zone: unknown) {
  const made = new Request("https://uck.test/", cookie ? { headers: { Cookie: cookie } } : {});
  Object.defineProperty(made, "cf", { value: { timezone: zone } });
  return { made };
}

it("a deployed request without the cookie takes the edge's zone", () => {
  const { made } = request(null, "Europe/Istanbul");
  expect(requestLanguage(made, true).timeZone).toBe("Europe/Istanbul");
});

it("the cookie's zone wins over the edge's", () => {
  const { made } = request(`${TIME_ZONE_COOKIE}=America%2FNew_York`, "Europe/Istanbul");
  expect(requestLanguage(made, true).timeZone).toBe("America/New_York");
});

it("a cookie naming no real zone falls back to the edge's, then to UTC", () => {
  const bad = request(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`, "Europe/Madrid");
  expect(requestLanguage(bad.made, true).timeZone).toBe("Europe/Madrid");
  const neither = request(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`, "Not/AZone");
  expect(requestLanguage(neither.made, true).timeZone).toBe("UTC");
});

it("a local run never trusts the made-up edge object", () => {
  const { made } = request(null, "Europe/Istanbul");
  expect(requestLanguage(made, false).timeZone).toBe("UTC");
});
