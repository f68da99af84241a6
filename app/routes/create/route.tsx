import type { Coordinates } from "@shared/complaint-facets";
import {
  COMPLAINT_TEXT_MAX,
  LOCATION_MAX,
  SIGN_IN_TO_FILE,
  SUBMIT_FAILED,
} from "@shared/complaint-validation";
import { plainDraftOf } from "@worker/services/complaints/file-plain";
import { hidesNameByDefault } from "@worker/services/complaints/name-choice";
import { checkSimilar } from "@worker/services/complaints/same-problem";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ClockFields } from "~/components/complaint/clock-fields";
import { ResolutionFields } from "~/components/complaint/resolution-fields";
import { PageHeading } from "~/components/shell/page-heading";
import { Button } from "~/components/ui/button";
import { buttonPrimary, buttonSecondary, Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { pageMessages } from "~/i18n/sections.server";
import { sayToastWith } from "~/i18n/toast-words";
import { signedInAction } from "~/kit/action.server";
import { keepPageOnFailure } from "~/kit/client-action";
import { DRAFT_KEY } from "~/lib/complaint-draft";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/route";
import { type FilingRefusal, fileFromForm } from "./action.server";
import { CompanySelector } from "./company-selector";
import { useDeviceDraft } from "./device-draft";
import { ImagePicker } from "./image-picker";
import { PositionPicker } from "./position-picker";
import { SimilarComplaints } from "./similar-complaints";
import { useComplaintSubmit } from "./use-complaint-submit";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: wordsOf(loaderData?.pageMessages)["create.heading"] ?? SITE_NAME,
    description: "File a public complaint about a company on UCK.",
    path: "/create",
    noindex: true,
  });

export const handle = { title: "New Complaint", titleKey: "create.heading" };

/**
 * GET /create, and "Check for similar complaints" (GET /create?check=1&…): the form's fields come
 * back in the address, so the page shows the draft again with up to three open complaints about
 * that company that read alike. Works the same without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [similar, hideName] = await Promise.all([
    checkSimilar(context.db, query, Date.now()),
    context.user ? hidesNameByDefault(context.db, context.user.id) : false,
  ]);
  return {
    // Where "Show my name publicly" starts: the person's choice for all their complaints.
    showNameByDefault: !hideName,
    signedIn: context.user !== null,
    // Whose draft this page may show and write (app/lib/complaint-draft.ts): the account's own.
    owner: context.user?.id ?? null,
    similar,
    draft: similar.state === "not_asked" ? undefined : plainDraftOf(query),
    // The page's own words, in its language only (decision 052: a section per route).
    pageMessages: pageMessages("create", context.locale),
  };
}

/**
 * POST /create: files the complaint and goes to the company's page with the success toast as a
 * flash (create/action.server.ts); a refusal (and a filing that fails) answers the spec's error
 * toast, the form kept.
 */
export const action = signedInAction<Route.ActionArgs, FilingRefusal>(
  {
    name: "create_complaint",
    failure: SUBMIT_FAILED,
    renderDocument: true,
    signIn: SIGN_IN_TO_FILE,
    // The plain form's refusal sends back what it carried, so the page shows it again.
    keep: (form) => (form.get("plain") === "1" ? { draft: plainDraftOf(form) } : {}),
  },
  fileFromForm,
);

/**
 * A lost request keeps the form as typed; the draft is forgotten once the complaint is filed.
 * The draft lives in the device's storage (localStorage): it survives reloads, other tabs and a
 * lost connection, and the page says so.
 */
export const clientAction = keepPageOnFailure<typeof action>(() => SUBMIT_FAILED, {
  onRedirect: () => window.localStorage.removeItem(DRAFT_KEY),
});

