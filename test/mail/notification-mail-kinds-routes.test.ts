/**
 * Every kind of notification mail reaches the person it concerns, through the real routes (filing,
 * a comment, the company's answer and resolve), each with its own one-click unsubscribe.
 */
import { complaints } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { createClaimedCompany, db } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";
import { comment, HOST, loadRoutes, mailsTo, person } from "./setup";

beforeAll(loadRoutes, 60_000);

it("each kind mails the person it concerns, with its own link and its own unsubscribe", async () => {
  const company = await createClaimedCompany();
  const memberCookie = await sessionCookie(company.member.id);
  const complainant = await person();
  const commenter = await person("Cora Commenter");

  // Filing tells the company's members (not the complainant).
  const filed = await fetchApp(
    post(
      "/create",
      {
        form: {
          companyName: company.name,
          companySlug: company.slug,
          companyDomain: `${company.slug}.example`,
          text: "The parcel never came and support stopped answering my messages.",
          location: "",
        },
      },
      complainant.cookie,
    ),
  );
  expect(filed.status).toBe(302);
  const [complaint] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.userId, complainant.id));
  const id = complaint?.id ?? "";
  const [memberMail, ...moreMemberMail] = await mailsTo(company.member.id);
  expect(moreMemberMail).toEqual([]);
  expect(memberMail).toMatchObject({
    subject: `New complaint about ${company.name}`,
    kind: "complaint_filed",
  });
  expect(memberMail?.textBody).toContain("The parcel never came");
  expect(memberMail?.textBody).toContain(`Answer the complaint: ${HOST}/complaint/${id}`);
  expect(memberMail?.headers?.["List-Unsubscribe"]).toContain("k=complaint_filed");
  expect(await mailsTo(complainant.id)).toEqual([]);

  // A comment: the complainant reads who wrote what, in the body; the subject names no person.
  expect(
    (await comment(id, commenter.cookie, "Same here, <b>three weeks</b> and nothing.")).status,
  ).toBe(200);
  const [commented] = await mailsTo(complainant.id);
  expect(commented).toMatchObject({
    subject: `New comment on your complaint about ${company.name}`,
    kind: "complaint_commented",
  });
  expect(commented?.textBody).toContain("Cora Commenter wrote: “Same here, <b>three weeks</b>");
  expect(commented?.htmlBody).toContain("&#60;b&#62;three weeks");
  expect(commented?.textBody).toContain(`${HOST}/complaint/${id}#comments-heading`);
  expect(commented?.headers?.["List-Unsubscribe"]).toContain("k=complaint_commented");

  // The company answers, then marks it resolved.
  const answered = await fetchApp(
    post(
      `/company/${company.slug}`,
      {
        form: {
          intent: "respond",
          complaintId: id,
          text: "We sent a new parcel today.",
          category: "non_monetary",
        },
      },
      memberCookie,
    ),
  );
  expect(answered.status).toBe(200);
  const resolved = await fetchApp(
    post(
      `/company/${company.slug}`,
      { form: { intent: "resolve", complaintId: id } },
      memberCookie,
    ),
  );
  expect(resolved.status).toBe(200);
  expect((await mailsTo(complainant.id)).map((m) => [m.kind, m.subject])).toEqual([
    ["complaint_commented", `New comment on your complaint about ${company.name}`],
    ["company_responded", `${company.name} responded to your complaint`],
    ["complaint_resolved", `${company.name} says your complaint is resolved`],
  ]);
  // The member's own actions mail nobody else, and a repeated resolve mails nothing more.
  await fetchApp(
    post(
      `/company/${company.slug}`,
      { form: { intent: "resolve", complaintId: id } },
      memberCookie,
    ),
  );
  expect(await mailsTo(complainant.id)).toHaveLength(3);
  expect(await mailsTo(company.member.id)).toHaveLength(1);
});
