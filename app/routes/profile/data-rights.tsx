import { DELETION_CONFIRMATION_WORD, DELETION_DEADLINE_DAYS } from "@shared/data-rights";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FormMessage, inputClass } from "~/components/auth/form-message";
import { Button } from "~/components/ui/button";
import { buttonSecondary, Dialog } from "~/components/ui/dialog";
import { Panel } from "~/components/ui/panel";
import { usePageMessages } from "~/i18n/page-messages";

const dangerButton =
  "inline-flex items-center gap-1.5 rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Your data" in the profile's Settings tab: the download the privacy policy promises, and the
 * deletion request, confirmed by typing DELETE (the server checks the word too).
 */
export function DataRights() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const { t } = usePageMessages("profile");
  const navigation = useNavigation();
  const actionData = useActionData<{ ok: boolean; error?: string }>();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "request-deletion";
  const confirmed = typed === DELETION_CONFIRMATION_WORD;
  return (
    <Panel
      id="your-data"
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
      heading={t("dataRights.title")}
    >
      <p className="text-sm text-neutral-700">{t("data.text")}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href="/profile/export"
          download
          className={`inline-flex items-center gap-1.5 ${buttonSecondary}`}
        >
          <Download aria-hidden="true" className="size-4" /> {t("data.download")}
        </a>
        <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" /> {t("data.delete")}
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped("");
        }}
        title={t("data.dialogTitle")}
        description={t("data.dialogText", { days: DELETION_DEADLINE_DAYS })}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-700">
          <li>{t("data.erased")}</li>
          <li>{t("data.complaintsStay")}</li>
          <li>{t("data.final")}</li>
        </ul>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="request-deletion" />
          <label htmlFor="delete-confirmation" className="block text-sm font-medium">
            {t("data.typeToConfirm", { word: DELETION_CONFIRMATION_WORD })}
          </label>
          <input
            id="delete-confirmation"
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={inputClass}
          />
          {actionData && !actionData.ok && actionData.error ? (
            <FormMessage kind="error">{actionData.error}</FormMessage>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t("data.cancel")}
            </Button>
            <button type="submit" className={dangerButton} disabled={!confirmed || submitting}>
              {submitting ? t("data.deleting") : t("data.delete")}
            </button>
          </div>
        </Form>
      </Dialog>
    </Panel>
  );
}
