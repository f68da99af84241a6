import { DEMAND_LENGTH, EXTORTION_MESSAGES } from "@shared/flags";
import { statusOf } from "@worker/http/kit";
import {
  ExtortionReportSchema,
  extortionRefusal,
  extortionTarget,
  reportExtortion,
} from "@worker/services/flags/extortion";
import { discardEvidence } from "@worker/storage/extortion-attachments";
import { data, redirect } from "react-router";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { schemaRefusal } from "~/i18n/refusals.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.report-extortion";
import { said, storeFormPicture } from "./complaint/extortion.server";
import { ExtortionForm, ExtortionPage } from "./complaint/extortion-form";
import { ComplaintQuote, PageRefusal } from "./complaint/private-page";
import { NO_STORE, userOrSignIn } from "./complaint/private-page.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["extortion.metaTitle"] ?? SITE_NAME,
    description:
      wordsOf(loaded?.pageMessages)["extortion.metaDescription"] ??
      "Tell UCK's moderators that a complaint's author demanded something to remove it.",
    path: `/complaint/${params.id}/report-extortion`,
    noindex: true,
  });

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
  const user = userOrSignIn(request, context.user);
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
      const picture = await storeFormPicture(form, context.buckets.complaintImages);
      if ("word" in picture) return no(picture.code, words[picture.word]);
      const attachmentKey = picture.key;
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
  const { complaint, refusal, complaintId } = loaderData;
  const { t } = usePageMessages("extortion");
  return (
    <ExtortionPage heading={t("extortion.heading")} complaintId={complaintId}>
      {complaint ? <ComplaintQuote text={complaint.text} /> : null}
      {refusal ? (
        <PageRefusal>{refusal}</PageRefusal>
      ) : (
        <ExtortionForm
          intro={t("extortion.intro", { company: complaint?.companyName ?? "" })}
          field={{
            name: "demand",
            label: t("extortion.demand"),
            hint: t("extortion.demandHint", DEMAND_LENGTH),
            length: DEMAND_LENGTH,
            draft: actionData?.draft?.demand,
          }}
          picture={t("extortion.picture")}
          send={t("extortion.send")}
          error={actionData && !actionData.ok ? actionData.error : undefined}
          kept={Boolean(actionData?.draft)}
          testId="extortion"
        />
      )}
    </ExtortionPage>
  );
}
