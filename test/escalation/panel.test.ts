/**
 * The complaint page's "If the company does not answer" panel says what will happen only while
 * it can (issue 59, item 6): before an answer and before resolution. After the company answered,
 * the author reads where to take the file if the answer does not resolve it; after the complaint
 * was resolved, nothing of escalation to come. Failed before: the panel stayed in both cases.
 */
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as complaintRoute from "~/routes/complaint/route";
import { createComplaint, createUser, db } from "../factories";
import { ENGLISH, type RouteModule, renderPage, SPANISH, TURKISH } from "../i18n/render";

beforeAll(async () => {
  await import("../../app/routes/complaint/route");
}, 60_000);

const BEFORE = "If the company does not answer";
const WITHIN = "Without an answer within 48 hours";

async function authorsPage(change: Partial<typeof complaints.$inferInsert>, headers = ENGLISH) {
  const author = await createUser();
  const { id } = await createComplaint({ userId: author.id });
  if (Object.keys(change).length > 0) {
    await db.update(complaints).set(change).where(eq(complaints.id, id));
  }
  const page = await renderPage(complaintRoute as unknown as RouteModule, {
    path: "complaint/:id",
    url: `/complaint/${id}`,
    params: { id },
    headers,
    userId: author.id,
  });
  return page.text;
}

describe("the 'if the company does not answer' panel", () => {
  it("shows while the company has not answered and the complaint is open", async () => {
    const text = await authorsPage({});
    expect(text).toContain(BEFORE);
    expect(text).toContain(WITHIN);
  });

  it("is gone once the company answered: the file is there if the answer does not resolve it", async () => {
    const answered = new Date();
    const text = await authorsPage({
      status: "in_progress",
      hasResponse: true,
      response: "We are looking into it.",
      responseAt: answered,
    });
    expect(text).not.toContain(BEFORE);
    expect(text).not.toContain(WITHIN);
    expect(text).not.toContain("if there is no answer within 48 hours");
    expect(text).toContain("If the answer does not resolve it");
  });

  it("is gone once the complaint is resolved, escalated before or not", async () => {
    const resolved = await authorsPage({ status: "resolved", resolvedAt: new Date() });
    expect(resolved).not.toContain(BEFORE);
    expect(resolved).not.toContain(WITHIN);
    const afterEscalation = await authorsPage({
      status: "resolved",
      resolvedAt: new Date(),
      escalatedAt: new Date(Date.now() - 3_600_000),
    });
    expect(afterEscalation).not.toContain(BEFORE);
    expect(afterEscalation).not.toContain(WITHIN);
  });

  it("says so in Turkish and Spanish too", async () => {
    for (const headers of [TURKISH, SPANISH]) {
      const open = await authorsPage({}, headers);
      const answered = await authorsPage(
        {
          status: "in_progress",
          hasResponse: true,
          response: "Bakıyoruz.",
          responseAt: new Date(),
        },
        headers,
      );
      const before = headers === TURKISH ? "Şirket yanıt vermezse" : "Si la empresa no responde";
      expect(open).toContain(before);
      expect(answered).not.toContain(before);
    }
  });
});
