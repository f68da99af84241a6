import { ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { usePageMessages } from "~/i18n/page-messages";

/**
 * The frame of both extortion pages (decisions 032 and 039): the heading, the page, and the way
 * back to the complaint.
 */
export function ExtortionPage(props: {
  heading: string;
  complaintId: string;
  children: ReactNode;
}) {
  const { t } = usePageMessages("extortion");
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlert aria-hidden="true" className="size-6 text-amber-700" /> {props.heading}
      </h1>
      {props.children}
      <p className="text-sm">
        <Link to={`/complaint/${props.complaintId}`} className="text-brand-600 hover:underline">
          {t("extortion.back")}
        </Link>
      </p>
    </main>
  );
}

type ExtortionFormProps = {
  intro: string;
  /** The one text field: its name, words, length limits and what was typed before a refusal. */
  field: {
    name: string;
    label: string;
    hint: string;
    length: { min: number; max: number };
    draft: string | undefined;
  };
  picture: string;
  send: string;
  /** The refusal of the last post, if any, and whether the typed text was kept. */
  error: string | undefined;
  kept: boolean;
  /** The form's and its error's test ids ("extortion" names `extortion-error`). */
  testId: string;
  formTestId?: string;
};

/**
 * A plain multipart form (it works without scripts): the text, an optional picture kept private
 * (worker/storage/extortion-attachments.ts), the refusal of the last post and the send button.
 */
export function ExtortionForm(props: ExtortionFormProps) {
  const { field, error } = props;
  const { t } = usePageMessages("extortion");
  const busy = useNavigation().state === "submitting";
  const errorId = `${props.testId}-error`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
      data-testid={props.formTestId}
    >
      <p className="text-sm text-neutral-700">{props.intro}</p>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">{field.label}</span>
        <span className="block text-xs text-neutral-600">{field.hint}</span>
        <Textarea
          name={field.name}
          required
          minLength={field.length.min}
          maxLength={field.length.max}
          rows={6}
          defaultValue={field.draft ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <label className="block space-y-1 text-sm">
        <span className="font-medium">{props.picture}</span>
        <span className="block text-xs text-neutral-600">{t("extortion.pictureHint")}</span>
        <input name="image" type="file" accept="image/*" className="block w-full text-sm" />
      </label>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid={errorId}
        >
          {error}
          {props.kept ? ` ${t("extortion.kept")}` : null}
        </p>
      ) : null}
      <Button disabled={busy}>{busy ? t("extortion.sending") : props.send}</Button>
    </Form>
  );
}
