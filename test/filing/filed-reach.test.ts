/**
 * Issue 60, item 8: after filing, the person lands on the company's page (spec 1 §4) with the
 * success toast in their language, saying how the complaint reaches the company, and the list
 * topped by the new complaint's "sent to company" line, for its author only.
 */
import { createComplaint } from "@worker/services/complaints/create";
import { expect, it } from "vitest";
import { sayToast } from "~/i18n/say.server";
import * as companyRoute from "~/routes/company/route";
import { createClaimedCompany, createUser, db, postbox } from "../factories";
import { renderPage } from "../harness/render";
import { draft, images } from "./setup";

async function sessionViewer(id: string) {
  const { loadSessionUser } = await import("@worker/auth/current-user");
  return loadSessionUser(db, id);
}

it("the filing toast says how it reaches the company, in English, Turkish and Spanish", async () => {
  const company = await createClaimedCompany();
  const author = await createUser();
  const filed = await createComplaint(
    postbox,
    images(author.id),
    author.id,
    draft({
      companyName: company.name,
      companySlug: company.slug,
      companyDomain: `${company.slug}.example`,
      text: "Billed twice in May.",
    }),
    Date.now(),
  );
  if (!filed.ok) throw new Error("not filed");
  // A company with members on UCK is told at once: the spec's own sentence.
  expect(sayToast("en", filed.toast)).toEqual({
    title: "Complaint submitted successfully!",
    description:
      "Your complaint has been published and is now searchable. Companies will be notified immediately.",
  });
  expect(sayToast("tr", filed.toast)).toEqual({
    title: "Şikâyet başarıyla gönderildi!",
    description:
      "Şikâyetin yayımlandı ve artık aramalarda bulunabiliyor. Şirketler hemen bilgilendirilecek.",
  });
  expect(sayToast("es", filed.toast).title).toBe("¡Queja enviada con éxito!");
  // The English the JSON functions and logs keep is the same sentence.
  expect(filed.toast.description).toBe(sayToast("en", filed.toast).description);
});

it("the company page after filing is topped by the new complaint's line, for its author only", async () => {
  const company = await createClaimedCompany();
  const author = await createUser();
  const filed = await createComplaint(
    postbox,
    images(author.id),
    author.id,
    draft({
      companyName: company.name,
      companySlug: company.slug,
      companyDomain: `${company.slug}.example`,
      text: "The fridge leaks.",
    }),
    Date.now(),
  );
  if (!filed.ok) throw new Error("not filed");
  const render = async (viewerId: string | null, query = `?filed=${filed.id}`) =>
    renderPage(companyRoute as never, {
      path: "company/:slug",
      url: `/company/${company.slug}${query}`,
      params: { slug: company.slug },
      viewer: viewerId ? await sessionViewer(viewerId) : null,
    });
  const own = await render(author.id);
  expect(own.status).toBe(200);
  expect(own.html).toContain('data-testid="filed-reach"');
  expect(own.html).toMatch(/Sent to .+ on .+ \(UTC\), to its members on UCK\./);
  expect(own.html).toContain(`href="/complaint/${filed.id}"`);
  // Anyone else, no id or a made-up one: no line.
  const stranger = await createUser();
  for (const [viewer, query] of [
    [stranger.id, `?filed=${filed.id}`],
    [null, `?filed=${filed.id}`],
    [author.id, ""],
    [author.id, "?filed=not-an-id"],
    [author.id, `?filed=${crypto.randomUUID()}`],
  ] as const) {
    const page = await render(viewer, query);
    expect(page.html, `${viewer} ${query}`).not.toContain('data-testid="filed-reach"');
  }
});
