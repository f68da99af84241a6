import type { CardActionsMessages } from "../en/card-actions";

/** The card's actions page in Turkish: written for Turkish readers ("siz"), not word for word. */
export const cardActionsTr: CardActionsMessages = {
  title: "Şikâyet işlemleri",
  description: "Bir şikâyeti kaydedin, paylaşın, takip edin, bildirin ya da yazarını engelleyin.",
  about: "{company} hakkında şikâyet",
  linkLabel: "Bu şikâyetin bağlantısı, kopyalamak için",
  signIn: "Kaydetmek, takip etmek, bildirmek ya da engellemek için giriş yapın.",
};
