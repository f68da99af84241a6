/**
 * Error reports (worker/observability/error-reports.ts): off without the SENTRY_DSN secret, and
 * what is sent never carries a person's input (a failed query's bound values, a query string).
 */
import { env } from "cloudflare:test";
import { errorReportOptions, scrubEvent } from "@worker/observability/error-reports";
import { expect, it } from "vitest";

it("error reports are off without SENTRY_DSN, on with it", () => {
  expect(errorReportOptions(env)).toBeUndefined();
  expect(errorReportOptions({ ...env, SENTRY_DSN: "  " })).toBeUndefined();
  expect(
    errorReportOptions({ ...env, SENTRY_DSN: "https://key@o1.ingest.sentry.io/2" }),
  ).toMatchObject({
    dsn: "https://key@o1.ingest.sentry.io/2",
    environment: "test",
    tracesSampleRate: 0,
  });
});

it("a report keeps the error and the path, never bound values or the query string", () => {
  const event = scrubEvent({
    type: undefined,
    exception: {
      values: [
        {
          type: "Error",
          value:
            'Failed query: select "id" from "companies" where instr(lower("name"), ?) > 0\nparams: maya.patel@example.com',
        },
      ],
    },
    request: {
      method: "GET",
      url: "https://uck.test/api/v1/companies?q=maya.patel%40example.com",
      query_string: "q=maya.patel%40example.com",
      headers: { Cookie: "uck_session=secret" },
    },
  });
  const text = JSON.stringify(event);
  expect(text).toContain("Failed query: select");
  expect(text).toContain("https://uck.test/api/v1/companies");
  expect(text).not.toContain("maya.patel");
  expect(text).not.toContain("secret");
});
