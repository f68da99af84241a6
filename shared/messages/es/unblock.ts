import type { UnblockMessages } from "../en/unblock";

export const unblockEs: UnblockMessages = {
  "unblock.button": "Desbloquear",
  "unblock.label": "Desbloquear a {name}",
  "unblock.toastTitle": "Usuario desbloqueado",
  "unblock.toastText": "Volverás a ver las quejas de {name}.",
};
