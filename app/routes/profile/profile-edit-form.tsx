import { Link, useActionData, useFetcher } from "react-router";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";
import { useActionToast } from "~/lib/use-action-toast";
import { useHydrated } from "~/lib/use-hydrated";
import { ImageUpload } from "./image-upload";
import { type EditableProfile, FIELDS } from "./profile-fields";
import type { ProfileAnswer } from "./route";

const inputClass =
  "w-full rounded-md border border-neutral-300 px-3 py-2 text-sm focus:border-neutral-900 focus:outline-none aria-[invalid=true]:border-red-600";

const cancelClass =
  "rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50";

/** Edit mode of the profile: the spec's form, the two image uploads and Cancel. */
export function ProfileEditForm({
  profile,
  onDone,
}: {
  profile: EditableProfile;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ProfileAnswer>();
  const { t } = usePageMessages("profile");
  useActionToast(fetcher, onDone, t);
  // Without scripts the page itself posted the form and came back with the refusal.
  const pageAnswer = useActionData<ProfileAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  const typed = fetcher.data ? {} : (pageAnswer?.values ?? {});
  const hydrated = useHydrated();
  return (
    <Panel
      id="edit-profile-title"
      className="space-y-4 rounded-xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6"
      headingClassName="text-lg font-semibold"
      heading={t("edit.title")}
    >
      <div className="flex flex-wrap gap-2">
        <ImageUpload kind="avatar" label={t("edit.changeAvatar")} />
        <ImageUpload kind="background" label={t("edit.changeBackground")} />
      </div>
      <fetcher.Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
        <input type="hidden" name="intent" value="update-profile" />
        <input type="hidden" name="redirectTo" value="/profile" />
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const id = `profile-${field.name}`;
          const common = {
            id,
            name: field.name,
            defaultValue: typed[field.name] ?? profile[field.name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            className: inputClass,
          };
          return (
            <div key={field.name} className={`space-y-1 ${field.area ? "sm:col-span-2" : ""}`}>
              <label htmlFor={id} className="text-sm font-medium">
                {t(`edit.field.${field.name}`)}
              </label>
              {field.area ? (
                <textarea {...common} rows={3} />
              ) : (
                <input {...common} type={field.type ?? "text"} />
              )}
              {error ? (
                <p id={`${id}-error`} className="text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="flex gap-2 sm:col-span-2">
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
          >
            {fetcher.state === "idle" ? t("edit.save") : t("edit.saving")}
          </button>
          {hydrated ? (
            <button type="button" onClick={onDone} className={cancelClass}>
              {t("edit.cancel")}
            </button>
          ) : (
            <Link to="/profile" className={cancelClass}>
              {t("edit.cancel")}
            </Link>
          )}
        </div>
      </fetcher.Form>
    </Panel>
  );
}
