import type { MailMessage } from "./mailer";

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer?: { text: string; link: { label: string; url: string } },
) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#171717">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#dc2f2a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#737373;font-size:12px">${escapeHtml(action.url)}</p>
${footer ? `<p style="color:#737373;font-size:12px">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link.url)}" style="color:#737373">${escapeHtml(footer.link.label)}</a></p>` : ""}
</body></html>`;
  const text = `${heading}\n\n${paragraphs.join("\n\n")}\n\n${action.label}: ${action.url}\n${
    footer ? `\n--\n${footer.text} ${footer.link.label}: ${footer.link.url}\n` : ""
  }`;
  return { html, text };
}

type ListItem = { heading: string; paragraphs: string[]; action: { label: string; url: string } };

/** A mail listing several items (a daily digest, a fold): each with its heading, lines and link. */
export function listLayout(
  heading: string,
  items: ListItem[],
  footer: { text: string; links: { label: string; url: string }[] },
) {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#171717">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${items
  .map(
    (item) => `<h2 style="font-size:16px;margin-bottom:4px">${escapeHtml(item.heading)}</h2>
${item.paragraphs.map((p) => `<p style="margin:4px 0">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:4px 0 16px"><a href="${escapeHtml(item.action.url)}" style="color:#b91c1c">${escapeHtml(item.action.label)}</a></p>`,
  )
  .join("\n")}
<p style="color:#737373;font-size:12px">${escapeHtml(footer.text)} ${footer.links
    .map(
      (link) =>
        `<a href="${escapeHtml(link.url)}" style="color:#737373">${escapeHtml(link.label)}</a>`,
    )
    .join(" · ")}</p>
</body></html>`;
  const text = `${heading}\n\n${items
    .map(
      (item) =>
        `${item.heading}\n${item.paragraphs.join("\n")}\n${item.action.label}: ${item.action.url}`,
    )
    .join(
      "\n\n",
    )}\n\n--\n${footer.text}\n${footer.links.map((link) => `${link.label}: ${link.url}`).join("\n")}\n`;
  return { html, text };
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const body = layout(
    `Welcome to UCK, ${name}`,
    [
      "Please confirm your email address to finish creating your account.",
      "The link is valid for 24 hours.",
    ],
    { label: "Verify my email", url },
  );
  return { to, subject: "Verify your email for UCK", kind: "verify_email", ...body };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  const body = layout(
    "Reset your UCK password",
    [
      "Someone asked to reset the password of your UCK account. If it was you, choose a new password with the link below; it is valid for one hour and can be used once.",
      "If it wasn't you, ignore this email: your password stays the same.",
    ],
    { label: "Choose a new password", url },
  );
  return { to, subject: "Reset your UCK password", kind: "reset_password", ...body };
}

export function claimVerificationMail(to: string, companyName: string, url: string): MailMessage {
  const body = layout(
    `Claim the ${companyName} page on UCK`,
    [
      `Someone asked to claim the ${companyName} page on UCK with this address. If it was you, confirm with the link below; it is valid for 24 hours and can be used once.`,
      "Once claimed, your team can answer complaints, offer reimbursements and see analytics.",
    ],
    { label: "Confirm the claim", url },
  );
  return {
    to,
    subject: `Confirm your claim of ${companyName} on UCK`,
    kind: "company_claim",
    ...body,
  };
}

export function inviteMail(to: string, inviterName: string, url: string): MailMessage {
  const body = layout(
    `${inviterName} invited you to UCK`,
    [
      `${inviterName} thinks you should join UCK, where customers post complaints about companies in public and see which companies answer.`,
      "Create your account with the link below. If you don't know this person, you can ignore this email.",
    ],
    { label: "Join UCK", url },
  );
  // The inviter's name is theirs to choose: it goes in the body, never in the subject.
  return { to, subject: "You're invited to join UCK", kind: "invite", ...body };
}
