import { env } from "cloudflare:test";
import { APPEAL_MESSAGES } from "@shared/removals";
import { parseConfig } from "@worker/config";
import { moderationOutcomes } from "@worker/db/schema";
import { requestLanguage } from "@worker/http/language";
import { fallbackCardOf } from "@worker/http/picture-cards";
import { type ComponentType, createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { SECTIONS } from "~/i18n/sections.server";
import { pageMeta } from "~/lib/meta";
import * as complaintRoute from "~/routes/complaint/route";
import { createComplaint, db } from "../factories";
import { removeByModerator } from "../guarantees/setup";
import { fetchApp, post } from "../harness/app";
import { rootWire } from "./render";
import { account, ENGLISH, TURKISH, toastOf } from "./setup";

/**
 * Issue 40: a removed complaint's screens (the appeal's answers, the 410 screen), the fallback
 * picture card and the feed link's title in the visitor's language; English word for word.
 */
beforeAll(async () => {
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/complaint-actions/route");
  await import("../../app/routes/create/route");
  await import("../../app/routes/admin/route");
}, 240_000);

/** The root route of a rendered page: only the page. */
const Root = () => createElement(Outlet);

describe("the complaint page's removals in Turkish", () => {
  it("the appeal's answers are said in Turkish; English as before", async () => {
    const author = await account();
    const { id } = await createComplaint({ userId: author.id });
    await removeByModerator(id, "It names a private person.");
    const appeal = { intent: "appeal", appeal: "I named nobody: it is the shop's name." };
    const stranger = await account();
    const refused = await fetchApp(
      post(`/complaint/${id}`, { form: appeal }, stranger.cookie, ENGLISH),
    );
    const { words: _words, ...notYours } = APPEAL_MESSAGES.notYours;
    expect(toastOf(refused)).toEqual(notYours);
    const sent = await fetchApp(post(`/complaint/${id}`, { form: appeal }, author.cookie, TURKISH));
    expect(sent.status).toBe(200);
    const words = SECTIONS.complaint.tr;
    expect(toastOf(sent)).toEqual({
      title: words["appeal.sentTitle"],
      description: words["appeal.sentText"],
    });
    const twice = await fetchApp(
      post(`/complaint/${id}`, { form: appeal }, author.cookie, TURKISH),
    );
    expect(toastOf(twice)).toEqual({
      title: words["appeal.twiceTitle"],
      description: words["appeal.twiceText"],
    });
  });

  /** The 410 screen of a complaint removed before stubs had reasons, rendered as served. */
  async function removedScreen(headers: Record<string, string>) {
    const id = `gone-${crypto.randomUUID()}`;
    await db
      .insert(moderationOutcomes)
      .values({ complaintId: id, outcome: "removed", reportCount: 2, decidedAt: new Date() });
    const request = new Request(`http://localhost/complaint/${id}`, { headers });
    const { locale } = requestLanguage(request, false);
    const context = { db, user: null, config: parseConfig(env), clientIp: null, locale };
    let thrown: unknown;
    try {
      await complaintRoute.loader({ request, params: { id }, context } as never);
    } catch (error) {
      thrown = error;
    }
    const gone = thrown as { data: unknown; init: { status: number } };
    expect(gone.init.status).toBe(410);
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        Component: Root,
        children: [
          {
            id: "page",
            path: "complaint/:id",
            loader: () => {
              throw gone;
            },
            Component: complaintRoute.default as ComponentType,
            ErrorBoundary: complaintRoute.ErrorBoundary as ComponentType,
          },
        ],
      },
    ]);
    const stream = await renderToReadableStream(
      createElement(Stub, {
        initialEntries: [`/complaint/${id}`],
        hydrationData: {
          loaderData: {},
          errors: { page: { status: 410, statusText: "Gone", internal: false, data: gone.data } },
        },
      }),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return html.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, "");
  }

  it("the 410 screen in Turkish, and in English word for word", async () => {
    const words = SECTIONS.complaint.tr;
    const turkish = await removedScreen(TURKISH);
    expect(turkish).toContain(words["complaint.removed"]);
    expect(turkish).toContain(
      "Bildirilen bu şikâyeti UCK moderatörleri Kullanıcı Sözleşmesi hükümlerine aykırı olduğu için kaldırdı.",
    );
    expect(turkish).toContain(words["complaint.backToAll"]);
    expect(turkish).not.toContain("Complaint removed");

    const english = await removedScreen(ENGLISH);
    expect(english).toContain("Complaint removed");
    expect(english).toContain(
      "UCK moderators removed this complaint after it was reported, because it broke the User Agreement.",
    );
    expect(english).toContain("Back to all complaints");
  });
});

describe("the fallback picture card", () => {
  const size = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  };
  it("is drawn in each language: a 1200×630 PNG, Turkish and Spanish not the English one", async () => {
    const english = await fallbackCardOf(env, "en");
    expect(await fallbackCardOf(env)).toEqual(english);
    for (const locale of ["tr", "es"] as const) {
      const picture = await fallbackCardOf(env, locale);
      expect(size(picture)).toEqual({ width: 1200, height: 630 });
      expect(picture).not.toEqual(english);
    }
  });
});

describe("the feed's <link rel=\"alternate\"> in a page's head", () => {
  const feedTitle = (locale: "en" | "tr") => {
    const matches = [
      // The root data as the root loader sends it (the head's words, app/i18n/i18n.tsx).
      { id: "root", data: { i18n: rootWire(locale) } },
    ] as const;
    const tags = pageMeta(matches, {
      title: "UCK",
      description: "Complaints",
      path: "/",
      feed: { title: "UCK: the newest complaints", scope: { kind: "all" } },
    });
    const link = tags.find(
      (tag) => "rel" in tag && tag.rel === "alternate" && tag.type === "application/atom+xml",
    ) as { title?: string; href?: string } | undefined;
    return link;
  };
  it("is titled in the page's language, as the feed itself is", () => {
    expect(feedTitle("tr")).toMatchObject({ title: "UCK: en yeni şikâyetler" });
    expect(feedTitle("tr")?.href).toContain("lang=tr");
    expect(feedTitle("en")).toMatchObject({ title: "UCK: the newest complaints" });
  });
});
