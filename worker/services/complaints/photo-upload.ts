import { UPLOAD_FAILED } from "@shared/complaint-validation";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { errorText, logEvent } from "../../log";
import { INVALID_FILE_TYPE, type storeUpload } from "../../storage/complaint-images";
import type { WordedProblem } from "../refusal";

export type PhotoUploadOutcome =
  | { ok: true; key: string }
  | {
      ok: false;
      code: "invalid" | "too_large" | "rate_limited" | "failed";
      problem: WordedProblem;
    };

type PhotoDeps = {
  db: Database;
  /** Keeps the file as the user's private upload (storage/complaint-images.ts). */
  storeUpload: (userId: string, file: File) => ReturnType<typeof storeUpload>;
};

/**
 * A photo for the complaint form (its `image` field), kept private until a complaint is filed
 * with it; `form` is null when the body was not a readable form. Every attempt counts
 * towards the upload limit before anything is checked: a flood of bad forms is a flood too. A
 * bucket that fails is the spec's Upload failed, not an error page.
 */
export async function storeComplaintPhoto(
  deps: PhotoDeps,
  userId: string,
  form: FormData | null,
  now: number,
): Promise<PhotoUploadOutcome> {
  const limited = await rateLimitRefusal(deps.db, [["uploadByUser", userId]], now);
  if (limited) {
    return {
      ok: false,
      code: "rate_limited",
      problem: {
        title: UPLOAD_FAILED.title,
        description: limited.message,
        words: { ...limited.words, title: "title.uploadFailed" },
      },
    };
  }
  if (!form) return { ok: false, code: "invalid", problem: UPLOAD_FAILED };
  const file = form.get("image");
  if (!(file instanceof File)) {
    const { title, description } = INVALID_FILE_TYPE;
    return { ok: false, code: "invalid", problem: { title, description } };
  }
  let stored: Awaited<ReturnType<typeof storeUpload>>;
  try {
    stored = await deps.storeUpload(userId, file);
  } catch (error) {
    logEvent("upload_failed", { error: errorText(error) });
    return { ok: false, code: "failed", problem: UPLOAD_FAILED };
  }
  if (!stored.ok) {
    const { title, description, code } = stored;
    return { ok: false, code, problem: { title, description } };
  }
  return { ok: true, key: stored.key };
}
