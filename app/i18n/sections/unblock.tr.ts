import type { UnblockMessages } from "./unblock.en";

export const unblockTr: UnblockMessages = {
  "unblock.button": "Engeli kaldır",
  "unblock.label": "{name} için engeli kaldır",
  "unblock.toastTitle": "Engel kaldırıldı",
  "unblock.toastText": "{name} adlı kişinin şikâyetlerini yeniden göreceksiniz.",
};
