import type { Locale } from "@shared/i18n";
import { en } from "@shared/messages/en/root";
import { es } from "@shared/messages/es/root";
import { tr } from "@shared/messages/tr/root";
import { venueById } from "@shared/venues";
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EscalatedNotice } from "~/components/company/status-badges";
import { RefundLine } from "~/components/complaint/refund";
import { type I18nData, I18nProvider } from "~/i18n/i18n";
import { i18nData, placeholders, wordsOf } from "./render";

/**
 * Issue 40: the escalated notice and the refund line are on cards in every list, so their words
 * come with the root catalogue (not a page's section), in every language; decision 026's rule
 * ("to the authorities" only when a send is recorded) holds in each.
 */
describe("the cards' root words", () => {
  const ROOT_CARD_KEYS = [
    "card.escalatedSent",
    "card.escalatedSentTo",
    "card.escalatedOnUck",
    "card.escalatedFile",
    "card.refund",
    "card.refundDue",
    "card.refundReceived",
    "card.refundReceivedReview",
    "card.refundNotReceived",
    "card.refundOverdue",
    "card.refundWaiting",
  ] as const;

  it("the root catalogue says the notice and the refund line in every language, same placeholders", () => {
    for (const key of ROOT_CARD_KEYS) {
      for (const catalogue of [tr, es]) {
        expect(catalogue[key], key).toBeTruthy();
        expect(catalogue[key], key).not.toBe(en[key]);
        expect(placeholders(catalogue[key]), key).toEqual(placeholders(en[key]));
      }
    }
    // The notice's link is placed inside each language's sentence.
    for (const catalogue of [en, tr, es])
      expect(catalogue["card.escalatedOnUck"]).toContain("{file}");
  });
});

const Provider = I18nProvider as React.ComponentType<{
  data: I18nData;
  children?: React.ReactNode;
}>;

/** A component of every card list, rendered alone in a language (the root catalogue only). */
async function inLanguage(locale: Locale, element: ReturnType<typeof createElement>) {
  const stream = await renderToReadableStream(
    createElement(Provider, { data: i18nData(locale) }, element),
  );
  await stream.allReady;
  return wordsOf(await new Response(stream).text());
}

describe("the escalated notice and the refund line in Turkish and Spanish", () => {
  const NOW = Date.UTC(2026, 10, 26, 12);
  const notice = (authoritySentAt: number | null, authorityVenue: string | null) =>
    createElement(EscalatedNotice, {
      complaintId: "c1",
      escalatedAt: NOW - 3 * 60 * 60 * 1000,
      authoritySentAt,
      authorityVenueName: authorityVenue ? (venueById(authorityVenue)?.name ?? null) : null,
      now: NOW,
    });

  it("says 'to the authorities' only when a send is recorded, in each language", async () => {
    const sentTr = await inLanguage("tr", notice(NOW - 1000, "national:United States"));
    expect(sentTr).toContain("48 saat içinde yanıt gelmediği için yetkili kurumlara iletildi");
    expect(sentTr).toContain("Federal Trade Commission");
    expect(sentTr).toContain("3 saat önce");
    const keptTr = await inLanguage("tr", notice(null, "national:United States"));
    expect(keptTr).not.toContain("yetkili kurumlara iletildi");
    expect(keptTr).toContain("hiçbir kuruma gönderilmedi");

    const sentEs = await inLanguage("es", notice(NOW - 1000, null));
    expect(sentEs).toContain(
      "Escalada a las autoridades por no recibir respuesta en 48 horas · hace 3 horas.",
    );
    const keptEs = await inLanguage("es", notice(null, null));
    expect(keptEs).not.toContain("a las autoridades");
    expect(keptEs).toContain("no se ha enviado a ninguna autoridad");

    const sentEn = await inLanguage("en", notice(NOW - 1000, null));
    expect(sentEn).toContain(
      "Escalated to the authorities because of no response within 48 hours · 3 hours ago.",
    );
  });

  it("the refund line in Turkish, English word for word", async () => {
    const refund = {
      amountMinor: 4000,
      currency: "USD",
      dueOn: "2026-12-03",
      status: "pending",
      pendingReview: false,
      overdue: true,
      amountText: "$40.00",
      dueText: "Dec 3, 2026",
    } as Parameters<typeof RefundLine>[0]["refund"];
    const turkish = await inLanguage("tr", createElement(RefundLine, { refund }));
    expect(turkish).toContain(
      // The amount and the day in Turkish formats, the money in the currency it was offered in.
      "İade: 3 Ara 2026 tarihine kadar $40,00 · Gecikti: gününe kadar onaylanmadı",
    );
    const english = await inLanguage("en", createElement(RefundLine, { refund }));
    expect(english).toContain("Refund: $40.00 by Dec 3, 2026 · Overdue: not confirmed by its day");
  });
});
