import { DEMAND_LENGTH, EXTORTION_MESSAGES } from "@shared/flags";
import type { Locale } from "@shared/i18n";
import { statusOf } from "@worker/http/kit";
import {
  ExtortionReportSchema,
  extortionRefusal,
  extortionTarget,
  reportExtortion,
} from "@worker/services/flags/extortion";
import type { RefusalWords } from "@worker/services/refusal";
import { FILE_TOO_LARGE } from "@worker/storage/complaint-images";
import {
  discardEvidence,
  noFileChosen,
  storeEvidence,
} from "@worker/storage/extortion-attachments";
import { ShieldAlert } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonPrimary } from "~/components/ui/dialog";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { sayRefusal, schemaRefusal } from "~/i18n/refusals.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.report-extortion";

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["extortion.metaTitle"] ?? SITE_NAME,
    description:
      wordsOf(loaded?.pageMessages)["extortion.metaDescription"] ??
      "Tell UCK's moderators that a complaint's author demanded something to remove it.",
    path: `/complaint/${params.id}/report-extortion`,
    noindex: true,
  });

const NO_STORE = { "Cache-Control": "no-store" };

/** A refusal in the request's language when it carries its words; else its English. */
const said = (locale: Locale, refusal: { message: string; words?: RefusalWords }) =>
  refusal.words ? sayRefusal(locale, refusal.words) : refusal.message;

/** The words of the schema's refusals, by field and rule. */
const DEMAND_WORDS = {
  demand: { too_small: "extortion.tooShort", too_big: "extortion.tooLong" },
} as const;

/**
 * "Report extortion" (decision 032): a member of a complaint's company tells the
 * moderators that its author demanded something (money, most often) to take it down, with the
 * demand attached. A page with a plain form, so it works without scripts; only members of the
 * complaint's company see the form. The complaint stays public whatever is sent here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.user;
  if (!user) {
    const back = new URL(request.url).pathname;
    throw redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`, { headers: NO_STORE });
  }
  const target = await extortionTarget(context.db, params.id, user.id);
  const refused = extortionRefusal(target, user.id);
  // Already reported is a page that says so; not found and not a member are their statuses.
  const status = !refused || refused.code === "conflict" ? 200 : statusOf(refused.code);
  return data(
    {
      complaintId: params.id,
      complaint: target
        ? { text: target.text, companyName: target.companyName, companySlug: target.companySlug }
        : null,
      refusal: refused ? said(context.locale, refused) : null,
      pageMessages: pageMessages("extortion", context.locale),
    },
    { status, headers: NO_STORE },
  );
}

type ExtortionAnswer = { error: string; draft: { demand: string } };

/**
 * The report: the demand checked (zod) before anything is stored; the picture, if any, stored
 * privately and then the report (the service checks membership, once per member, the company's
 * daily cap). A refusal renders the page again with what was typed.
 */
export const action = (args: Route.ActionArgs) => {
  const { locale } = args.context;
  const words = sectionWords("extortion", locale);
  return signedInAction<Route.ActionArgs, ExtortionAnswer>(
    {
      name: "report_extortion",
      inline: true,
      failure: GENERIC_FAILED_LINE,
      signIn: { title: words["extortion.signIn"] },
      keep: (form) => ({ draft: { demand: String(form.get("demand") ?? "") } }),
    },
    async ({ form, fields, intent, user, now }, { params, context }) => {
      const draft = { demand: fields.demand ?? "" };
      const no = (code: Parameters<typeof refuse>[1], error: string) =>
        refuse(intent, code, undefined, { error, draft }, NO_STORE);
      const parsed = ExtortionReportSchema.safeParse({ ...fields, complaintId: params.id });
      if (!parsed.success) {
        const refusal = schemaRefusal(locale, parsed.error, DEMAND_WORDS, {
          title: "Error",
          description: EXTORTION_MESSAGES.demandTooShort,
          words: { text: "extortion.tooShort", values: DEMAND_LENGTH },
        });
        return no("invalid", refusal.description ?? refusal.title);
      }
      const refused = extortionRefusal(
        await extortionTarget(context.db, params.id, user.id),
        user.id,
      );
      if (refused) return no(refused.code, said(locale, refused));
      const image = form.get("image");
      let attachmentKey: string | null = null;
      if (!noFileChosen(image)) {
        if (!(image instanceof File)) return no("invalid", words["extortion.imageOnly"]);
        const stored = await storeEvidence(context.buckets.complaintImages, image);
        if (!stored.ok) {
          const tooLarge = stored === FILE_TOO_LARGE;
          return no(stored.code, words[tooLarge ? "extortion.tooLarge" : "extortion.wrongType"]);
        }
        attachmentKey = stored.key;
      }
      const result = await reportExtortion(
        context.postbox,
        user.id,
        parsed.data,
        attachmentKey,
        now,
      );
      if (!result.ok) {
        await discardEvidence(context.buckets.complaintImages, attachmentKey);
        return no(result.code, said(locale, result));
      }
      throw redirect(`/complaint/${params.id}`, {
        headers: {
          "Set-Cookie": context.flashCookie({
            kind: "success",
            title: words["extortion.reported"],
            // The service's one success sentence, in the page's words.
            description: words["extortion.sent"],
          }),
        },
      });
    },
  )(args);
};

export default function ReportExtortion({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { complaint, refusal, complaintId } = loaderData;
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  const { t } = usePageMessages("extortion");
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlert aria-hidden="true" className="size-6 text-amber-700" />{" "}
        {t("extortion.heading")}
      </h1>
      {complaint ? (
        <blockquote className="line-clamp-4 border-l-4 border-neutral-200 pl-3 text-sm break-words whitespace-pre-line text-neutral-700">
          {complaint.text}
        </blockquote>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
        >
          <p className="text-sm text-neutral-700">
            {t("extortion.intro", { company: complaint?.companyName ?? "" })}
          </p>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">{t("extortion.demand")}</span>
            <span className="block text-xs text-neutral-600">
              {t("extortion.demandHint", DEMAND_LENGTH)}
            </span>
            <textarea
              name="demand"
              required
              minLength={DEMAND_LENGTH.min}
              maxLength={DEMAND_LENGTH.max}
              rows={6}
              defaultValue={actionData?.draft?.demand ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "extortion-error" : undefined}
              className="w-full rounded-md border border-neutral-300 px-3 py-2"
            />
          </label>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">{t("extortion.picture")}</span>
            <span className="block text-xs text-neutral-600">{t("extortion.pictureHint")}</span>
            <input name="image" type="file" accept="image/*" className="block w-full text-sm" />
          </label>
          {error ? (
            <p
              id="extortion-error"
              role="alert"
              className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
              data-testid="extortion-error"
            >
              {error}
              {actionData?.draft ? ` ${t("extortion.kept")}` : null}
            </p>
          ) : null}
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? t("extortion.sending") : t("extortion.send")}
          </button>
        </Form>
      )}
      <p className="text-sm">
        <Link to={`/complaint/${complaintId}`} className="text-brand-600 hover:underline">
          {t("extortion.back")}
        </Link>
      </p>
    </main>
  );
}
