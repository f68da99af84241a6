/**
 * Issue 66: who the company really is (decision 045). A superadmin enters an entity; a company's
 * owner enters one with a document that only superadmins read, and it is public only once a
 * superadmin has checked it ("entered by the company, checked by UCK on {day}"); the company page
 * says "legal entity unknown" otherwise; the file and its JSON name the confirmed entity.
 */
import { env } from "cloudflare:test";
import { VENUES } from "@shared/venues";
import { companies, companyClaims, companyLegalEntities, companyMembers } from "@worker/db/schema";
import { EscalationFile } from "@worker/services/escalation/file-schema";
import { venueMail } from "@worker/services/escalation/venue-mail";
import { type FilePlan, writeFile } from "@worker/services/open-data";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  archiveDb,
  createClaimedCompany,
  createCompany,
  createComplaint,
  createUser,
  db,
} from "../factories";
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
    await writeFile({ db, archiveDb }, env.OPEN_DATA, plan, "http://localhost", Date.now());
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
    // An owner's entry did not come with a pending claim.
    expect(
      (
        JSON.parse(queue) as { entities: Array<{ id: string; claimantEmail: string | null }> }
      ).entities.find((entity) => entity.id === row?.id)?.claimantEmail,
    ).toBeNull();
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

/** An unclaimed page with a person's pending claim of it (the claim form's row, not yet decided). */
async function claimedBy() {
  const company = await createCompany();
  const [row] = await db
    .select({ slug: companies.slug, domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, company.id));
  const claimant = await createUser();
  const claimId = crypto.randomUUID();
  await db.insert(companyClaims).values({
    id: claimId,
    companyId: company.id,
    userId: claimant.id,
    requesterEmail: `ceo@${row?.domain}`,
    companyDomain: row?.domain ?? "",
  });
  return { ...company, slug: row?.slug ?? "", claimant, claimId, email: `ceo@${row?.domain}` };
}

const entryForm = (name: string, identifier = "99999901", document = true) => {
  const form = new FormData();
  form.set("intent", "legal-entity");
  form.set("legalName", name);
  form.set("registry", "gb_company_number");
  form.set("identifier", identifier);
  form.set("address", "12 Example Lane, Leeds LS1 4AP");
  form.set("country", "GB");
  if (document) form.set("document", new File([PNG], "extract.png", { type: "image/png" }));
  return form;
};

const waitingOf = (companyId: string) =>
  db
    .select()
    .from(companyLegalEntities)
    .where(
      and(
        eq(companyLegalEntities.companyId, companyId),
        eq(companyLegalEntities.state, "submitted"),
      ),
    );

const loaderOf = async (slug: string, cookie?: string) =>
  (await fetchApp(get(`/company/${slug}`, cookie))).body as Record<string, unknown>;

