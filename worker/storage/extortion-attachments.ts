import { FILE_TOO_LARGE, INVALID_FILE_TYPE, type UploadFailure } from "./complaint-images";
import { readImageUpload } from "./upload-image";

/**
 * The picture of a demand attached to an extortion report (decision 032), in the complaint-image
 * bucket under `evidence/…`: the image reader never serves a key with a slash, so only the
 * superadmin's route (/admin/evidence/{reportId}) reads it. Checked and stripped like every
 * upload (upload-image.ts).
 */
export const EVIDENCE_PREFIX = "evidence/";

/**
 * No file chosen: a browser sends an empty part with an empty file name, which the runtime may
 * read as an empty File or as the empty string.
 */
export const noFileChosen = (value: FormDataEntryValue | null) =>
  value === null || value === "" || (value instanceof File && value.size === 0);

export async function storeEvidence(
  bucket: R2Bucket,
  file: File,
): Promise<{ ok: true; key: string } | UploadFailure> {
  const upload = await readImageUpload(file);
  if (!upload.ok) return upload.reason === "too-large" ? FILE_TOO_LARGE : INVALID_FILE_TYPE;
  const key = `${EVIDENCE_PREFIX}${crypto.randomUUID()}.${upload.type.ext}`;
  await bucket.put(key, upload.bytes, { httpMetadata: { contentType: upload.type.mime } });
  return { ok: true, key };
}
