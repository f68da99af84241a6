import { describe, expect, it } from "vitest";

/**
 * Typed action contracts (issue 42): every action declares its answer through the route kit
 * (`Answer<Extra>`), and pages read it through `useFetcher<typeof action>()` or `actionData`
 * without a cast. These source checks keep it so.
 */
const SOURCES = import.meta.glob<string>("../../app/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

const offending = (pattern: RegExp) =>
  Object.entries(SOURCES)
    .filter(([, source]) => pattern.test(source))
    .map(([file]) => file.replace("../../", ""));

describe("action contracts", () => {
  it("the glob reads the route modules (the checks below look at real sources)", () => {
    const routes = Object.keys(SOURCES).filter((file) => file.startsWith("../../app/routes/"));
    expect(routes.length).toBeGreaterThan(20);
    expect(SOURCES["../../app/kit/action.server.ts"]).toContain("export function signedInAction");
  });

  it("no action declares its answer as unknown", () => {
    expect(offending(/(formAction|signedInAction)<[^>]*\bunknown\s*>/)).toEqual([]);
  });

  it("one name for requiring a signed-in person: memberAction is gone", () => {
    expect(offending(/\bmemberAction\b/)).toEqual([]);
  });

  it("one way to require a signed-in person: no route action refuses a visitor itself", () => {
    // signedInAction (with `open`, `keep` and `stayOnPage`) answers every visitor; a handler that
    // tests `user` or refuses "unauthenticated" on its own would be a second way.
    const routes = Object.entries(SOURCES).filter(([file]) => file.startsWith("../../app/routes/"));
    const actions = routes.map(([file, source]) => ({
      file: file.replace("../../", ""),
      action: source.split(/export const action\b/)[1] ?? "",
    }));
    const inline = actions
      .filter(({ action }) => /refuse\([^)]*"unauthenticated"|if \(!user\)/.test(action))
      .map(({ file }) => file);
    expect(inline).toEqual([]);
    expect(actions.filter(({ action }) => /signedInAction/.test(action)).length).toBeGreaterThan(5);
  });

  it("no page casts a fetcher's data or an action's answer", () => {
    expect(offending(/\b(fetcher|[A-Za-z]+Fetcher)\.data\s+as\b/)).toEqual([]);
    expect(offending(/\bactionData\)?\s+as\b/)).toEqual([]);
    expect(offending(/useActionData\(\)\s+as\b/)).toEqual([]);
  });
});