describe("the entity entered with a pending claim (decision 050)", () => {
  it("the claimant enters it with a document beside the claim; a superadmin checks both; public only then", async () => {
    const page = await claimedBy();
    const cookie = await sessionCookie(page.claimant.id);
    // The claimant's page offers the form; anyone else's does not.
    expect(await loaderOf(page.slug, cookie)).toMatchObject({ entityEntry: "claimant" });
    const stranger = await sessionCookie((await createUser()).id);
    expect(await loaderOf(page.slug, stranger)).toMatchObject({ entityEntry: null });
    expect(await loaderOf(page.slug)).toMatchObject({ entityEntry: null });

    // The same person also claims another page, with another address.
    const another = await createCompany();
    await db.insert(companyClaims).values({
      id: crypto.randomUUID(),
      companyId: another.id,
      userId: page.claimant.id,
      requesterEmail: "someone@another-page.example",
      companyDomain: "another-page.example",
    });
    const sent = await fetchApp(
      post(`/company/${page.slug}`, { form: entryForm("Claimed Widgets Limited") }, cookie),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await waitingOf(page.id);
    expect(row).toMatchObject({
      legalName: "Claimed Widgets Limited",
      source: "company",
      state: "submitted",
      enteredBy: page.claimant.id,
    });
    expect(row?.documentKey).toMatch(/^evidence\//);

    // Not public: the page says unknown to everyone; the claimant sees theirs waits.
    const publicPage = await pageOf(page.slug);
    expect(publicPage).toContain('"legalEntity":null');
    expect(publicPage).not.toContain("Claimed Widgets Limited");
    expect(JSON.stringify(await loaderOf(page.slug, stranger))).not.toContain(
      "Claimed Widgets Limited",
    );
    expect(await loaderOf(page.slug, cookie)).toMatchObject({
      waitingEntity: { legalName: "Claimed Widgets Limited" },
    });

    // The superadmin's queue says it came with a pending claim, and with which address.
    const admin = await superadmin();
    const adminCookie = await sessionCookie(admin);
    const queue = JSON.stringify((await fetchApp(get("/admin?tab=claims", adminCookie))).body);
    expect(queue).toContain("Claimed Widgets Limited");
    const listed = (
      JSON.parse(queue) as { entities: Array<{ id: string; claimantEmail: string | null }> }
    ).entities.find((entity) => entity.id === row?.id);
    expect(listed?.claimantEmail).toBe(page.email);
    // The document is the superadmins' only.
    const documentPath = `/admin/evidence/${row?.id}`;
    expect((await fetchApp(get(documentPath, adminCookie))).status).toBe(200);
    expect((await fetchApp(get(documentPath, cookie))).status).toBe(403);

    const confirmed = await adminPost(admin, {
      intent: "decide-entity",
      entityId: row?.id ?? "",
      decision: "confirm",
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const after = await pageOf(page.slug);
    expect(after).toContain("Claimed Widgets Limited");
    expect(after).toContain('"source":"company"');
  });

  it("refused to a visitor, a claimant of another page, another page's member and a plain member", async () => {
    const page = await claimedBy();
    const elsewhere = await claimedBy();
    const owned = await createClaimedCompany();
    const plainMember = await createUser();
    await db
      .insert(companyMembers)
      .values({ companyId: owned.id, userId: plainMember.id, role: "member" });
    const attempt = async (slug: string, cookie: string | undefined) =>
      (await fetchApp(post(`/company/${slug}`, { form: entryForm("Intruder Limited") }, cookie)))
        .status;
    expect(await attempt(page.slug, undefined)).toBe(401);
    expect(await attempt(page.slug, await sessionCookie((await createUser()).id))).toBe(403);
    expect(await attempt(page.slug, await sessionCookie(elsewhere.claimant.id))).toBe(403);
    expect(await attempt(page.slug, await sessionCookie(owned.member.id))).toBe(403);
    expect(await attempt(owned.slug, await sessionCookie(plainMember.id))).toBe(403);
    // A claimant cannot enter it for a page already claimed.
    expect(await attempt(owned.slug, await sessionCookie(page.claimant.id))).toBe(403);
    expect(await waitingOf(page.id)).toEqual([]);
    expect(await waitingOf(owned.id)).toEqual([]);
  });

  it("a rejected claim rejects the entry that came with it; a decided claim no longer enters", async () => {
    const page = await claimedBy();
    const cookie = await sessionCookie(page.claimant.id);
    expect(
      (await fetchApp(post(`/company/${page.slug}`, { form: entryForm("Rejected Ltd") }, cookie)))
        .status,
    ).toBe(200);
    const admin = await superadmin();
    const rejected = await adminPost(admin, {
      intent: "decide-claim",
      claimId: page.claimId,
      decision: "reject",
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await waitingOf(page.id)).toEqual([]);
    const [row] = await db
      .select({ state: companyLegalEntities.state })
      .from(companyLegalEntities)
      .where(eq(companyLegalEntities.companyId, page.id));
    expect(row?.state).toBe("rejected");
    expect(
      (await fetchApp(post(`/company/${page.slug}`, { form: entryForm("Again Ltd") }, cookie)))
        .status,
    ).toBe(403);
  });

  it("one claimant's entry never replaces another's; three a day per claimant, five per page", async () => {
    const page = await claimedBy();
    const first = await sessionCookie(page.claimant.id);
    const post1 = (cookie: string, name: string) =>
      fetchApp(post(`/company/${page.slug}`, { form: entryForm(name) }, cookie));
    expect((await post1(first, "First Claimant Ltd")).status).toBe(200);
    // Another person claims the same page and enters theirs: both wait.
    const second = await createUser();
    await db.insert(companyClaims).values({
      id: crypto.randomUUID(),
      companyId: page.id,
      userId: second.id,
      requesterEmail: `cfo@${page.email.split("@")[1]}`,
      companyDomain: page.email.split("@")[1] ?? "",
    });
    const secondCookie = await sessionCookie(second.id);
    expect((await post1(secondCookie, "Second Claimant Ltd")).status).toBe(200);
    expect((await waitingOf(page.id)).map((row) => row.legalName).sort()).toEqual([
      "First Claimant Ltd",
      "Second Claimant Ltd",
    ]);
    // Each one's own next entry replaces only their own.
    expect((await post1(first, "First Claimant Two Ltd")).status).toBe(200);
    expect((await waitingOf(page.id)).map((row) => row.legalName).sort()).toEqual([
      "First Claimant Two Ltd",
      "Second Claimant Ltd",
    ]);
    // Three a day per claimant.
    expect((await post1(first, "First Claimant Three Ltd")).status).toBe(200);
    const fourth = await post1(first, "First Claimant Four Ltd");
    expect(fourth.status).toBe(429);
    expect(JSON.stringify(fourth.body)).toContain("You have entered a legal entity three times");
    // Five a day for all the page's claimants together: the first's three and the second's two
    // (the first's refused fourth was not counted for the page).
    expect((await post1(secondCookie, "Second Claimant Two Ltd")).status).toBe(200);
    const limited = await post1(secondCookie, "Second Claimant Three Ltd");
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.body)).toContain("Five legal entities were entered");
  });
});
