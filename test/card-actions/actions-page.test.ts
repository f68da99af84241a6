/**
 * A card's actions page (GET /complaint/{id}/actions, decision 071): where the card's menu
 * button leads before or without scripts. The loader's data for the viewer, where it leads back
 * to (a path of this site only), never stored by a cache, and the page's plain forms answering by
 * coming back to it.
 */
import { FLASH_COOKIE } from "@worker/http/flash";
import { beforeEach, expect, it } from "vitest";
import { createComplaint, createUser } from "../factories";
import { dispatch, fetchApp, get, ORIGIN, post, sessionCookie } from "../harness/app";

type Loaded = {
  card: { id: string; viewer: { isSaved: boolean }; author: { id: string } };
  back: string;
  link: string;
};

let cookie = "";
beforeEach(async () => {
  cookie = await sessionCookie((await createUser()).id);
});

const page = (id: string, back?: string) =>
  `/complaint/${id}/actions${back === undefined ? "" : `?back=${encodeURIComponent(back)}`}`;

it("reads the viewer's card and the page it came from, and is never cached", async () => {
  const { id } = await createComplaint();
  const { response, settled } = await dispatch(get(page(id, "/trending?x=1"), cookie));
  await settled();
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  const loaded = (await response.json()) as Loaded;
  expect(loaded.card.id).toBe(id);
  expect(loaded.card.viewer.isSaved).toBe(false);
  expect(loaded.back).toBe("/trending?x=1");
  expect(loaded.link).toMatch(new RegExp(`/complaint/${id}$`));
});

it("leads back only to a path of this site; anything else is the complaint's own page", async () => {
  const { id } = await createComplaint();
  for (const hostile of ["https://evil.example/x", "//evil.example", "/\\evil.example", "x"]) {
    const answer = await fetchApp(get(page(id, hostile), cookie));
    expect(answer.status).toBe(200);
    expect((answer.body as Loaded).back, hostile).toBe(`/complaint/${id}`);
  }
  expect(((await fetchApp(get(page(id), cookie))).body as Loaded).back).toBe(`/complaint/${id}`);
});

it("answers 404 for a complaint that is not there", async () => {
  const answer = await fetchApp(get(page("00000000-0000-4000-8000-000000000000", "/")));
  expect(answer.status).toBe(404);
});

it("a plain form on the page comes back to it with the answer, and the page then says so", async () => {
  const { id } = await createComplaint();
  const from = page(id, "/trending");
  const saved = await fetchApp(
    post(`/complaint/${id}/actions`, { urlencoded: { intent: "save" } }, cookie, {
      "Sec-Fetch-Mode": "navigate",
      "Sec-Fetch-Dest": "document",
      Referer: `${ORIGIN}${from}`,
    }),
  );
  expect(saved.status).toBe(302);
  expect(saved.location).toBe(from);
  expect(saved.cookies.some((set) => set.startsWith(`${FLASH_COOKIE}=`))).toBe(true);
  const again = await fetchApp(get(from, cookie));
  expect((again.body as Loaded).card.viewer.isSaved).toBe(true);
});
