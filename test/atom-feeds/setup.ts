/**
 * What the Atom feeds' tests share (RFC 4287): reading a feed, after checking that it is
 * well-formed Atom with every required element.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";
import { fetchResponse, get } from "../harness/app";

type Entry = {
  id: string;
  title: { "#text": string };
  link: { "@_href": string; "@_rel": string };
  published: string;
  updated: string;
  author: { name: string; uri?: string };
  content: { "#text": string; "@_type": string };
};

/** Fetches a feed, checks it is well-formed Atom with every required element, and reads it. */
export async function readFeed(path: string) {
  const response = await fetchResponse(get(path));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "entry" || name === "link",
    textNodeName: "#text",
    alwaysCreateTextNode: true,
  }).parse(xml);
  const feed = parsed.feed;
  expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  expect(feed.id["#text"]).toBe(`http://localhost${path}`);
  expect(feed.title["#text"]).not.toBe("");
  expect(new Date(feed.updated["#text"]).toISOString()).toBe(feed.updated["#text"]);
  const links = feed.link as { "@_rel": string; "@_href": string }[];
  expect(links.find((link) => link["@_rel"] === "self")?.["@_href"]).toBe(
    `http://localhost${path}`,
  );
  const entries = ((feed.entry ?? []) as Record<string, unknown>[]).map((raw) => {
    const entry = raw as Record<string, { "#text": string } & Record<string, unknown>>;
    const link = (raw.link as Entry["link"][])[0] as Entry["link"];
    const author = raw.author as { name: { "#text": string }; uri?: { "#text": string } };
    // Required by RFC 4287 §4.1.2: id, title, updated; author (here on every entry).
    for (const name of ["id", "title", "updated", "published", "content"])
      expect(entry[name]?.["#text"], name).toBeTruthy();
    return {
      id: entry.id?.["#text"] ?? "",
      title: entry.title?.["#text"] ?? "",
      href: link["@_href"],
      updated: entry.updated?.["#text"] ?? "",
      published: entry.published?.["#text"] ?? "",
      author: author.name["#text"],
      content: entry.content?.["#text"] ?? "",
    };
  });
  return { response, entries, updated: feed.updated["#text"] as string };
}
