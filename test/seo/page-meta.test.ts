import { companyExecutives } from "@worker/db/schema";
import { getComplaintPage } from "@worker/services/complaints/detail";
import { expect, it } from "vitest";
import { pageMeta, summarize } from "~/lib/meta";
import { createComplaint, db } from "../factories";
import { ORIGIN } from "./setup";

/**
 * Each page's meta: title, canonical URL, Open Graph, Twitter card and JSON-LD, as the complaint
 * page reads them (shared set-up: setup.ts).
 */

const rootMatch = { id: "root", data: { publicConfig: { publicHost: ORIGIN } } };

it("pageMeta gives title, canonical URL, Open Graph, Twitter card and JSON-LD", () => {
  const tags = pageMeta([rootMatch], {
    title: "Press & Media",
    description: "Press releases.",
    path: "/press-media",
    jsonLd: { "@type": "WebPage", name: "</script><script>alert(1)</script>" },
  });
  expect(tags).toContainEqual({ title: "Press & Media · UCK" });
  expect(tags).toContainEqual({
    tagName: "link",
    rel: "canonical",
    href: `${ORIGIN}/press-media`,
  });
  expect(tags).toContainEqual({ property: "og:url", content: `${ORIGIN}/press-media` });
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  expect(tags).toContainEqual({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "</script><script>alert(1)</script>",
    },
  });
  expect(summarize("word ".repeat(60), 40).length).toBeLessThanOrEqual(40);
});

it("the complaint page reads the card and the company's executive", async () => {
  const complaint = await createComplaint();
  expect((await getComplaintPage(db, complaint.id, null))?.executive).toBeNull();
  await db.insert(companyExecutives).values({
    companyId: complaint.companyId,
    ceo: "Jane Chief",
    title: "CEO",
    joinedYear: 2020,
  });
  const page = await getComplaintPage(db, complaint.id, null);
  expect(page?.complaint.id).toBe(complaint.id);
  expect(page?.executive).toMatchObject({ ceo: "Jane Chief", joinedYear: 2020 });
  expect(await getComplaintPage(db, "missing", null)).toBeNull();
});
