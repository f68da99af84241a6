import type { Page } from "@playwright/test";

/** The toast of an action whose answer never came (or was not the action's answer). */
export const GENERIC_FAILURE = "Something went wrong. Please try again.";

/**
 * Failures keep the page: an action whose request is lost on the way (the network dropped) or
 * answered by something that is not the action's answer (a proxy's 500 page) shows the spec's
 * toast, and the page, its cards and what was typed stay. Then the same action works.
 */
export const ways = {
  "the network drops": (page: Page, url: string) =>
    page.route(url, (route) => route.abort("internetdisconnected")),
  "the server fails": (page: Page, url: string) =>
    page.route(url, (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    ),
};
