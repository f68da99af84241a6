import { MoreHorizontal } from "lucide-react";
import { lazy, useId, useState } from "react";
import { useLocation } from "react-router";
import { ChunkBoundary } from "~/components/chunk-boundary";
import { PopoverMenu } from "~/components/ui/popover-menu";
import { useI18n } from "~/i18n/i18n";
import { useRootData } from "~/lib/root-data";
import { type CardMenuProps, type Confirmable, MENU_TRIGGER_CLASS } from "./card-menu";
import { shareActions } from "./share";
import { useCardAction } from "./use-card-action";

/**
 * The report, edit and confirm dialogs, in a chunk of their own: only a signed-in viewer's menus
 * draw them, so a visitor's page never loads them (decision 059).
 */
const CardDialogs = lazy(() => import("./card-dialogs"));

const itemClass =
  "flex w-full cursor-pointer items-center rounded px-3 py-2 text-left text-sm outline-none select-none hover:bg-neutral-100 focus:bg-neutral-100";

/**
 * The card menu once it is wanted (card-menu.tsx loads this chunk on the first hover, focus or tap
 * of its button, decision 071): the popover of items, each persisted on the server, and a
 * signed-in reader's dialogs. Save and Follow are the fetcher's forms; the others run a script.
 */
export default function ScriptedCardMenu({
  card,
  detail,
  onChange,
  openAtOnce,
}: CardMenuProps & {
  /** Opened by the tap that loaded this chunk. */
  openAtOnce: boolean;
}) {
  const { viewer, publicConfig } = useRootData();
  const { t } = useI18n();
  const [reportOpen, setReportOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [pendingText, setPendingText] = useState(card.text);
  const action = useCardAction(card.id, (result) => {
    if (result.intent === "save") onChange({ kind: "saved", value: true });
    if (result.intent === "unsave") onChange({ kind: "saved", value: false });
    if (result.intent === "follow-company") onChange({ kind: "following", value: true });
    if (result.intent === "unfollow-company") onChange({ kind: "following", value: false });
    if (result.intent === "report") setReportOpen(false);
    if (result.intent === "mute-author" || result.intent.endsWith("delete")) setConfirming(null);
    if (result.intent === "mute-author") onChange({ kind: "muted" });
    if (result.intent === "edit") {
      setEditOpen(false);
      onChange({ kind: "edited", text: pendingText });
    }
    if (result.intent === "delete" || result.intent === "admin-delete")
      onChange({ kind: "deleted" });
    if (result.intent === "share" && result.count !== undefined)
      onChange({ kind: "shared", count: result.count });
  });
  const isAuthor = viewer?.id === card.author.id;
  const isSuperadmin = viewer?.role === "superadmin";
  const signedIn = (run: () => void) => () => (viewer ? run() : onChange({ kind: "sign-in" }));

  const { share, copyLink } = shareActions(card, publicConfig, t, action.submit);

  const location = useLocation();
  // Where a removing action (delete, block) comes back to, so its toast survives the card.
  const here = `${location.pathname}${location.search}`;
  const ids = `${useId()}-card`;
  const dialogs = {
    report: `${ids}-report`,
    edit: `${ids}-edit`,
    block: `${ids}-block`,
    confirm: `${ids}-confirm`,
  };

  const dialogProps = { complaintId: card.id, Form: action.Form, busy: action.busy };
  const back = detail ? "/" : here;
  const asks: Record<Confirmable, { title: string; text: string; label: string; to: string }> = {
    "mute-author": {
      title: t("card.blockUser"),
      text: t("member.blockConfirm", { name: card.author.name ?? t("member.thisPerson") }),
      label: t("member.block"),
      to: here,
    },
    delete: {
      title: t("member.deleteTitle"),
      text: t("member.deleteConfirm"),
      label: t("member.delete"),
      to: back,
    },
    "admin-delete": {
      title: t("member.deleteTitleAdmin"),
      text: t("member.deleteConfirmAdmin"),
      label: t("member.delete"),
      to: back,
    },
  };

  return (
    <>
      <PopoverMenu
        label={t("card.actions")}
        triggerLabel={t("card.actions")}
        trigger={<MoreHorizontal aria-hidden="true" className="size-5" />}
        triggerClassName={MENU_TRIGGER_CLASS}
        openAtOnce={openAtOnce}
        className="min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg"
      >
        {(close) => {
          /** A form item (the fetcher's form). */
          const form = (intent: string, label: string) => (
            <action.Form
              method="post"
              action={`/complaint/${card.id}/actions`}
              role="none"
              onSubmit={(event) => {
                close();
                if (viewer) return;
                event.preventDefault();
                onChange({ kind: "sign-in" });
              }}
            >
              <input type="hidden" name="intent" value={intent} />
              <button type="submit" role="menuitem" tabIndex={-1} className={itemClass}>
                {label}
              </button>
            </action.Form>
          );
          /** An item that runs a script (a dialog, the clipboard, the share sheet, sign-in). */
          const scripted = (label: string, run: () => void, danger = false) => (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={danger ? `${itemClass} text-red-700` : itemClass}
              onClick={() => {
                close();
                run();
              }}
            >
              {label}
            </button>
          );
          const separator = <hr className="my-1 h-px border-0 bg-neutral-200" />;
          const following = card.viewer.followsCompany;
          return (
            <>
              {form(
                card.viewer.isSaved ? "unsave" : "save",
                t(card.viewer.isSaved ? "card.unsave" : "card.save"),
              )}
              {scripted(t("card.share"), share)}
              {form(
                following ? "unfollow-company" : "follow-company",
                t(following ? "card.unfollow" : "card.follow", { company: card.company.name }),
              )}
              {scripted(t("card.copyLink"), copyLink)}
              {viewer
                ? scripted(t("card.report"), () => setReportOpen(true))
                : scripted(
                    t("card.report"),
                    signedIn(() => undefined),
                  )}
              {isAuthor || card.author.masked
                ? null
                : viewer
                  ? scripted(t("card.blockUser"), () => setConfirming("mute-author"))
                  : scripted(
                      t("card.blockUser"),
                      signedIn(() => undefined),
                    )}
              {isAuthor ? (
                <>
                  {separator}
                  {scripted(t("member.edit"), () => setEditOpen(true))}
                  {scripted(t("member.delete"), () => setConfirming("delete"), true)}
                </>
              ) : null}
              {isSuperadmin && !isAuthor ? (
                <>
                  {separator}
                  {scripted(t("member.deleteAdmin"), () => setConfirming("admin-delete"), true)}
                </>
              ) : null}
            </>
          );
        }}
      </PopoverMenu>
      {viewer ? (
        <ChunkBoundary
          failed={
            <p role="alert" className="text-xs text-red-700">
              {t("shell.chunkFailed")}
            </p>
          }
        >
          <CardDialogs
            {...{ dialogProps, dialogs, asks, isAuthor, isSuperadmin, confirming, setConfirming }}
            {...{ reportOpen, setReportOpen, editOpen, setEditOpen, setPendingText }}
            text={card.text}
          />
        </ChunkBoundary>
      ) : null}
    </>
  );
}
