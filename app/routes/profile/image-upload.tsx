import { Camera, ImagePlus } from "lucide-react";
import { useFetcher } from "react-router";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import type { ProfileAnswer } from "./route";

/**
 * One image upload: picking a file sends it at once; without scripts the form's own Upload
 * button does (hidden once the page is interactive).
 */
export function ImageUpload({ kind, label }: { kind: "avatar" | "background"; label: string }) {
  const fetcher = useFetcher<ProfileAnswer>();
  const { t } = usePageMessages("profile");
  useActionToast(fetcher, undefined, t);
  const Icon = kind === "avatar" ? Camera : ImagePlus;
  return (
    <fetcher.Form method="post" encType="multipart/form-data">
      <input type="hidden" name="intent" value={`upload-${kind}`} />
      <input
        id={`upload-${kind}`}
        type="file"
        name="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="sr-only"
        data-testid={`${kind}-input`}
        onChange={(event) => {
          if (event.currentTarget.files?.length) fetcher.submit(event.currentTarget.form);
        }}
      />
      <label
        htmlFor={`upload-${kind}`}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-50"
      >
        <Icon aria-hidden="true" className="size-4" />
        {fetcher.state === "idle" ? label : t("edit.uploading")}
      </label>
      <button
        type="submit"
        className="ml-1 rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-neutral-50 [html[data-hydrated]_&]:hidden"
      >
        {t(kind === "avatar" ? "edit.uploadAvatar" : "edit.uploadBackground")}
      </button>
    </fetcher.Form>
  );
}
