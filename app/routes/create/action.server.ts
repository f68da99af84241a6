import { companyPath } from "@shared/company-path";
import { UPLOAD_FAILED } from "@shared/complaint-validation";
import type { SessionUser } from "@worker/auth/current-user";
import type { UckLoadContext } from "@worker/load-context";
import { CreateComplaintSchema, createComplaint } from "@worker/services/complaints/create";
import {
  fileComplaintFromPlainForm,
  type PlainDraft,
  type PlainMatch,
  plainDraftOf,
} from "@worker/services/complaints/file-plain";
import { redirect } from "react-router";
import { saidRefusal } from "~/i18n/refusals.server";
import { sayToast } from "~/i18n/say.server";
import { type ActionInput, type Reply, refuse } from "~/kit/action.server";

/** What a refused filing sends back besides its toast (app/routes/create/route.tsx). */
export type FilingRefusal = { draft: PlainDraft; matches: PlainMatch[]; duplicateOf: string };

/**
 * Files the complaint and goes to the company's page with the success toast as a flash; a
 * refusal answers its toast, said in the page's language. The JavaScript form sends the chosen
 * company and an uploaded photo's key; the plain HTML form (plain=1, multipart) sends the
 * company's name (with its domain, or a company chosen from what the name matched) and the
 * photo itself, and its refusal sends back what it carried (and the companies the name matched).
 */
export async function fileFromForm(
  { form, intent, user, now }: ActionInput<SessionUser>,
  { context }: { context: UckLoadContext },
): Promise<Reply<FilingRefusal>> {
  const plain = form.get("plain") === "1";
  const images = {
    publish: (key: string) => context.complaintImages.publish(user.id, key),
    remove: async (url: string) => context.deleteStoredImage(url),
  };
  let outcome: Awaited<ReturnType<typeof fileComplaintFromPlainForm>>;
  if (plain) {
    const deps = {
      postbox: context.postbox,
      storeUpload: context.complaintImages.storeUpload,
      images,
    };
    outcome = await fileComplaintFromPlainForm(deps, user.id, form, now);
  } else {
    // Only the photo's key can fail to parse (the text fields fall back to ""): a forged key.
    const parsed = CreateComplaintSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return refuse(intent, "invalid", UPLOAD_FAILED);
    outcome = await createComplaint(context.postbox, images, user.id, parsed.data, now);
  }
  if (!outcome.ok) {
    const matches = "matches" in outcome ? outcome.matches : undefined;
    const duplicateOf = "duplicateOf" in outcome ? outcome.duplicateOf : undefined;
    // A refusal the services word is said in the page's language (decision 030).
    return refuse(intent, outcome.code, saidRefusal(context.locale, outcome.problem), {
      ...(plain && { draft: plainDraftOf(form), matches }),
      ...(duplicateOf ? { duplicateOf } : {}),
    });
  }
  // Its picture card is drawn now, in the background, so a share finds it drawn.
  context.drawComplaintCard(outcome.id);
  // The company's page (spec 1 §4), its list topped by whether the company was told of this
  // complaint (`filed`, company/filed.server.ts); the toast in the filer's language.
  const toast = sayToast(context.locale, outcome.toast);
  throw redirect(`${companyPath(outcome.companySlug)}?filed=${outcome.id}`, {
    headers: { "Set-Cookie": context.flashCookie({ kind: "success", ...toast }) },
  });
}
