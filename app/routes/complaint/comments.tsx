import { COMMENT_TEXT_MAX } from "@shared/complaint-validation";
import type { CommentData } from "@worker/services/complaints/comments";
import { Send } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Avatar } from "~/components/avatar";
import { Textarea } from "~/components/ui/input";
import { RelativeTime } from "~/components/ui/relative-time";
import { usePageMessages } from "~/i18n/page-messages";
import { useRootData } from "~/lib/root-data";
import { useActionToast } from "~/lib/use-action-toast";
import { useHydrated } from "~/lib/use-hydrated";
import { DEFAULT_AUTHOR_NAME } from "../../components/complaint/complaint-card";
import type { ComplaintPageAnswer } from "./route";

/** A comment with its uck toggle (saved on the server). */
function CommentItem({
  comment,
  now,
  byComplainant,
}: {
  comment: CommentData;
  now: number;
  byComplainant: boolean;
}) {
  const { viewer } = useRootData();
  const { t } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  useActionToast(fetcher, undefined, t);
  const pending = fetcher.formData?.get("uck");
  const ucked = pending !== undefined && pending !== null ? pending === "1" : comment.isUcked;
  const count =
    pending !== undefined && pending !== null
      ? comment.uckCount + (ucked === comment.isUcked ? 0 : ucked ? 1 : -1)
      : (fetcher.data?.count ?? comment.uckCount);
  const name = comment.author.name ?? DEFAULT_AUTHOR_NAME;
  return (
    <li className="flex gap-3" data-testid="comment">
      <Avatar
        name={name}
        src={comment.author.avatarUrl}
        size={32}
        neutral={comment.author.masked}
      />
      <div className="min-w-0 flex-1 rounded-lg bg-neutral-50 px-3 py-2">
        <p className="text-xs text-neutral-500">
          <span className="font-semibold text-neutral-800">{name}</span> ·{" "}
          <RelativeTime at={comment.createdAt} now={now} />
          {byComplainant ? (
            <>
              {" · "}
              <span
                className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800"
                data-testid="complainant-update"
              >
                {t("comments.update")}
              </span>
            </>
          ) : null}
        </p>
        <p className="text-sm break-words whitespace-pre-line">{comment.text}</p>
        <fetcher.Form method="post" className="mt-1">
          <input type="hidden" name="intent" value="comment-uck" />
          <input type="hidden" name="commentId" value={comment.id} />
          <input type="hidden" name="uck" value={ucked ? "0" : "1"} />
          <button
            type="submit"
            disabled={!viewer}
            aria-pressed={ucked}
            title={viewer ? undefined : t("comments.signInToUck")}
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ucked ? "bg-brand-100 text-brand-700" : "text-neutral-600 hover:bg-neutral-200"} disabled:opacity-60`}
          >
            UCK <span data-testid="comment-uck-count">{count}</span>
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** The comment list, oldest first, and the box to add one. */
export function Comments({
  comments,
  now,
  complaintId,
  authorId = null,
  archived = false,
}: {
  /** In the archive of old years (decision 048): read only, so no comment form. */
  archived?: boolean;
  comments: CommentData[];
  now: number;
  complaintId: string;
  /** The complainant: their own comments are their updates on the complaint (decision 029). */
  authorId?: string | null;
}) {
  const { viewer } = useRootData();
  const { t, rich } = usePageMessages("complaint");
  const fetcher = useFetcher<ComplaintPageAnswer>();
  const [text, setText] = useState("");
  useActionToast(fetcher, () => setText(""), t);
  const blank = text.trim().length === 0;
  // Without JavaScript the button stays enabled: the action itself refuses a blank comment.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="comments-heading" className="space-y-4">
      <h2 id="comments-heading" className="text-lg font-semibold">
        {t("comments.heading", { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-neutral-600">{t("comments.none")}</p>
      ) : (
        <ul className="space-y-3">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              byComplainant={authorId !== null && comment.author.id === authorId}
            />
          ))}
        </ul>
      )}
      {viewer && viewer.id === authorId ? (
        <p className="text-xs text-neutral-600" data-testid="update-hint">
          {t("comments.yours")}
        </p>
      ) : null}
      {archived ? null : viewer ? (
        <fetcher.Form
          method="post"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            if (blank) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="complaintId" value={complaintId} />
          <label htmlFor="comment-text" className="sr-only">
            {t("comments.label")}
          </label>
          <Textarea
            id="comment-text"
            name="text"
            value={text}
            maxLength={COMMENT_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
            rows={2}
            placeholder={t("comments.placeholder")}
            wide={false}
            pad="area"
            className="min-h-11 flex-1 text-sm"
          />
          <button
            type="submit"
            disabled={hydrated && (blank || fetcher.state !== "idle")}
            aria-label={t("comments.send")}
            className="grid size-11 place-items-center rounded-md bg-brand-500 text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Send aria-hidden="true" className="size-4" />
          </button>
        </fetcher.Form>
      ) : (
        <p className="text-sm text-neutral-600">
          {rich("comments.signInTo", {
            signIn: (
              <a
                href={`/auth/login?redirectTo=/complaint/${complaintId}`}
                className="font-medium text-brand-600 hover:underline"
              >
                {t("comments.signIn")}
              </a>
            ),
          })}
        </p>
      )}
    </section>
  );
}
