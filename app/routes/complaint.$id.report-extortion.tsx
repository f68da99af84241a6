import { GENERIC_FAILURE } from "@shared/failure-text";
import { DEMAND_LENGTH, EXTORTION_MESSAGES } from "@shared/flags";
import { statusOf } from "@worker/http/kit";
import {
  ExtortionReportSchema,
  extortionRefusal,
  extortionTarget,
  reportExtortion,
} from "@worker/services/flags/extortion";
import { noFileChosen, storeEvidence } from "@worker/storage/extortion-attachments";
import { ShieldAlert } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { buttonPrimary } from "~/components/ui/dialog";
import { refuse, signedInAction } from "~/kit/action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/complaint.$id.report-extortion";

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, {
    title: "Report extortion",
    description: "Tell UCK's moderators that a complaint's author demanded something to remove it.",
    path: `/complaint/${params.id}/report-extortion`,
    noindex: true,
  });

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * "Report extortion" (issue 37, decision 032): a member of a complaint's company tells the
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
      refusal: refused?.message ?? null,
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
export const action = signedInAction<Route.ActionArgs, ExtortionAnswer>(
  {
    name: "report_extortion",
    inline: true,
    failure: { title: GENERIC_FAILURE },
    signIn: { title: "Please log in to report extortion." },
    keep: (form) => ({ draft: { demand: String(form.get("demand") ?? "") } }),
  },
  async ({ form, fields, intent, user, now }, { params, context }) => {
    const draft = { demand: fields.demand ?? "" };
    const no = (code: Parameters<typeof refuse>[1], error: string) =>
      refuse(intent, code, undefined, { error, draft }, NO_STORE);
    const parsed = ExtortionReportSchema.safeParse({ ...fields, complaintId: params.id });
    if (!parsed.success)
      return no("invalid", parsed.error.issues[0]?.message ?? EXTORTION_MESSAGES.demandTooShort);
    const refused = extortionRefusal(
      await extortionTarget(context.db, params.id, user.id),
      user.id,
    );
    if (refused) return no(refused.code, refused.message);
    const image = form.get("image");
    let attachmentKey: string | null = null;
    if (!noFileChosen(image)) {
      if (!(image instanceof File)) return no("invalid", "Please select an image file.");
      const stored = await storeEvidence(context.buckets.complaintImages, image);
      if (!stored.ok) return no(stored.code, `${stored.title}: ${stored.description}`);
      attachmentKey = stored.key;
    }
    const result = await reportExtortion(context.db, user.id, parsed.data, attachmentKey, now);
    if (!result.ok) {
      if (attachmentKey) await context.buckets.complaintImages.delete(attachmentKey);
      return no(result.code, result.message);
    }
    throw redirect(`/complaint/${params.id}`, {
      headers: {
        "Set-Cookie": context.flashCookie({
          kind: "success",
          title: "Extortion reported",
          description: result.message,
        }),
      },
    });
  },
);

export default function ReportExtortion({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { complaint, refusal, complaintId } = loaderData;
  const error = actionData && !actionData.ok ? actionData.error : undefined;
  return (
    <main className="mx-auto max-w-lg space-y-5 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <ShieldAlert aria-hidden="true" className="size-6 text-amber-700" /> Report extortion
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
            Use this when the author of this complaint about {complaint?.companyName} demanded
            something, such as money, to take it down. A UCK moderator reads the demand. If they
            uphold it, each of the author's complaints says so and the company figures leave them
            out; the complaints stay readable. The complaint stays public while they review it.
          </p>
          <label className="block space-y-1 text-sm">
            <span className="font-medium">The demand</span>
            <span className="block text-xs text-neutral-600">
              Paste the message or describe it: who asked, for what, when and how. Between{" "}
              {DEMAND_LENGTH.min} and {DEMAND_LENGTH.max} characters.
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
            <span className="font-medium">A picture of the demand (optional)</span>
            <span className="block text-xs text-neutral-600">
              A screenshot of the message, up to 5MB. Only UCK's moderators see it.
            </span>
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
              {actionData?.draft ? " Your text is kept below; choose the picture again." : null}
            </p>
          ) : null}
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {busy ? "Sending..." : "Send to moderators"}
          </button>
        </Form>
      )}
      <p className="text-sm">
        <Link to={`/complaint/${complaintId}`} className="text-brand-600 hover:underline">
          Back to the complaint
        </Link>
      </p>
    </main>
  );
}
