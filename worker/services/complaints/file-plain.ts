import { complaintProblem, type FormProblem } from "@shared/complaint-validation";
import { normalizeDomain } from "@shared/domain";
import type { storeUpload } from "../../storage/complaint-images";
import { findOrCreateCompanyForUser } from "../companies/lookup";
import type { Postbox } from "../mail/postbox";
import type { RefusalCode } from "../refusal";
import { type CreateOutcome, createComplaint } from "./create";
import { storeComplaintPhoto } from "./photo-upload";

/** What the plain form carried, sent back with a refusal so the page shows it again. */
export type PlainDraft = {
  companyName: string;
  companyDomain: string;
  text: string;
  location: string;
  resolutionSought: string;
  disputeAmount: string;
  disputeCurrency: string;
  sendToVenue: boolean;
};

export type PlainOutcome =
  | Extract<CreateOutcome, { ok: true }>
  | { ok: false; code: RefusalCode; problem: FormProblem };

const LOOKUP_FAILED = "Error searching company";

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const plainDraftOf = (form: FormData): PlainDraft => ({
  companyName: textOf(form, "companyName"),
  companyDomain: textOf(form, "companyDomain"),
  text: textOf(form, "text"),
  location: textOf(form, "location"),
  resolutionSought: textOf(form, "resolutionSought"),
  disputeAmount: textOf(form, "disputeAmount"),
  disputeCurrency: textOf(form, "disputeCurrency"),
  sendToVenue: textOf(form, "sendToVenue") === "on",
});

/**
 * Files a complaint sent by the plain HTML form (no JavaScript): one multipart request with
 * the company's name and website domain, the text, the place and an optional photo. The
 * spec's checks come first, in the spec's order (the domain stands for the company chosen in
 * the search); then the company is found or added by its domain, the photo is kept as the
 * person's upload, and the complaint is filed exactly as the JavaScript form files it.
 */
export async function fileComplaintFromPlainForm(
  deps: {
    postbox: Postbox;
    storeUpload: (userId: string, file: File) => ReturnType<typeof storeUpload>;
    images: Parameters<typeof createComplaint>[1];
  },
  userId: string,
  form: FormData,
  now: number,
): Promise<PlainOutcome> {
  const draft = plainDraftOf(form);
  const problem = complaintProblem({ ...draft, companySlug: draft.companyDomain });
  if (problem) return { ok: false, code: "invalid", problem };

  const domain = normalizeDomain(draft.companyDomain);
  if (!domain) {
    return {
      ok: false,
      code: "invalid",
      problem: {
        title: LOOKUP_FAILED,
        description: "Please enter a valid domain, like example.com.",
      },
    };
  }
  const found = await findOrCreateCompanyForUser(deps.postbox.db, userId, domain, now);
  if (!found.ok) {
    return {
      ok: false,
      code: "rate_limited",
      problem: { title: LOOKUP_FAILED, description: found.message },
    };
  }

  let imageKey: string | undefined;
  const photo = form.get("image");
  if (photo instanceof File && photo.size > 0) {
    const stored = await storeComplaintPhoto({ ...deps, db: deps.postbox.db }, userId, form, now);
    if (!stored.ok) return stored;
    imageKey = stored.key;
  }

  return createComplaint(
    deps.postbox,
    deps.images,
    userId,
    {
      companyName: draft.companyName,
      companySlug: found.company.slug,
      companyDomain: found.company.domain ?? domain,
      text: draft.text,
      location: draft.location,
      imageKey,
      resolutionSought: draft.resolutionSought,
      disputeAmount: draft.disputeAmount,
      disputeCurrency: draft.disputeCurrency,
      sendToVenue: draft.sendToVenue ? "on" : undefined,
    },
    now,
  );
}
