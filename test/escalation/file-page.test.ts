/**
 * The printable file shows the photo itself with its hash, and the category by its name, not
 * its slug (issue 59, item 4). Failed before: the photo was only a link and a hash, and the
 * category a raw slug.
 */
import { env } from "cloudflare:workers";
import { CATEGORIES } from "@shared/categories";
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import * as fileRoute from "~/routes/complaint.$id.file";
import { createComplaint, db } from "../factories";
import { PNG } from "../fixtures/images";
import { ENGLISH, type RouteModule, renderPage } from "../i18n/render";

beforeAll(async () => {
  await import("../../app/routes/complaint.$id.file");
}, 60_000);

it("shows the photo with its SHA-256, and the category's name", async () => {
  const category = CATEGORIES.find((entry) => entry.slug !== entry.label) ?? CATEGORIES[0];
  if (!category) throw new Error("no category");
  const key = `${crypto.randomUUID()}.png`;
  await env.COMPLAINT_IMAGES.put(key, PNG);
  const { id } = await createComplaint({ status: "escalated" });
  await db
    .update(complaints)
    .set({ imageUrl: `/images/complaint-images/${key}`, category: category.slug })
    .where(eq(complaints.id, id));
  const page = await renderPage(fileRoute as unknown as RouteModule, {
    path: "complaint/:id/file",
    url: `/complaint/${id}/file`,
    params: { id },
    headers: ENGLISH,
    context: { buckets: { complaintImages: env.COMPLAINT_IMAGES } },
  });
  const url = `http://localhost/images/complaint-images/${key}`;
  expect(page.html).toMatch(new RegExp(`<img[^>]+src="${url.replaceAll(".", "\\.")}"`));
  expect(page.text).toMatch(/SHA-256 [0-9a-f]{64}/);
  expect(page.text).toContain(`Category${category.label}`);
  expect(page.text).not.toContain(`Category${category.slug}`);
});
