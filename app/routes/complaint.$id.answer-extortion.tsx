import { ANSWER_LENGTH } from "@shared/flags";
import type { Locale } from "@shared/i18n";
import { statusOf } from "@worker/http/kit";
import {
  answerExtortion,
  answerRefusal,
  ExtortionAnswerSchema,
  extortionSide,
} from "@worker/services/flags/extortion-answers";
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
import type { Route } from "./+types/complaint.$id.answer-extortion";

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) =>
  pageMeta(matches, {
    title: wordsOf(loaded?.pageMessages)["extortionSide.metaTitle"] ?? SITE_NAME,
    description: wordsOf(loaded?.pageMessages)["extortionSide.metaTitle"] ?? SITE_NAME,
    path: `/complaint/${params.id}/answer-extortion`,
    noindex: true,
  });

const NO_STORE = { "Cache-Control": "no-store" };

const said = (locale: Locale, refusal: { message: string; words?: RefusalWords }) =>
  refusal.words ? sayRefusal(locale, refusal.words) : refusal.message;

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
  const user = context.user;
  if (!user) {
    const back = new URL(request.url).pathname;
    throw redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`, { headers: NO_STORE });
  }
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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { side, refusal, nothing, complaintId } = loaderData;
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  const { t } = usePageMessages("extortion");
  const company = side?.companyName ?? "";
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlert aria-hidden="true" className="size-6 text-amber-700" />{" "}
        {t("extortionSide.heading")}
      </h1>
      {refusal || !side ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : (
        <>
          <blockquote className="line-clamp-4 border-l-4 border-neutral-200 pl-3 text-sm break-words whitespace-pre-line text-neutral-700">
            {side.complaintText}
          </blockquote>
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
            <Form
              method="post"
              encType="multipart/form-data"
              className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm"
              data-testid="extortion-side-form"
            >
              <p className="text-sm text-neutral-700">
                {t(
                  side.stage === "appeal"
                    ? "extortionSide.introAppeal"
                    : "extortionSide.introAnswer",
                )}
              </p>
              <label className="block space-y-1 text-sm">
                <span className="font-medium">{t("extortionSide.text")}</span>
                <span className="block text-xs text-neutral-600">
                  {t("extortionSide.textHint", ANSWER_LENGTH)}
                </span>
                <textarea
                  name="text"
                  required
                  minLength={ANSWER_LENGTH.min}
                  maxLength={ANSWER_LENGTH.max}
                  rows={6}
                  defaultValue={actionData?.draft?.text ?? ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "extortion-side-error" : undefined}
                  className="w-full rounded-md border border-neutral-300 px-3 py-2"
                />
              </label>
              <label className="block space-y-1 text-sm">
                <span className="font-medium">{t("extortionSide.picture")}</span>
                <span className="block text-xs text-neutral-600">{t("extortion.pictureHint")}</span>
                <input name="image" type="file" accept="image/*" className="block w-full text-sm" />
              </label>
              {error ? (
                <p
                  id="extortion-side-error"
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
                  data-testid="extortion-side-error"
                >
                  {error}
                  {actionData?.draft ? ` ${t("extortion.kept")}` : null}
                </p>
              ) : null}
              <button type="submit" className={buttonPrimary} disabled={busy}>
                {busy
                  ? t("extortion.sending")
                  : t(side.stage === "appeal" ? "extortionSide.sendAppeal" : "extortionSide.send")}
              </button>
            </Form>
          ) : !side.answer && !side.appeal ? (
            <p className="text-sm text-neutral-700">{nothing}</p>
          ) : null}
        </>
      )}
      <p className="text-sm">
        <Link to={`/complaint/${complaintId}`} className="text-brand-600 hover:underline">
          {t("extortion.back")}
        </Link>
      </p>
    </main>
  );
}
