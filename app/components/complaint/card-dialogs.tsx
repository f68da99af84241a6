import type { Dispatch, SetStateAction } from "react";
import type { Confirmable } from "./card-menu";
import { ConfirmDialog, EditDialog, ReportDialog } from "./text-dialogs";
import type { useCardAction } from "./use-card-action";

type Ask = { title: string; text: string; label: string; to: string };

/**
 * A card's dialogs for a signed-in viewer (card-menu.tsx), in a chunk of their own that loads once
 * the menu is drawn (with scripts only: without them the menu is the card's actions page).
 */
export default function CardDialogs({
  dialogProps,
  dialogs,
  asks,
  isAuthor,
  isSuperadmin,
  confirming,
  setConfirming,
  reportOpen,
  setReportOpen,
  editOpen,
  setEditOpen,
  setPendingText,
  text,
}: {
  dialogProps: {
    complaintId: string;
    Form: ReturnType<typeof useCardAction>["Form"];
    busy: boolean;
  };
  dialogs: { report: string; edit: string; block: string; confirm: string };
  asks: Record<Confirmable, Ask>;
  isAuthor: boolean;
  isSuperadmin: boolean;
  confirming: Confirmable | null;
  setConfirming: Dispatch<SetStateAction<Confirmable | null>>;
  reportOpen: boolean;
  setReportOpen: (open: boolean) => void;
  editOpen: boolean;
  setEditOpen: (open: boolean) => void;
  setPendingText: (text: string) => void;
  text: string;
}) {
  const confirmDialog = (intent: Confirmable, id: string) => (
    <ConfirmDialog
      {...dialogProps}
      id={id}
      intent={intent}
      title={asks[intent].title}
      text={asks[intent].text}
      confirmLabel={asks[intent].label}
      redirectTo={asks[intent].to}
      open={confirming === intent}
      onOpenChange={(open) => setConfirming(open ? intent : null)}
    />
  );
  return (
    <>
      <ReportDialog
        {...dialogProps}
        id={dialogs.report}
        open={reportOpen}
        onOpenChange={setReportOpen}
      />
      {isAuthor ? (
        <EditDialog
          {...dialogProps}
          id={dialogs.edit}
          open={editOpen}
          onOpenChange={setEditOpen}
          initialText={text}
          onText={setPendingText}
        />
      ) : null}
      {!isAuthor ? confirmDialog("mute-author", dialogs.block) : null}
      {isAuthor ? confirmDialog("delete", dialogs.confirm) : null}
      {isSuperadmin && !isAuthor ? confirmDialog("admin-delete", dialogs.confirm) : null}
    </>
  );
}
