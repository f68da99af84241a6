import { en } from "@shared/messages/en/root";
import { tr } from "@shared/messages/tr/root";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { I18nProvider } from "~/i18n/i18n";
import * as notifications from "~/routes/notifications/route";
import * as person from "~/routes/u.$username";
import { i18nData } from "./render";

/**
 * A page's own error screen for a failure that is not "not here" (the server failed, a thrown
 * exception) says its sentence in the page's language from the root catalogue: a person's page,
 * notifications (a signed-in person's words), and every other route's default.
 */
async function errorScreen(
  ErrorBoundary: unknown,
  locale: "en" | "tr",
  thrown: unknown = new Error("D1 went away"),
) {
  const Stub = createRoutesStub([
    { id: "page", path: "/", Component: () => null, ErrorBoundary: ErrorBoundary as never },
  ]);
  const stream = await renderToReadableStream(
    createElement(
      I18nProvider as never,
      { data: i18nData(locale) },
      createElement(Stub, { initialEntries: ["/"], hydrationData: { errors: { page: thrown } } }),
    ),
  );
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
}

/** A route that names no sentence of its own. */
const Default = () => createElement(GeneralErrorBoundary);

describe("error screens in the page's language", () => {
  it("a person's page", async () => {
    expect(await errorScreen(person.ErrorBoundary, "tr")).toContain(tr["error.pageLoad"]);
    expect(await errorScreen(person.ErrorBoundary, "en")).toContain(
      "This page could not be loaded. Please try again.",
    );
  });

  it("notifications", async () => {
    expect(await errorScreen(notifications.ErrorBoundary, "tr")).toContain(
      tr["member.notificationsLoadFailed"],
    );
    expect(await errorScreen(notifications.ErrorBoundary, "en")).toContain(
      "Your notifications could not be loaded. Please try again.",
    );
  });

  it("a route's default screen says the generic failure", async () => {
    expect(await errorScreen(Default, "tr")).toContain(tr["error.generic"]);
    expect(await errorScreen(Default, "en")).toContain(en["error.generic"]);
    expect(en["error.generic"]).toBe("Something went wrong. Please try again.");
  });
});
