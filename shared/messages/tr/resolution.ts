import type { ResolutionMessages } from "../en/resolution";

export const resolutionTr: ResolutionMessages = {
  "resolution.sought": "Sorunun nasıl çözülmesini istiyorsunuz?",
  "resolution.optional": "(isteğe bağlı)",
  "resolution.soughtPlaceholder": "Bilet ücretinin iadesi, ürünün değiştirilmesi, bir özür…",
  "resolution.amount": "Anlaşmazlık konusu tutar",
  "resolution.currency": "Para birimi",
  "resolution.choose": "Seçin…",
  "resolution.problem.tooLong": "Çözüm beklentinizi en fazla {max} karakterle yazın.",
  "resolution.problem.amount": "Anlaşmazlık konusu tutarı 40 ya da 40.50 gibi bir sayıyla yazın.",
  "resolution.problem.currency": "Anlaşmazlık konusu tutarın para birimini seçin.",
};
