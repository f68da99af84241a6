/**
 * A complaint's category (issue 59, item 4): the automatic one no longer calls a streaming
 * service's double charge "Banking & Payments", and the author can correct it, which the file,
 * the card's picture and a later edit of the text keep.
 */
import { CATEGORIES, categoryFor, DEFAULT_CATEGORY } from "@shared/categories";
import { CATEGORY_LABELS, CATEGORY_SLUGS, placeholderImageFor } from "@shared/category-labels";
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createComplaint, createUser, db } from "../factories";
import { fetchApp, get, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/complaint/route");
  await import("../../app/routes/complaint.$id.file");
}, 60_000);

describe("the categories' two modules", () => {
  it("the browser's slugs and names are the server's categories, in their order, the default last", () => {
    expect([...CATEGORIES, DEFAULT_CATEGORY].map((category) => category.slug)).toEqual(
      CATEGORY_SLUGS,
    );
    for (const category of [...CATEGORIES, DEFAULT_CATEGORY])
      expect(category.label).toBe(CATEGORY_LABELS[category.slug]);
    expect(placeholderImageFor("subscriptions")).toBe("/placeholders/subscriptions.svg");
    // An unknown or missing category (a row from before the column) draws the default's.
    expect(placeholderImageFor("toString")).toBe("/placeholders/general.svg");
    expect(placeholderImageFor(null)).toBe("/placeholders/general.svg");
  });
});

describe("the automatic category", () => {
  it("a streaming subscription's charge is a subscription, not banking", () => {
    // Failed before: "charged", "card" and "refund" made it "banking".
    expect(
      categoryFor(
        "Netflix",
        "Netflix charged my card twice for my subscription this month and will not refund the second payment.",
      ).slug,
    ).toBe("subscriptions");
    // A bank's own words still make it banking.
    expect(
      categoryFor("Chase", "The bank charged an overdraft fee on my account although I had funds.")
        .slug,
    ).toBe("banking");
  });

  it("keywords are whole words: 'app' is not in 'happy', 'fee' not in 'coffee', 'ups' not in 'groups'", () => {
    // Failed before: each matched inside the longer word.
    expect(categoryFor("Acme", "I was happy with the groups until now.").slug).toBe("general");
    expect(categoryFor("Acme", "The coffee was cold.").slug).toBe("food");
  });
});

describe("the author corrects the category", () => {
  it("the author's choice is saved, shown in the file, kept by an edit; nobody else may change it", async () => {
    const { id, userId } = await createComplaint({
      text: "Netflix charged me twice for the same month.",
    });
    const cookie = await sessionCookie(userId);
    const saved = await fetchApp(
      post(`/complaint/${id}`, { form: { intent: "category", category: "subscriptions" } }, cookie),
    );
    expect(saved.status).toBe(200);
    const category = async () =>
      (await db.select({ c: complaints.category }).from(complaints).where(eq(complaints.id, id)))[0]
        ?.c;
    expect(await category()).toBe("subscriptions");

    // The author's page names it among the choices, by name (in the page's language).
    const page = await fetchApp(get(`/complaint/${id}`, cookie));
    expect(JSON.stringify(page.body)).toContain("Subscriptions & Streaming");

    // The file names it.
    const file = await fetchApp(get(`/complaint/${id}/file.json`, cookie));
    expect((file.body as { complaint: { category: string } }).complaint.category).toBe(
      "subscriptions",
    );

    // An edit of the text keeps the corrected category.
    const edited = await fetchApp(
      post(
        `/complaint/${id}/actions`,
        { form: { intent: "edit", text: "My bank account was charged twice by them." } },
        cookie,
      ),
    );
    expect(edited.status).toBe(200);
    expect(await category()).toBe("subscriptions");

    // Someone else: refused, nothing changes; a made-up category: refused.
    const other = await createUser();
    const refused = await fetchApp(
      post(
        `/complaint/${id}`,
        { form: { intent: "category", category: "travel" } },
        await sessionCookie(other.id),
      ),
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const invalid = await fetchApp(
      post(`/complaint/${id}`, { form: { intent: "category", category: "crypto" } }, cookie),
    );
    expect(invalid.status).toBeGreaterThanOrEqual(400);
    expect(await category()).toBe("subscriptions");
  });

  it("an edit of an uncorrected complaint still follows the words", async () => {
    const { id, userId } = await createComplaint({ text: "My flight was cancelled." });
    await db.update(complaints).set({ category: "travel" }).where(eq(complaints.id, id));
    const edited = await fetchApp(
      post(
        `/complaint/${id}/actions`,
        {
          form: { intent: "edit", text: "The parcel never arrived; the courier lost the package." },
        },
        await sessionCookie(userId),
      ),
    );
    expect(edited.status).toBe(200);
    const [row] = await db
      .select({ c: complaints.category })
      .from(complaints)
      .where(eq(complaints.id, id));
    expect(row?.c).toBe("delivery");
  });
});
