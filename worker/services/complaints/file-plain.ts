import { complaintProblem } from "@shared/complaint-validation";
import { normalizeDomain } from "@shared/domain";
import { rateLimitRefusal } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import type { storeUpload } from "../../storage/complaint-images";
import { findOrCreateCompanyForUser, searchCompanies } from "../companies/lookup";
import type { Postbox } from "../mail/postbox";
import type { RefusalCode, WordedProblem } from "../refusal";
import { type CreateOutcome, createComplaint } from "./create";
import { storeComplaintPhoto } from "./photo-upload";

/** What the plain form carried, sent back with a refusal so the page shows it again. */
export type PlainDraft = {
  companyName: string;
  companyDomain: string;
  /** The domain of a company chosen from the matches a name found. */
  companyPick: string;
  text: string;
  location: string;
  resolutionSought: string;
  disputeAmount: string;
  disputeCurrency: string;
  sendToVenue: boolean;
  /** The three optional answers of the statutory clocks (decision 044). */
  problem: string;
  payment: string;
  purchaseDate: string;
  /** "Show my name publicly" (decision 042): ticked, or the form had no such box. */
  showName: boolean;
};

/** A company a typed name matched, offered to choose from (by its domain). */
export type PlainMatch = { name: string; domain: string };

export type PlainOutcome =
  | Extract<CreateOutcome, { ok: true }>
  | {
      ok: false;
      code: RefusalCode;
      problem: WordedProblem;
      matches?: PlainMatch[];
      /** The first complaint, when this one is the same complaint again (decision 029). */
      duplicateOf?: string;
    };

const LOOKUP_FAILED = "Error searching company";

/** A form's fields: the POSTed form, or the address of a "Check for similar complaints" GET. */
type Fields = { get(name: string): unknown };

const textOf = (form: Fields, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const plainDraftOf = (form: Fields): PlainDraft => ({
  companyName: textOf(form, "companyName"),
  companyDomain: textOf(form, "companyDomain"),
  companyPick: textOf(form, "companyPick"),
  text: textOf(form, "text"),
  location: textOf(form, "location"),
  resolutionSought: textOf(form, "resolutionSought"),
  disputeAmount: textOf(form, "disputeAmount"),
  disputeCurrency: textOf(form, "disputeCurrency"),
  sendToVenue: textOf(form, "sendToVenue") === "on",
  problem: textOf(form, "problem"),
  payment: textOf(form, "payment"),
  purchaseDate: textOf(form, "purchaseDate"),
  showName: textOf(form, "nameChoice") !== "1" || textOf(form, "showName") === "on",
});

/**
 * The domain of the company a typed name stands for, as "Search by Name" would find it: one
 * company of exactly that name (case aside) is taken; otherwise the matches are offered to
 * choose from, and with none the form asks for the website's domain. Limited like the lookup.
 */
async function companyByName(
  db: Database,
  userId: string,
  name: string,
  now: number,
): Promise<{ ok: true; domain: string } | Extract<PlainOutcome, { ok: false }>> {
  const limited = await rateLimitRefusal(db, [["lookupByClient", userId]], now);
  if (limited) {
    return {
      ok: false,
      code: "rate_limited",
      problem: {
        title: LOOKUP_FAILED,
        description: limited.message,
        words: { ...limited.words, title: "title.lookupFailed" },
      },
    };
  }
  const typed = name.trim();
  const matches = (await searchCompanies(db, typed)).flatMap((company) =>
    company.domain ? [{ name: company.name, domain: company.domain }] : [],
  );
  const exact = matches.filter((company) => company.name.toLowerCase() === typed.toLowerCase());
  if (exact.length === 1 && exact[0]) return { ok: true, domain: exact[0].domain };
  if (matches.length > 0) {
    return { ok: false, code: "invalid", problem: NAME_PROBLEMS.several(typed), matches };
  }
  return { ok: false, code: "invalid", problem: NAME_PROBLEMS.none(typed) };
}

/** What the plain form says when a typed name is not one company UCK knows. */
export const NAME_PROBLEMS = {
  several: (name: string): WordedProblem => ({
    title: "Choose the company",
    description: `More than one company matches “${name}”. Choose yours below, or enter its website's domain.`,
    words: { text: "complaint.nameSeveral", title: "title.chooseCompany", values: { name } },
  }),
  none: (name: string): WordedProblem => ({
    title: "Company domain required",
    description: `No company called “${name}” is known to UCK yet. Enter its website's domain, like example.com, and UCK adds it.`,
    words: { text: "complaint.nameNone", title: "title.domainRequired", values: { name } },
  }),
};

/**
 * Files a complaint sent by the plain HTML form (no JavaScript): one multipart request with
 * the company's name (and its website domain, or a company chosen from the matches of the
 * name), the text, the place and an optional photo. The spec's checks come first, in the
 * spec's order; a name alone is looked up as "Search by Name" does (companyByName); then the
 * company is found or added by its domain, the photo is kept as the person's upload, and the
 * complaint is filed exactly as the JavaScript form files it.
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
  // Name and text first (a placeholder stands for the company until it is looked up).
  const early = complaintProblem({ ...draft, companySlug: "?", companyDomain: "?" });
  if (early) return { ok: false, code: "invalid", problem: early };
  let typedDomain = draft.companyDomain.trim() || draft.companyPick.trim();
  if (!typedDomain) {
    const named = await companyByName(deps.postbox.db, userId, draft.companyName, now);
    if (!named.ok) return named;
    typedDomain = named.domain;
  }
  const problem = complaintProblem({
    ...draft,
    companySlug: typedDomain,
    companyDomain: typedDomain,
  });
  if (problem) return { ok: false, code: "invalid", problem };

  const domain = normalizeDomain(typedDomain);
  if (!domain) {
    return {
      ok: false,
      code: "invalid",
      problem: {
        title: LOOKUP_FAILED,
        description: "Please enter a valid domain, like example.com.",
        words: { text: "complaint.badDomain", title: "title.lookupFailed" },
      },
    };
  }
  const found = await findOrCreateCompanyForUser(deps.postbox.db, userId, domain, now);
  if (!found.ok) {
    return {
      ok: false,
      code: "rate_limited",
      problem: {
        title: LOOKUP_FAILED,
        description: found.message,
        words: { ...found.words, title: "title.lookupFailed" },
      },
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
      // A company chosen by its name is filed under the name it has; a typed domain keeps the
      // name as typed, as Enter Domain does.
      companyName: draft.companyDomain.trim() ? draft.companyName : found.company.name,
      companySlug: found.company.slug,
      companyDomain: found.company.domain ?? domain,
      text: draft.text,
      location: draft.location,
      imageKey,
      resolutionSought: draft.resolutionSought,
      disputeAmount: draft.disputeAmount,
      disputeCurrency: draft.disputeCurrency,
      sendToVenue: draft.sendToVenue ? "on" : undefined,
      problem: draft.problem,
      payment: draft.payment,
      purchaseDate: draft.purchaseDate,
      ...(textOf(form, "nameChoice") === "1"
        ? { nameChoice: "1" as const, showName: draft.showName ? ("on" as const) : undefined }
        : {}),
      // "I have this problem too" is the button that sent the form (its name and value).
      groupWith: form.has("groupWith") ? textOf(form, "groupWith") : undefined,
    },
    now,
  );
}
