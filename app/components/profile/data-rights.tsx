import { DELETION_CONFIRMATION_WORD, DELETION_DEADLINE_DAYS } from "@shared/data-rights";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { FormMessage, inputClass } from "~/components/auth/form-message";
import { buttonSecondary, Dialog } from "~/components/ui/dialog";

const dangerButton =
  "inline-flex items-center gap-1.5 rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * "Your data" in the profile's Settings tab: the download the privacy policy promises, and the
 * deletion request, confirmed by typing DELETE (the server checks the word too).
 */
export function DataRights() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const navigation = useNavigation();
  const actionData = useActionData<{ ok: boolean; error?: string }>();
  const submitting =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "request-deletion";
  const confirmed = typed === DELETION_CONFIRMATION_WORD;
  return (
    <section
      aria-labelledby="your-data"
      className="space-y-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id="your-data" className="font-semibold">
        Your data
      </h2>
      <p className="text-sm text-neutral-700">
        Download everything your account holds, or ask us to delete it.
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href="/profile/export"
          download
          className={`inline-flex items-center gap-1.5 ${buttonSecondary}`}
        >
          <Download aria-hidden="true" className="size-4" /> Download my data
        </a>
        <button type="button" className={dangerButton} onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete my account
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped("");
        }}
        title="Delete your account?"
        description={`Your account will be erased within ${DELETION_DEADLINE_DAYS} days, and you are signed out everywhere now.`}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-700">
          <li>Your profile, comments, ucks, follows, bookmarks and uploads are erased.</li>
          <li>
            Your complaints stay, anonymised and without photos, so that companies' answers remain
            readable without your name on them.
          </li>
          <li>You cannot sign in again, and this cannot be undone.</li>
        </ul>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="request-deletion" />
          <label htmlFor="delete-confirmation" className="block text-sm font-medium">
            Type {DELETION_CONFIRMATION_WORD} to confirm
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
            <button type="button" className={buttonSecondary} onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className={dangerButton} disabled={!confirmed || submitting}>
              {submitting ? "Deleting…" : "Delete my account"}
            </button>
          </div>
        </Form>
      </Dialog>
    </section>
  );
}
