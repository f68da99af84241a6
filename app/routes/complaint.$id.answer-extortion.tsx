import { ANSWER_LENGTH } from "@shared/flags";
import { statusOf } from "@worker/http/kit";
import {
  answerExtortion,
  answerRefusal,
  ExtortionAnswerSchema,
  extortionSide,
} from "@worker/services/flags/extortion-answers";
import { discardEvidence } from "@worker/storage/extortion-attachments";
import { data, redirect } from "react-router";
import { usePageMessages, wordsOf } from "~/i18n/page-messages";
import { schemaRefusal } from "~/i18n/refusals.server";
import { pageMessages, sectionWords } from "~/i18n/sections.server";
import { GENERIC_FAILED_LINE } from "~/i18n/toast-words";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta, SITE_NAME } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.answer-extortion";
import { said, storeFormPicture } from "./complaint/extortion.server";
import { ExtortionForm, ExtortionPage } from "./complaint/extortion-form";
import { ComplaintQuote, PageRefusal } from "./complaint/private-page";
import { NO_STORE, userOrSignIn } from "./complaint/private-page.server";

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["extortionSide.metaTitle"] ?? SITE_NAME,
    description: wordsOf(loaded?.pageMessages)["extortionSide.metaTitle"] ?? SITE_NAME,
    path: `/complaint/${params.id}/answer-extortion`,
    noindex: true,
  });

const TEXT_WORDS = {
  text: { too_small: "extortionAnswer.tooShort", too_big: "extortionAnswer.tooLong" },
} as const;

/**
 * The accused's side of an extortion report (decision 039): the complaint's author reads what a
 * member of the company reported (or what a moderator found) and answers once before the
 * decision, or appeals once after, with text and an optional picture kept private like a
 * report's. A page with a plain form, so it works without scripts; only the author sees it.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = userOrSignIn(request, context.user);
  const side = await extortionSide(context.db, params.id);
  const refused = answerRefusal(side, user.id);
  // Nothing to answer (any more) is a page that says so; not found and not the author, statuses.
  const status = !refused || refused.code === "conflict" ? 200 : statusOf(refused.code);
  const own = side && side.authorId === user.id ? side : null;
  return data(
    {
      complaintId: params.id,
      side: own && {
        complaintText: own.complaintText,
        companyName: own.companyName,
        openDemands: own.openDemands,
        finding: own.finding,
        answer: own.answer,
        appeal: own.appeal,
        stage: own.stage,
      },
      refusal: refused && refused.code !== "conflict" ? said(context.locale, refused) : null,
      nothing: refused?.code === "conflict" ? said(context.locale, refused) : null,
      pageMessages: pageMessages("extortion", context.locale),
    },
    { status, headers: NO_STORE },
  );
}

type SideAnswer = { error: string; draft: { text: string } };

/**
 * The answer or the appeal: the text checked (zod) before anything is stored; the picture, if
 * any, stored privately and then the text (the service checks the author and what may be sent
 * now). A refusal renders the page again with what was typed.
 */
export const action = (args: Route.ActionArgs) => {
  const { locale } = args.context;
  const words = sectionWords("extortion", locale);
  return signedInAction<Route.ActionArgs, SideAnswer>(
    {
      name: "answer_extortion",
      inline: true,
      failure: GENERIC_FAILED_LINE,
      signIn: { title: words["extortionSide.signIn"] },
      keep: (form) => ({ draft: { text: String(form.get("text") ?? "") } }),
    },
    async ({ form, fields, intent, user, now }, { params, context }) => {
      const draft = { text: fields.text ?? "" };
      const no = (code: Parameters<typeof refuse>[1], error: string) =>
        refuse(intent, code, undefined, { error, draft }, NO_STORE);
      const parsed = ExtortionAnswerSchema.safeParse({ ...fields, complaintId: params.id });
      if (!parsed.success) {
        const refusal = schemaRefusal(locale, parsed.error, TEXT_WORDS, {
          title: "Error",
          description: `Write your side in at least ${ANSWER_LENGTH.min} characters.`,
          words: { text: "extortionAnswer.tooShort", values: ANSWER_LENGTH },
        });
        return no("invalid", refusal.description ?? refusal.title);
      }
      const refused = answerRefusal(await extortionSide(context.db, params.id), user.id);
      if (refused) return no(refused.code, said(locale, refused));
      const picture = await storeFormPicture(form, context.buckets.complaintImages);
      if ("word" in picture) return no(picture.code, words[picture.word]);
      const attachmentKey = picture.key;
      const result = await answerExtortion(context.db, user.id, parsed.data, attachmentKey, now);
      if (!result.ok) {
        await discardEvidence(context.buckets.complaintImages, attachmentKey);
        return no(result.code, said(locale, result));
      }
      throw redirect(`/complaint/${params.id}/answer-extortion`, {
        headers: {
          "Set-Cookie": context.flashCookie({
            kind: "success",
            title: words["extortionSide.done"],
            description:
              words[result.stage === "appeal" ? "extortionSide.appealSent" : "extortionSide.sent"],
          }),
        },
      });
    },
  )(args);
};

