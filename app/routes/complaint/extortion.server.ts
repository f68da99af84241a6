import type { Locale } from "@shared/i18n";
import type { RefusalWords } from "@worker/services/refusal";
import { FILE_TOO_LARGE } from "@worker/storage/complaint-images";
import { noFileChosen, storeEvidence } from "@worker/storage/extortion-attachments";
import { sayRefusal } from "~/i18n/refusals.server";

/**
 * What the two extortion pages share on the server: the member's report (decision 032) and
 * the author's side (decision 039).
 */

/** A refusal in the request's language when it carries its words; else its English. */
export const said = (locale: Locale, refusal: { message: string; words?: RefusalWords }) =>
  refusal.words ? sayRefusal(locale, refusal.words) : refusal.message;

type PictureRefusal = {
  code: "invalid" | "too_large";
  word: "extortion.imageOnly" | "extortion.tooLarge" | "extortion.wrongType";
};

/**
 * The form's optional picture, stored privately (worker/storage/extortion-attachments.ts): its
 * key (null when none was chosen), or why it was refused (the word of the extortion section).
 */
export async function storeFormPicture(
  form: FormData,
  bucket: R2Bucket,
): Promise<{ key: string | null } | PictureRefusal> {
  const image = form.get("image");
  if (noFileChosen(image)) return { key: null };
  if (!(image instanceof File)) return { code: "invalid", word: "extortion.imageOnly" };
  const stored = await storeEvidence(bucket, image);
  if (stored.ok) return { key: stored.key };
  const tooLarge = stored === FILE_TOO_LARGE;
  return { code: stored.code, word: tooLarge ? "extortion.tooLarge" : "extortion.wrongType" };
}
