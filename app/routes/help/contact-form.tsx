import { EMAIL_MAX } from "@shared/auth-rules";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPIC_OPTIONS,
} from "@shared/content/help";
import { Send } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { FormMessage, inputClass, labelClass } from "~/components/auth/form-message";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { ContactAnswer } from "./route";

type Field = "name" | "email" | "topic" | "message";

const FIELDS: Field[] = ["name", "email", "topic", "message"];

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: Field;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={`contact-${id}`} className={labelClass}>
        {label}
      </label>
      {children}
      <div className="flex justify-between gap-2 text-xs">
        {error ? (
          <p id={`contact-${id}-error`} className="font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        {hint}
      </div>
    </div>
  );
}

/**
 * The contact form of /help. The server's schema is the only validator (the form has
 * noValidate), so every error reads the same with or without JavaScript. The server sends the
 * values back, so nothing typed is lost even when the page was posted without JavaScript.
 */
export function ContactForm({ prefill }: { prefill: { name: string; email: string } }) {
  const fetcher = useFetcher<ContactAnswer>();
  const { t } = usePageMessages("help");
  // Without JavaScript the form posts as a navigation and the answer arrives as action data.
  const navigated = useActionData<ContactAnswer>();
  const result = fetcher.data ?? navigated;
  useActionToast(fetcher);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  // A refused message keeps every field; a sent one keeps who sent it.
  const values: Partial<Record<Field, string>> = result?.values ?? {};
  const busy = fetcher.state !== "idle";
  const [length, setLength] = useState(values.message?.length ?? 0);
  const form = useRef<HTMLFormElement>(null);

  // Move to the first field the server refused, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!result || result.ok || !result.errors || fetcher.state !== "idle") return;
    const first = FIELDS.find((field) => result.errors?.[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  }, [result, fetcher.state]);

  const sent = result?.ok ? (result.sentId ?? "sent") : "open";
  useEffect(() => {
    if (sent !== "open") setLength(0);
  }, [sent]);

  const invalid = (field: Field) =>
    errors[field]
      ? { "aria-invalid": true, "aria-describedby": `contact-${field}-error` }
      : { "aria-invalid": false };

  return (
    <section
      aria-labelledby="contact-title"
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="contact-title" className="text-lg font-semibold">
          {t("contact.title")}
        </h2>
        <p className="text-sm text-neutral-600">{t("contact.text")}</p>
      </div>
      {result?.ok ? <FormMessage kind="success">{t("contact.sent")}</FormMessage> : null}
      {result && !result.ok && result.message ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <fetcher.Form method="post" action="/help" noValidate ref={form} key={sent}>
        <input type="hidden" name="intent" value="contact" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldShell id="name" label={t("contact.name")} error={errors.name}>
            <input
              id="contact-name"
              name="name"
              autoComplete="name"
              maxLength={CONTACT_NAME_MAX}
              defaultValue={values.name ?? prefill.name}
              className={inputClass}
              {...invalid("name")}
            />
          </FieldShell>
          <FieldShell id="email" label={t("contact.email")} error={errors.email}>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              defaultValue={values.email ?? prefill.email}
              className={inputClass}
              {...invalid("email")}
            />
          </FieldShell>
        </div>
        <div className="mt-4 space-y-4">
          <FieldShell id="topic" label={t("contact.topic")} error={errors.topic}>
            <select
              id="contact-topic"
              name="topic"
              defaultValue={values.topic ?? ""}
              className={inputClass}
              {...invalid("topic")}
            >
              <option value="">{t("contact.chooseTopic")}</option>
              {CONTACT_TOPIC_OPTIONS.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {t(`contact.topic.${topic.value}`)}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell
            id="message"
            label={t("contact.message")}
            error={errors.message}
            hint={
              <span className="shrink-0 text-neutral-600" aria-live="off">
                {length}/{CONTACT_MESSAGE_MAX}
              </span>
            }
          >
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              maxLength={CONTACT_MESSAGE_MAX}
              defaultValue={values.message ?? ""}
              onChange={(event) => setLength(event.currentTarget.value.length)}
              placeholder={t("contact.placeholder", { min: CONTACT_MESSAGE_MIN })}
              className={inputClass}
              {...invalid("message")}
            />
          </FieldShell>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center gap-2 rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-600 disabled:opacity-60"
          >
            <Send aria-hidden="true" className="size-4" />
            {busy ? t("contact.sending") : t("contact.send")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
