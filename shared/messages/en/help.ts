import { CONTACT_SENT, CONTACT_TOPIC_OPTIONS, HELP_SECTIONS } from "@shared/content/help";

/**
 * /help's words (decision 030): the questions and answers of shared/content/help.ts and the
 * contact form, sent by its loader in the page's language only. English is read from the
 * shared content itself, so it stays word for word: `faq.section.{n}` a group's title,
 * `faq.{id}.q` a question, `faq.{id}.a{n}` its paragraphs, `faq.{id}.link` its link's words.
 */
const faq: Record<string, string> = {};
HELP_SECTIONS.forEach((section, index) => {
  faq[`faq.section.${index}`] = section.title;
  for (const item of section.questions) {
    faq[`faq.${item.id}.q`] = item.question;
    item.answer.forEach((paragraph, n) => {
      faq[`faq.${item.id}.a${n + 1}`] = paragraph;
    });
    if (item.link) faq[`faq.${item.id}.link`] = item.link.label;
  }
});
const topics: Record<string, string> = {};
for (const topic of CONTACT_TOPIC_OPTIONS) topics[`contact.topic.${topic.value}`] = topic.label;

export const helpEn: Record<string, string> = {
  "help.metaDescription":
    "How UCK works: filing a complaint, ucks, company responses, escalation after 48 hours, claiming a company page, your data, and how to reach the UCK team.",
  "help.intro": "Answers to the questions people ask most about UCK. Select a question to open it.",
  "contact.title": "Contact the UCK team",
  "contact.text": "Didn't find your answer? Write to us and we'll reply by e-mail.",
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.topic": "Topic",
  "contact.message": "Message",
  "contact.chooseTopic": "Choose a topic",
  "contact.placeholder": "At least {min} characters",
  "contact.sending": "Sending...",
  "contact.send": "Send message",
  "contact.sent": CONTACT_SENT,
  ...topics,
  ...faq,
};

export type HelpMessages = Record<string, string>;
