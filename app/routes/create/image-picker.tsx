import { UPLOAD_FAILED } from "@shared/complaint-validation";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { showToast } from "~/components/toaster";
import { usePageMessages } from "~/i18n/page-messages";
import { sayToastWith } from "~/i18n/toast-words";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type UploadResponse = { ok: true; key: string } | { ok: false; title: string; description: string };

/**
 * The upload's answer, checked by hand: zod would add ~23 KB gzip to the create page's first
 * load (decision 005). Anything else is treated as a failure.
 */
function readUploadResponse(value: unknown): UploadResponse {
  const v = value as Record<string, unknown> | null;
  if (v?.ok === true && typeof v.key === "string") return { ok: true, key: v.key };
  if (v?.ok === false && typeof v.title === "string" && typeof v.description === "string")
    return { ok: false, title: v.title, description: v.description };
  throw new Error("Unexpected answer from the upload.");
}

/** An uploaded photo as the draft keeps it: its private key and a small copy to show. */
export type KeptPhoto = { key: string; preview: string; savedAt: number };

/**
 * A copy at most 320 px wide or tall, as a JPEG data URL, for the draft kept on the device:
 * small enough for its storage, and redrawn, so it carries none of the file's metadata. Null
 * where the browser cannot draw the file.
 */
async function smallCopy(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 320 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.8);
  } catch {
    return null;
  }
}

/**
 * Adds one photo: checked here (5 MB, image type) and again on the server by its bytes, uploaded
 * at once (kept private until the complaint is filed), previewed, and removable.
 */
export function ImagePicker({
  kept,
  onChange,
  onUploading,
  disabled,
}: {
  /** The photo of a draft kept on the device, shown again (its upload is still there). */
  kept: KeptPhoto | null;
  /** The uploaded photo; its preview is "" when the browser could not draw a small copy. */
  onChange: (photo: KeptPhoto | null) => void;
  /** While a photo is on its way the form waits: filing then would leave the photo out. */
  onUploading?: (uploading: boolean) => void;
  disabled: boolean;
}) {
  const { t } = usePageMessages("create");
  const input = useRef<HTMLInputElement>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const preview = kept ? kept.preview || objectUrl : null;

  function clear() {
    setObjectUrl(null);
    onChange(null);
    if (input.current) input.current.value = "";
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      showToast({
        kind: "error",
        title: t("create.fileTooLarge"),
        description: t("create.fileTooLargeText"),
      });
      clear();
      return;
    }
    if (!file.type.startsWith("image/")) {
      showToast({
        kind: "error",
        title: t("create.invalidFileType"),
        description: t("create.invalidFileTypeText"),
      });
      clear();
      return;
    }
    setUploading(true);
    onUploading?.(true);
    try {
      const body = new FormData();
      body.set("image", file);
      const response = await fetch("/create/image", { method: "POST", body });
      const result = readUploadResponse(await response.json());
      if (!result.ok) {
        showToast({ kind: "error", ...sayToastWith(t, result) });
        clear();
        return;
      }
      const copy = await smallCopy(file);
      if (!copy) setObjectUrl(URL.createObjectURL(file));
      onChange({ key: result.key, preview: copy ?? "", savedAt: Date.now() });
      showToast({ kind: "success", title: t("create.imageUploaded") });
    } catch {
      showToast({ kind: "error", ...sayToastWith(t, UPLOAD_FAILED) });
      clear();
    } finally {
      setUploading(false);
      onUploading?.(false);
    }
  }

  return (
    <div>
      <span className="mb-1 block text-sm font-medium">{t("create.photo")}</span>
      {preview ? (
        <div className="relative w-fit">
          <img
            src={preview}
            alt={t("create.photoSelected")}
            width={320}
            height={200}
            className="h-40 w-auto max-w-full rounded-lg border border-neutral-200 object-cover"
          />
          <button
            type="button"
            onClick={clear}
            aria-label={t("create.removeImage")}
            className="absolute top-1 right-1 rounded-full bg-black/60 p-1 text-white hover:bg-black/80"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : (
        <label
          className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-neutral-300 p-6 text-sm text-neutral-600 hover:border-brand-500 ${uploading || disabled ? "pointer-events-none opacity-60" : ""}`}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {uploading ? t("create.uploading") : t("create.addPhoto")}
          <input
            ref={input}
            type="file"
            name="image"
            accept="image/*"
            className="sr-only"
            disabled={uploading || disabled}
            onChange={(event) => void pick(event.target.files?.[0])}
            data-testid="image-input"
          />
        </label>
      )}
    </div>
  );
}
