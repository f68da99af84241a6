import type { MailMessage } from "./mailer";
import {
  button,
  COLORS,
  escapeHtml,
  heading as headingHtml,
  mailDocument,
  paragraph,
  rule,
  smallPrint,
  textLink,
} from "./markup";
import { type MailText, mailText } from "./messages";

export { escapeHtml };

/**
 * One message: a heading, paragraphs, a button and, under a rule, the footer. The HTML is the
 * markup of ./markup.ts (preview line, dark-mode colours, a button that keeps its shape in
 * Outlook); the plain-text part says the same. `preview` is the inbox's line under the subject
 * (default: the first paragraph). `words`: the mail's language (English unless given).
 */
export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer?: { text: string; link: { label: string; url: string } },
  preview?: string,
  words: MailText = mailText(),
) {
  const content = [
    headingHtml(heading, 1),
    ...paragraphs.map((text) => paragraph(text)),
    button(action.label, action.url),
    smallPrint(
      `${escapeHtml(words.t("orOpen"))} ${textLink(action.url, action.url, COLORS.muted)}`,
    ),
    ...(footer
      ? [
          rule(),
          smallPrint(
            `${escapeHtml(footer.text)} ${textLink(footer.link.label, footer.link.url, COLORS.muted)}`,
          ),
        ]
      : []),
  ].join("\n");
  const html = mailDocument(heading, preview ?? paragraphs[0] ?? heading, content, words.locale);
  const text = `${heading}\n\n${paragraphs.join("\n\n")}\n\n${action.label}: ${action.url}\n${
    footer ? `\n--\n${footer.text} ${footer.link.label}: ${footer.link.url}\n` : ""
  }`;
  return { html, text };
}

type ListItem = { heading: string; paragraphs: string[]; action: { label: string; url: string } };

/**
 * A mail listing several items (a daily digest, a fold): each with its heading, lines and link.
 * `preview` defaults to the items' headings; `lang` is the mail's language.
 */
export function listLayout(
  heading: string,
  items: ListItem[],
  footer: { text: string; links: { label: string; url: string }[] },
  preview?: string,
  lang = "en",
) {
  const content = [
    headingHtml(heading, 1),
    ...items.map((item) =>
      [
        headingHtml(item.heading, 2),
        ...item.paragraphs.map((text) => paragraph(text, "0 0 4px")),
        `<p style="margin:4px 0 8px;font-size:15px;line-height:22px">${textLink(item.action.label, item.action.url)}</p>`,
      ].join("\n"),
    ),
    rule(),
    smallPrint(
      `${escapeHtml(footer.text)} ${footer.links
        .map((link) => textLink(link.label, link.url, COLORS.muted))
        .join(" · ")}`,
    ),
  ].join("\n");
  const html = mailDocument(
    heading,
    preview ?? items.map((item) => item.heading).join(" · "),
    content,
    lang,
  );
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

/** The verification link's mail, in the language the person registered in (or chose since). */
export function verificationMail(
  to: string,
  name: string,
  url: string,
  words: MailText = mailText(),
): MailMessage {
  const { t } = words;
  const body = layout(
    t("verify.heading", { name }),
    [t("verify.text"), t("verify.valid")],
    { label: t("verify.action"), url },
    undefined,
    undefined,
    words,
  );
  return { to, subject: t("verify.subject"), kind: "verify_email", ...body };
}

/** The reset link's mail, in the account's chosen language (English when never chosen). */
export function passwordResetMail(
  to: string,
  url: string,
  words: MailText = mailText(),
): MailMessage {
  const { t } = words;
  const body = layout(
    t("reset.heading"),
    [t("reset.text"), t("reset.notYou")],
    { label: t("reset.action"), url },
    undefined,
    undefined,
    words,
  );
  return { to, subject: t("reset.subject"), kind: "reset_password", ...body };
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
