import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ComplaintCardData } from "@worker/services/complaints/card";
import { MoreHorizontal } from "lucide-react";
import { useState } from "react";
import { useRootData } from "~/lib/root-data";
import { copyComplaintLink, shareComplaint } from "./share";
import { EditDialog, ReportDialog } from "./text-dialogs";
import { useCardAction } from "./use-card-action";

/** Where a removing action (delete, block) comes back to, so its toast survives the card. */
const here = () => `${window.location.pathname}${window.location.search}`;

const itemClass =
  "flex cursor-pointer items-center rounded px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-neutral-100";

export const DELETE_CONFIRM =
  "Are you sure you want to delete this post? This action cannot be undone.";
export const blockConfirm = (name: string) =>
  `Block ${name}? Their complaints will be hidden from you. You can unblock them under Following in your profile.`;
export const ADMIN_DELETE_CONFIRM =
  "Are you sure you want to delete this complaint as superadmin? This action cannot be undone.";

/**
 * The card menu: Save, Share, Follow/Unfollow the company, Copy link, Report, Block user; Edit
 * and Delete for the author; Delete (Admin) for a superadmin. Each one persists on the server.
 */
export function CardMenu({
  card,
  detail,
  onChange,
}: {
  card: ComplaintCardData;
  detail: boolean;
  onChange: (change: CardChange) => void;
}) {
  const { viewer, publicConfig } = useRootData();
  const [reportOpen, setReportOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [pendingText, setPendingText] = useState(card.text);
  const action = useCardAction(card.id, (result) => {
    if (result.intent === "save") onChange({ kind: "saved", value: true });
    if (result.intent === "unsave") onChange({ kind: "saved", value: false });
    if (result.intent === "follow-company") onChange({ kind: "following", value: true });
    if (result.intent === "unfollow-company") onChange({ kind: "following", value: false });
    if (result.intent === "report") setReportOpen(false);
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

  async function share() {
    const channel = await shareComplaint(card, publicConfig);
    if (channel) action.submit({ intent: "share", channel });
  }
  async function copyLink() {
    if (await copyComplaintLink(card.id, publicConfig))
      action.submit({ intent: "share", channel: "copy_link" });
  }

  return (
    <>
      <Menu.Root>
        <Menu.Trigger
          className="rounded-full p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
          aria-label="Complaint actions"
        >
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={4}
            className="z-30 min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg"
          >
            <Menu.Item
              className={itemClass}
              onSelect={signedIn(() =>
                action.submit({ intent: card.viewer.isSaved ? "unsave" : "save" }),
              )}
            >
              {card.viewer.isSaved ? "Unsave" : "Save"}
            </Menu.Item>
            <Menu.Item className={itemClass} onSelect={share}>
              Share
            </Menu.Item>
            <Menu.Item
              className={itemClass}
              onSelect={signedIn(() =>
                action.submit({
                  intent: card.viewer.followsCompany ? "unfollow-company" : "follow-company",
                }),
              )}
            >
              {card.viewer.followsCompany
                ? `Unfollow ${card.company.name}`
                : `Follow ${card.company.name}`}
            </Menu.Item>
            <Menu.Item className={itemClass} onSelect={copyLink}>
              Copy link
            </Menu.Item>
            <Menu.Item className={itemClass} onSelect={signedIn(() => setReportOpen(true))}>
              Report
            </Menu.Item>
            {!isAuthor ? (
              <Menu.Item
                className={itemClass}
                onSelect={signedIn(
                  () =>
                    window.confirm(blockConfirm(card.author.name ?? "this person")) &&
                    action.submit({ intent: "mute-author", redirectTo: here() }),
                )}
              >
                Block user
              </Menu.Item>
            ) : null}
            {isAuthor ? (
              <>
                <Menu.Separator className="my-1 h-px bg-neutral-200" />
                <Menu.Item className={itemClass} onSelect={() => setEditOpen(true)}>
                  Edit
                </Menu.Item>
                <Menu.Item
                  className={`${itemClass} text-red-700`}
                  onSelect={() =>
                    window.confirm(DELETE_CONFIRM) &&
                    action.submit({ intent: "delete", redirectTo: detail ? "/" : here() })
                  }
                >
                  Delete
                </Menu.Item>
              </>
            ) : null}
            {isSuperadmin && !isAuthor ? (
              <>
                <Menu.Separator className="my-1 h-px bg-neutral-200" />
                <Menu.Item
                  className={`${itemClass} text-red-700`}
                  onSelect={() =>
                    window.confirm(ADMIN_DELETE_CONFIRM) &&
                    action.submit({ intent: "admin-delete", redirectTo: detail ? "/" : here() })
                  }
                >
                  Delete (Admin)
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ReportDialog
        open={reportOpen}
        onOpenChange={setReportOpen}
        busy={action.busy}
        onSubmit={(reason) => action.submit({ intent: "report", reason })}
      />
      {editOpen ? (
        <EditDialog
          open={editOpen}
          onOpenChange={setEditOpen}
          initialText={card.text}
          busy={action.busy}
          onSubmit={(text) => {
            setPendingText(text);
            action.submit({ intent: "edit", text });
          }}
        />
      ) : null}
    </>
  );
}

/** What a card action changed, for the card and the list that holds it. */
export type CardChange =
  | { kind: "saved"; value: boolean }
  | { kind: "following"; value: boolean }
  | { kind: "muted" }
  | { kind: "edited"; text: string }
  | { kind: "deleted" }
  | { kind: "shared"; count: number }
  | { kind: "sign-in" };
