import { venueById } from "@shared/venues";
import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { expect, it } from "vitest";
import { EscalatedNotice } from "~/components/company/status-badges";
import { catalogueFor } from "~/i18n/catalogue.server";
import { type I18nData, I18nProvider } from "~/i18n/i18n";

// The provider with its children as createElement's third argument.
const Provider = I18nProvider as ComponentType<{ data: I18nData; children?: ReactNode }>;

// The notice reads its words from the page's catalogue (the root catalogue, decision 030).
const ENGLISH: I18nData = {
  locale: "en",
  timeZone: "UTC",
  messages: catalogueFor("en"),
  choices: [],
};

/** The escalated notice as the server renders it, in the words the page shows. */
async function notice(authoritySentAt: number | null, authorityVenue: string | null) {
  const stream = await renderToReadableStream(
    createElement(
      Provider,
      { data: ENGLISH },
      createElement(EscalatedNotice, {
        complaintId: "c1",
        escalatedAt: null,
        authoritySentAt,
        authorityVenueName: authorityVenue ? (venueById(authorityVenue)?.name ?? null) : null,
        now: Date.UTC(2026, 10, 26),
      }),
    ),
  );
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!-- -->/g, "");
}

it("the notice says 'escalated to the authorities' only when a send to a venue is recorded", async () => {
  const sent = await notice(Date.UTC(2026, 10, 25), "national:United States");
  expect(sent).toContain("Escalated to the authorities because of no response within 48 hours");
  expect(sent).toContain("Federal Trade Commission");

  const kept = await notice(null, null);
  expect(kept).not.toContain("to the authorities");
  expect(kept).toContain("Escalated on UCK after 48 hours without a response");
  expect(kept).toContain('href="/complaint/c1/file"');
  expect(kept).toContain("no authority has been sent it");

  // A venue chosen but not yet sent to is not a send either.
  expect(await notice(null, "national:United States")).not.toContain("to the authorities");
});
