import { statusOf } from "@worker/http/kit";
import { storeComplaintPhoto } from "@worker/services/complaints/photo-upload";
import { saidRefusal } from "~/i18n/refusals.server";
import type { Route } from "./+types/create.image";

/** POST /create/image (multipart, field `image`): a private upload for the complaint form. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!context.user) {
    return Response.json(
      {
        ok: false,
        title: "Authentication required",
        description: "Please sign in to add a photo.",
      },
      { status: 401 },
    );
  }
  const form = await request.formData().catch(() => null);
  const stored = await storeComplaintPhoto(
    { db: context.db, storeUpload: context.complaintImages.storeUpload },
    context.user.id,
    form,
    Date.now(),
  );
  if (!stored.ok) {
    // A refusal the services word is said in the page's language (decision 030).
    const problem = saidRefusal(context.locale, stored.problem);
    return Response.json({ ok: false, ...problem }, { status: statusOf(stored.code) });
  }
  return Response.json({ ok: true, key: stored.key });
}
