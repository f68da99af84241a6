import type { UnsubscribeMessages } from "../en/unsubscribe";
import { mailKindsTr } from "./mail-kinds";

export const unsubscribeTr: UnsubscribeMessages = {
  "unsubscribe.title": "Abonelikten çık",
  "unsubscribe.invalid":
    "Bu abonelikten çıkma bağlantısı geçerli değil. Lütfen yakın tarihli bir e-postadaki bağlantıyı kullanın.",
  "unsubscribe.done": "Tamam: {what} artık e-posta almayacaksınız.",
  "unsubscribe.ask": "UCK'nin size {what} gönderdiği e-postalar durdurulsun mu?",
  "unsubscribe.stop": "Bu e-postaları durdur",
  ...mailKindsTr,
};