const quote =
  "rounded-md bg-neutral-50 px-3 py-2 text-sm break-words whitespace-pre-line text-neutral-800";

export default function AnswerExtortion({ loaderData, actionData }: Route.ComponentProps) {
  const { side, refusal, nothing, complaintId } = loaderData;
  const { t } = usePageMessages("extortion");
  const company = side?.companyName ?? "";
  return (
    <ExtortionPage heading={t("extortionSide.heading")} complaintId={complaintId}>
      {refusal || !side ? (
        <PageRefusal>{refusal}</PageRefusal>
      ) : (
        <>
          <ComplaintQuote text={side.complaintText} />
          {side.finding ? (
            <section className="space-y-2" data-testid="extortion-finding">
              <p className="text-sm">{t("extortionSide.found", { company })}</p>
              {side.finding.demand ? <p className={quote}>{side.finding.demand}</p> : null}
              {side.finding.note ? (
                <p className="text-sm">{t("extortionSide.same", { note: side.finding.note })}</p>
              ) : null}
            </section>
          ) : side.openDemands.length > 0 ? (
            <section className="space-y-2" data-testid="extortion-reported">
              <p className="text-sm">{t("extortionSide.reported", { company })}</p>
              {side.openDemands.map((demand, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the demands never reorder.
                <p key={index} className={quote}>
                  {demand}
                </p>
              ))}
            </section>
          ) : null}
          {side.answer ? (
            <section className="space-y-1" data-testid="extortion-your-answer">
              <h2 className="text-sm font-semibold">{t("extortionSide.yourAnswer")}</h2>
              <p className={quote}>{side.answer.text}</p>
            </section>
          ) : null}
          {side.appeal ? (
            <section className="space-y-1" data-testid="extortion-your-appeal">
              <h2 className="text-sm font-semibold">{t("extortionSide.yourAppeal")}</h2>
              <p className={quote}>{side.appeal.text}</p>
              <p className="text-sm font-medium">
                {t(
                  side.appeal.state === "overturned"
                    ? "extortionSide.overturned"
                    : side.appeal.state === "kept"
                      ? "extortionSide.kept"
                      : "extortionSide.pending",
                )}
              </p>
              {side.appeal.decisionNote ? (
                <p className="text-sm">
                  {t("extortionSide.decisionNote", { note: side.appeal.decisionNote })}
                </p>
              ) : null}
            </section>
          ) : null}
          {side.stage ? (
            <ExtortionForm
              intro={t(
                side.stage === "appeal" ? "extortionSide.introAppeal" : "extortionSide.introAnswer",
              )}
              field={{
                name: "text",
                label: t("extortionSide.text"),
                hint: t("extortionSide.textHint", ANSWER_LENGTH),
                length: ANSWER_LENGTH,
                draft: actionData?.draft?.text,
              }}
              picture={t("extortionSide.picture")}
              send={t(side.stage === "appeal" ? "extortionSide.sendAppeal" : "extortionSide.send")}
              error={actionData && !actionData.ok ? actionData.error : undefined}
              kept={Boolean(actionData?.draft)}
              testId="extortion-side"
              formTestId="extortion-side-form"
            />
          ) : !side.answer && !side.appeal ? (
            <p className="text-sm text-neutral-700">{nothing}</p>
          ) : null}
        </>
      )}
    </ExtortionPage>
  );
}
