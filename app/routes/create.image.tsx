import { UPLOAD_FAILED } from "@shared/complaint-validation";
import { exceededRateLimit } from "@worker/auth/rate-limit";
import { errorText, logEvent } from "@worker/http/kit";
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
  const limited = await exceededRateLimit(
    context.db,
    [["uploadByUser", context.user.id]],
    Date.now(),
  );
  if (limited)
    return Response.json(
      { ok: false, title: "Upload failed", description: limited },
      { status: 429 },
    );
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("image");
  } catch {
    return Response.json({ ok: false, ...UPLOAD_FAILED }, { status: 400 });
  }
  if (!(file instanceof File)) {
    return Response.json(
      { ok: false, title: "Invalid file type", description: "Please select an image file." },
      { status: 400 },
    );
  }
  let stored: Awaited<ReturnType<typeof context.complaintImages.storeUpload>>;
  try {
    stored = await context.complaintImages.storeUpload(context.user.id, file);
  } catch (error) {
    // The bucket failed: the spec's Upload failed, not an error page.
    logEvent("upload_failed", { error: errorText(error) });
    return Response.json({ ok: false, ...UPLOAD_FAILED }, { status: 500 });
  }
  if (!stored.ok)
    return Response.json(
      { ok: false, title: stored.title, description: stored.description },
      { status: stored.status },
    );
  return Response.json({ ok: true, key: stored.key });
}
