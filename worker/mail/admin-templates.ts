import type { MailMessage } from "./mailer";
import { layout } from "./templates";

export function claimApprovedMail(to: string, companyName: string, url: string): MailMessage {
  const body = layout(
    `Your claim of ${companyName} was approved`,
    [
      `An UCK administrator checked your request and approved it: you now manage the ${companyName} page.`,
      "You can answer complaints, offer reimbursements, mark complaints resolved and see analytics.",
    ],
    { label: `Open the ${companyName} page`, url },
  );
  return { to, subject: `You manage ${companyName} on UCK`, kind: "claim_approved", ...body };
}

export function claimRejectedMail(to: string, companyName: string, url: string): MailMessage {
  const body = layout(
    `Your claim of ${companyName} was not approved`,
    [
      `An UCK administrator reviewed your request to claim the ${companyName} page and could not confirm that you act for the company.`,
      "You can claim again with an e-mail address at the company's own domain: the link in that e-mail completes the claim without a manual review.",
    ],
    { label: "Open the company page", url },
  );
  return { to, subject: `Your claim of ${companyName} on UCK`, kind: "claim_rejected", ...body };
}
