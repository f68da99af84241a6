/**
 * The author's deadlines as a calendar file (issue 63, decision 044): an all-day VEVENT per
 * deadline ahead, valid by RFC 5545's rules (./ical-check.ts), with what to do and the
 * complaint's link; only its author gets it. Failed before: there was no such file.
 */
import { addDays, utcDay } from "@shared/clocks";
import { complaints } from "@worker/db/schema";
import { clocksCalendar, foldLine } from "@worker/services/complaints/calendar";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createComplaint, db } from "../factories";
import { fetchResponse, get, sessionCookie, signedInUser } from "../harness/app";
import { checkICalendar } from "./ical-check";

it("gives the author an all-day event for each deadline ahead, and nobody else anything", async () => {
  const complaint = await createComplaint();
  const bought = addDays(utcDay(Date.now()), -5);
  await db
    .update(complaints)
    .set({
      country: "United Kingdom",
      problem: "faulty",
      payment: "credit_card",
      purchaseDate: bought,
    })
    .where(eq(complaints.id, complaint.id));
  const path = `/complaint/${complaint.id}/deadlines.ics`;

  const response = await fetchResponse(get(path, await sessionCookie(complaint.userId)));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const { calendar, events } = checkICalendar(await response.text());
  expect(calendar.PRODID?.value).toContain("UCK");
  // Cancel (14 days), reject (30), card (120), presumption (6 months), limitation (6 years).
  expect(events.map((event) => event.DTSTART?.value)).toEqual(
    [addDays(bought, 14), addDays(bought, 30), addDays(bought, 120)]
      .map((day) => day.replaceAll("-", ""))
      .concat(expect.any(String), expect.any(String)),
  );
  const first = events[0];
  expect(first?.DTEND?.value).toBe(addDays(bought, 15).replaceAll("-", ""));
  expect(first?.SUMMARY?.value).toBe("Last day to cancel an online or distance purchase (14 days)");
  expect(first?.DESCRIPTION?.value).toContain(
    "Tell the trader clearly, in writing, that you are cancelling.",
  );
  expect(first?.DESCRIPTION?.value).toContain(`/complaint/${complaint.id}`);
  expect(first?.URL?.value).toMatch(new RegExp(`/complaint/${complaint.id}$`));
  expect(new Set(events.map((event) => event.UID?.value)).size).toBe(events.length);
  // The card rule rests on vendors' reproductions: the event says it is not verified.
  expect(events[2]?.DESCRIPTION?.value).toContain("Not verified against the law's own text.");

  const stranger = await signedInUser();
  for (const cookie of [stranger.cookie, null]) {
    const refused = await fetchResponse(get(path, cookie));
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("VCALENDAR");
  }
});

it("folds long lines at 75 octets without splitting a character, and escapes TEXT", () => {
  const line = `SUMMARY:${"ş".repeat(100)}`;
  const folded = foldLine(line);
  for (const part of folded.split("\r\n")) {
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  }
  expect(folded.replaceAll("\r\n ", "")).toBe(line);
  const body = clocksCalendar(
    {
      complaintId: "c1",
      company: "A, B; C",
      answers: { problem: "faulty", payment: null, purchaseDate: "2026-01-01" },
      clocks: [
        {
          id: "uk-reject",
          law: "Consumer Rights Act 2015 s.22",
          source: "https://example.org/a,b",
          checked: "2026-11-29",
          verified: true,
          start: "2026-01-01",
          deadline: "2026-01-31",
          passed: false,
        },
      ],
    },
    {
      name: "UCK deadlines: A, B; C",
      title: () => "Reject, now; please \\ quickly",
      whatToDo: () => "Line one\nLine two",
      source: () => "Source",
      unverified: "Not verified",
      link: "Link",
    },
    "https://uck.example/complaint/c1",
    "uck.example",
    Date.UTC(2026, 0, 2),
  );
  const { calendar, events } = checkICalendar(body);
  expect(calendar["X-WR-CALNAME"]?.value).toBe("UCK deadlines: A, B; C");
  expect(events[0]?.SUMMARY?.value).toBe("Reject, now; please \\ quickly");
  expect(events[0]?.DESCRIPTION?.value).toContain("Line one\nLine two");
  // 31 January ends the next day: DTEND is exclusive (RFC 5545 §3.6.1).
  expect(events[0]?.DTEND?.value).toBe("20260201");
  // The check itself refuses what RFC 5545 forbids.
  expect(() => checkICalendar(body.replace("SUMMARY:Reject\\,", "SUMMARY:Reject,"))).toThrow(
    /3\.3\.11/,
  );
  expect(() => checkICalendar(body.replaceAll("\r\n", "\n"))).toThrow(/3\.1/);
  expect(() => checkICalendar(body.replace(/^UID:.*\r\n/m, ""))).toThrow(/UID/);
});
