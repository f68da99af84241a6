/**
 * Issue 66: who the company really is (decision 045). A superadmin enters an entity; a company's
 * owner enters one with a document that only superadmins read, and it is public only once a
 * superadmin has checked it ("entered by the company, checked by UCK on {day}"); the company page
 * says "legal entity unknown" otherwise; the file and its JSON name the confirmed entity.
 */
import { env } from "cloudflare:test";
import { VENUES } from "@shared/venues";
import { companyLegalEntities } from "@worker/db/schema";
import { EscalationFile } from "@worker/services/escalation/file-schema";
import { venueMail } from "@worker/services/escalation/venue-mail";
import { type FilePlan, writeFile } from "@worker/services/open-data";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createClaimedCompany, createComplaint, createUser, db } from "../factories";
import { PNG } from "../fixtures/images";
import { superadmin } from "../flags/setup";
import { fetchApp, fetchResponse, get, post, sessionCookie } from "../harness/app";

beforeAll(async () => {
  await import("../../app/routes/admin/route");
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint.$id.file-json");
}, 60_000);

const today = () => new Date().toISOString().slice(0, 10);

const pageOf = async (slug: string, cookie?: string) =>
  JSON.stringify((await fetchApp(get(`/company/${slug}`, cookie))).body);

const fileOf = async (complaintId: string) => {
  const response = await fetchResponse(get(`/complaint/${complaintId}/file.json`));
  return EscalationFile.parse(JSON.parse(await response.text()));
};

const adminPost = async (adminId: string, form: Record<string, string>) =>
  fetchApp(post("/admin", { form }, await sessionCookie(adminId)));

