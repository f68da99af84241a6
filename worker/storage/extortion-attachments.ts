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

/** A PDF starts with "%PDF-" (ISO 32000-1, 7.5.2); nothing else is taken as one. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];
export const isPdf = (bytes: Uint8Array) => PDF_MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * Evidence of what happened after an escalation (decision 046): a picture, checked and
 * stripped like every upload, or a PDF, checked by its first bytes and its size and kept exactly
 * as sent (never rewritten, never served inline: /admin/evidence/{id} gives it as an attachment
 * under a sandbox policy, to superadmins only).
 */
export async function storeOutcomeEvidence(
  bucket: R2Bucket,
  file: File,
  pdfMaxBytes: number,
): Promise<{ ok: true; key: string; type: "image" | "pdf" } | UploadFailure> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  if (isPdf(head)) {
    if (file.size > pdfMaxBytes) return FILE_TOO_LARGE;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length > pdfMaxBytes || !isPdf(bytes)) return FILE_TOO_LARGE;
    const key = `${EVIDENCE_PREFIX}${crypto.randomUUID()}.pdf`;
    await bucket.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
    return { ok: true, key, type: "pdf" };
  }
  const stored = await storeEvidence(bucket, file);
  return stored.ok ? { ...stored, type: "image" } : stored;
}

/**
 * Takes back a file stored for a write that was then refused (the report, answer or outcome was
 * not recorded), so no bucket keeps evidence of nothing.
 */
export async function discardEvidence(bucket: R2Bucket, key: string | null | undefined) {
  if (key) await bucket.delete(key);
}
