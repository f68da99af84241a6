import type { UnsubscribeMessages } from "../en/unsubscribe";
import { mailKindsEs } from "./mail-kinds";

export const unsubscribeEs: UnsubscribeMessages = {
  "unsubscribe.title": "Darse de baja",
  "unsubscribe.invalid":
    "Este enlace para darse de baja no es válido. Usa el enlace de un correo reciente.",
  "unsubscribe.done": "Hecho: ya no recibirás correo {what}.",
  "unsubscribe.ask": "¿Dejar de recibir el correo que UCK te envía {what}?",
  "unsubscribe.stop": "Dejar de recibir estos correos",
  ...mailKindsEs,
};
