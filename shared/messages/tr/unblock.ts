import type { UnblockMessages } from "../en/unblock";

export const unblockTr: UnblockMessages = {
  "unblock.button": "Engeli kaldır",
  "unblock.label": "{name} için engeli kaldır",
  "unblock.toastTitle": "Engel kaldırıldı",
  "unblock.toastText": "{name} adlı kişinin şikâyetlerini yeniden göreceksiniz.",
};