export default function CreateComplaint({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, similar, owner } = loaderData;
  const { t, rich } = usePageMessages("create");
  // Only the plain form (no JavaScript) posts as a page: its refusal comes back as actionData.
  const refused = actionData;
  // A refused form's fields, or those a "Check for similar complaints" carried in the address.
  const kept = refused?.draft ?? loaderData.draft;
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useDeviceDraft(
    owner,
    () => ({
      name: kept?.companyName ?? "",
      company: null,
      text: kept?.text ?? "",
      location: kept?.location ?? "",
      resolutionSought: kept?.resolutionSought ?? "",
      disputeAmount: kept?.disputeAmount ?? "",
      disputeCurrency: kept?.disputeCurrency ?? "",
      sendToVenue: kept?.sendToVenue ?? false,
      problem: kept?.problem ?? "",
      payment: kept?.payment ?? "",
      purchaseDate: kept?.purchaseDate ?? "",
      showName: kept?.showName ?? loaderData.showNameByDefault,
      photo: null,
    }),
    formRef,
  );
  const [position, setPosition] = useState<Coordinates | null>(null);
  const [authOpen, setAuthOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { submit, submitting } = useComplaintSubmit({
    draft,
    signedIn,
    position,
    form: formRef,
    askToSignIn: () => setAuthOpen(true),
  });

  return (
    <main className="mx-auto max-w-2xl space-y-5 px-4 py-6">
      <PageHeading className="text-2xl font-bold">{t("create.heading")}</PageHeading>
      {!signedIn ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{t("create.authRequired")}</p>
          <p>
            {rich("create.authText", {
              login: (
                <Link to="/auth/login?redirectTo=%2Fcreate" className="font-medium underline">
                  {t("create.authLogIn")}
                </Link>
              ),
              register: (
                <Link to="/auth/register" className="font-medium underline">
                  {t("create.authRegister")}
                </Link>
              ),
            })}
          </p>
        </div>
      ) : null}
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={submit}
        noValidate
        className="space-y-5 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
      >
        <input type="hidden" name="plain" value="1" />
        {/* Enter in a field submits the complaint, not "Check for similar complaints": the form's
            default button is its first submit button, so an unseen one comes first. */}
        <button
          type="submit"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute -left-[9999px] size-px overflow-hidden"
        />
        {refused && !refused.ok && refused.toast ? (
          <div
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            <p className="font-semibold">{sayToastWith(t, refused.toast).title}</p>
            {refused.toast.description ? <p>{sayToastWith(t, refused.toast).description}</p> : null}
            {refused.duplicateOf ? (
              <p className="mt-1">
                <Link to={`/complaint/${refused.duplicateOf}`} className="font-medium underline">
                  {t("create.openYourComplaint")}
                </Link>
              </p>
            ) : null}
          </div>
        ) : null}
        <CompanySelector
          initialDomain={kept?.companyDomain}
          matches={refused?.matches}
          name={draft.name}
          company={draft.company}
          onNameChange={(name) => setDraft((d) => ({ ...d, name }))}
          onSelect={(company) => setDraft((d) => ({ ...d, company }))}
        />
        <div>
          <label htmlFor="complaint-text" className="mb-1 block text-sm font-medium">
            {t("create.yourComplaint")}
          </label>
          <textarea
            id="complaint-text"
            name="text"
            value={draft.text}
            maxLength={COMPLAINT_TEXT_MAX}
            onChange={(event) =>
              setDraft((d) => ({ ...d, text: event.target.value.slice(0, COMPLAINT_TEXT_MAX) }))
            }
            rows={6}
            placeholder={t("create.textPlaceholder")}
            className="w-full rounded-md border border-neutral-300 p-3 text-sm"
          />
          <p
            className="text-right text-xs text-neutral-500"
            aria-live="polite"
            data-testid="text-counter"
          >
            {draft.text.length}/{COMPLAINT_TEXT_MAX}
          </p>
          <SimilarComplaints check={similar} />
        </div>
        <ImagePicker
          kept={draft.photo}
          onChange={(photo) => setDraft((d) => ({ ...d, photo }))}
          onUploading={setUploading}
          disabled={!signedIn}
        />
        <div>
          <label htmlFor="complaint-location" className="mb-1 block text-sm font-medium">
            {t("create.location")}
          </label>
          <Input
            id="complaint-location"
            name="location"
            value={draft.location}
            maxLength={LOCATION_MAX}
            onChange={(event) => setDraft((d) => ({ ...d, location: event.target.value }))}
            placeholder={t("create.locationPlaceholder")}
            className="text-sm"
          />
          <div className="mt-1.5">
            <PositionPicker value={position} onChange={setPosition} />
          </div>
        </div>
        <ResolutionFields
          values={draft}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
        <ClockFields
          values={{
            problem: draft.problem ?? "",
            payment: draft.payment ?? "",
            purchaseDate: draft.purchaseDate ?? "",
          }}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="sendToVenue"
            checked={draft.sendToVenue}
            onChange={(event) => setDraft((d) => ({ ...d, sendToVenue: event.target.checked }))}
            className="mt-1"
          />
          <span>{t("create.sendToVenue")}</span>
        </label>
        <div>
          {/* The marker says the form had the box: an unticked box sends nothing. */}
          <input type="hidden" name="nameChoice" value="1" />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="showName"
              checked={draft.showName !== false}
              onChange={(event) => setDraft((d) => ({ ...d, showName: event.target.checked }))}
              className="mt-1"
              aria-describedby="show-name-note"
            />
            <span>{t("create.showName")}</span>
          </label>
          <p id="show-name-note" className="mt-1 ml-6 text-xs text-neutral-600">
            {t("create.showNameNote")}
          </p>
        </div>
        <Button disabled={submitting || uploading} className="w-full">
          {submitting
            ? t("create.submitting")
            : uploading
              ? t("create.uploadingPhoto")
              : t("create.submit")}
        </Button>
        <p className="text-xs text-neutral-600" data-testid="draft-note">
          {t("create.draftNote")}
        </p>
        <p className="text-xs text-neutral-600" data-testid="sent-to-company-note">
          {t("create.sentToCompanyNote")}
        </p>
      </form>
      <Dialog
        open={authOpen}
        onOpenChange={setAuthOpen}
        title={t("create.dialogTitle")}
        description={t("create.dialogText")}
      >
        <div className="flex justify-end gap-2">
          <Link to="/auth/register" className={buttonSecondary}>
            {t("create.register")}
          </Link>
          <Link to="/auth/login?redirectTo=%2Fcreate" className={buttonPrimary}>
            {t("create.login")}
          </Link>
        </div>
      </Dialog>
    </main>
  );
}