describe("a superadmin's entity", () => {
  it("unknown until entered; then the page, the file and its JSON name it", async () => {
    const company = await createClaimedCompany();
    const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
    expect(await pageOf(company.slug)).toContain('"legalEntity":null');
    expect((await fileOf(complaint.id)).company.legal_entity).toBeNull();

    const admin = await superadmin();
    // A stranger cannot.
    const stranger = await createUser();
    const refused = await adminPost(stranger.id, {
      intent: "enter-entity",
      slug: company.slug,
      legalName: "Stranger Ltd",
      registry: "other",
      identifier: "1",
    });
    expect(refused.status).toBe(403);

    const entered = await adminPost(admin, {
      intent: "enter-entity",
      slug: company.slug,
      legalName: "Örnek Ticaret A.Ş.",
      registry: "tr_mersis",
      identifier: "0123456789000015",
      address: "Atatürk Cad. 1, Kadıköy, İstanbul",
      country: "tr",
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const page = await pageOf(company.slug);
    expect(page).toContain("Örnek Ticaret A.Ş.");
    expect(page).toContain("0123456789000015");
    const file = await fileOf(complaint.id);
    expect(file.company.legal_entity).toEqual({
      legal_name: "Örnek Ticaret A.Ş.",
      registry: "tr_mersis",
      identifier: "0123456789000015",
      address: "Atatürk Cad. 1, Kadıköy, İstanbul",
      country: "TR",
      status: null,
      source: "superadmin",
      checked: today(),
    });

    // The mail to a venue names it.
    const mail = venueMail({
      file,
      venue: VENUES.thh,
      to: "complaints@venue.example",
      publicHost: "http://localhost",
    });
    expect(mail.text).toContain(
      "Legal entity: Örnek Ticaret A.Ş., MERSİS number 0123456789000015, Atatürk Cad. 1, Kadıköy, İstanbul",
    );

    // The open-data files name it too (and leave it empty where it is unknown).
    const other = await createComplaint();
    const day = complaint.createdAt.toISOString().slice(0, 10);
    const plan: FilePlan = {
      name: `test/entity-${complaint.id}.jsonl`,
      period: "daily",
      format: "jsonl",
      firstDay: day,
      lastDay: day,
    };
    await writeFile(db, env.OPEN_DATA, plan, "http://localhost", Date.now());
    const lines = (await (await env.OPEN_DATA.get(plan.name))?.text())?.trim().split("\n") ?? [];
    const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.find((row) => row.complaint_id === complaint.id)).toMatchObject({
      company_legal_name: "Örnek Ticaret A.Ş.",
      company_registry: "tr_mersis",
      company_registry_id: "0123456789000015",
    });
    expect(rows.find((row) => row.complaint_id === other.id)).toMatchObject({
      company_legal_name: null,
      company_registry: null,
    });
  });

  it("register look-ups are refused while they are off (wrangler.toml's default)", async () => {
    const company = await createClaimedCompany();
    const admin = await superadmin();
    const answer = await adminPost(admin, { intent: "lookup-entity", slug: company.slug });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Register look-ups are off");
  });
});

describe("the company's own entry", () => {
  it("with a document only superadmins read; public only after the check, dated by it", async () => {
    const company = await createClaimedCompany();
    const complaint = await createComplaint({ companyId: company.id, companyName: company.name });
    const owner = await sessionCookie(company.member.id);
    const entry = (document?: File) => {
      const form = new FormData();
      form.set("intent", "legal-entity");
      form.set("legalName", "Sample Widgets Limited");
      form.set("registry", "gb_company_number");
      form.set("identifier", "99999901");
      form.set("address", "12 Example Lane, Leeds LS1 4AP");
      form.set("country", "GB");
      if (document) form.set("document", document);
      return form;
    };

    // Not an owner: refused.
    const outsider = await createUser();
    const notOwner = await fetchApp(
      post(
        `/company/${company.slug}`,
        { form: entry(new File([PNG], "doc.png", { type: "image/png" })) },
        await sessionCookie(outsider.id),
      ),
    );
    expect(notOwner.status).toBe(403);
    // No document: refused.
    const bare = await fetchApp(post(`/company/${company.slug}`, { form: entry() }, owner));
    expect(bare.status).toBe(400);

    const sent = await fetchApp(
      post(
        `/company/${company.slug}`,
        { form: entry(new File([PNG], "extract.png", { type: "image/png" })) },
        owner,
      ),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await db
      .select()
      .from(companyLegalEntities)
      .where(
        and(
          eq(companyLegalEntities.companyId, company.id),
          eq(companyLegalEntities.state, "submitted"),
        ),
      );
    expect(row?.documentKey).toMatch(/^evidence\//);

    // Not public before the check: the page and the file say unknown; its owner sees it waits.
    const publicPage = await pageOf(company.slug);
    expect(publicPage).toContain('"legalEntity":null');
    expect(publicPage).not.toContain("Sample Widgets Limited");
    expect(await pageOf(company.slug, owner)).toContain(
      '"waitingEntity":{"legalName":"Sample Widgets Limited"',
    );
    expect((await fileOf(complaint.id)).company.legal_entity).toBeNull();

    // The document: superadmins only.
    const admin = await superadmin();
    const documentPath = `/admin/evidence/${row?.id}`;
    expect((await fetchApp(get(documentPath, await sessionCookie(admin)))).status).toBe(200);
    expect((await fetchApp(get(documentPath, owner))).status).toBe(403);
    expect((await fetchApp(get(documentPath))).status).toBe(401);

    // The superadmin's queue lists it; confirming makes it public, dated by the check.
    const queue = JSON.stringify(
      (await fetchApp(get("/admin?tab=claims", await sessionCookie(admin)))).body,
    );
    expect(queue).toContain("Sample Widgets Limited");
    const confirmed = await adminPost(admin, {
      intent: "decide-entity",
      entityId: row?.id ?? "",
      decision: "confirm",
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const again = await adminPost(admin, {
      intent: "decide-entity",
      entityId: row?.id ?? "",
      decision: "reject",
    });
    expect(again.status).toBe(409);
    const page = await pageOf(company.slug);
    expect(page).toContain("Sample Widgets Limited");
    expect(page).toContain('"source":"company"');
    expect((await fileOf(complaint.id)).company.legal_entity).toMatchObject({
      legal_name: "Sample Widgets Limited",
      source: "company",
      checked: today(),
    });
    // One confirmed entity per company.
    const confirmedRows = await db
      .select({ id: companyLegalEntities.id })
      .from(companyLegalEntities)
      .where(
        and(
          eq(companyLegalEntities.companyId, company.id),
          eq(companyLegalEntities.state, "confirmed"),
        ),
      );
    expect(confirmedRows).toHaveLength(1);
  });

  it("three entries a day per company at most", async () => {
    const company = await createClaimedCompany();
    const owner = await sessionCookie(company.member.id);
    const statuses = [];
    for (let n = 0; n < 4; n++) {
      const form = new FormData();
      form.set("intent", "legal-entity");
      form.set("legalName", `Sample Widgets ${n} Limited`);
      form.set("registry", "other");
      form.set("identifier", `X-${n}`);
      form.set("document", new File([PNG], "doc.png", { type: "image/png" }));
      statuses.push((await fetchApp(post(`/company/${company.slug}`, { form }, owner))).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Each new entry takes the place of the last: one waits.
    const waiting = await db
      .select({ id: companyLegalEntities.id })
      .from(companyLegalEntities)
      .where(
        and(
          eq(companyLegalEntities.companyId, company.id),
          eq(companyLegalEntities.state, "submitted"),
        ),
      );
    expect(waiting).toHaveLength(1);
  });
});
