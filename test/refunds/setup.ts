/**
 * What the refunds' tests share: a claimed company's member answering a complaint with a refund
 * (amount, currency, due day), the complainant's answer, and the company page's forms.
 */
import { createClaimedCompany, createComplaint, createUser } from "../factories";
import { fetchApp, post, sessionCookie } from "../harness/app";

/** The routes the tests post to, loaded once per file (their first import is slow). */
export async function loadRoutes() {
  await import("../../app/routes/company/route");
  await import("../../app/routes/complaint-actions/route");
}

export const DAY = 86_400_000;
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function answered(refund: Record<string, string>) {
  const company = await createClaimedCompany();
  const memberCookie = await sessionCookie(company.member.id);
  // Older than a day when the refund is offered, so a confirmed refund counts (issue 35).
  const complainant = await createUser({ createdAt: new Date(Date.now() - 2 * DAY) });
  const complainantCookie = await sessionCookie(complainant.id);
  const { id } = await createComplaint({
    userId: complainant.id,
    companyId: company.id,
    companyName: company.name,
  });
  const answer = await fetchApp(
    post(
      `/company/${company.slug}`,
      {
        form: {
          intent: "respond",
          complaintId: id,
          text: "We are sending your money back.",
          offerReimbursement: "on",
          reimbursement: "Full refund of the ticket",
          category: refund.refundAmount ? "monetary" : "explanation",
          ...refund,
        },
      },
      memberCookie,
    ),
  );
  return { company, memberCookie, complainant, complainantCookie, id, answer };
}

export const confirm = (id: string, answer: string, cookie: string) =>
  fetchApp(post(`/complaint/${id}/actions`, { form: { intent: "refund", answer } }, cookie));

export const companyForm = (slug: string, form: Record<string, string>, cookie: string) =>
  fetchApp(post(`/company/${slug}`, { form }, cookie));
