import type { ClaimMessages } from "../en/claim";

/** The claim link's page in Turkish (see claim.en.ts), with "siz". */
export const claimTr: ClaimMessages = {
  "claimLink.metaTitle": "Şirket sayfası talebinizi onaylayın",
  "claimLink.metaDescription": "UCK'de bir şirket sayfasını sahiplenme talebini onaylayın.",
  "claimLink.invalidTitle": "Bağlantı geçersiz",
  "claimLink.invalid":
    "Bu bağlantının süresi dolmuş, yerine daha yeni bir bağlantı gönderilmiş ya da bağlantı zaten kullanılmış.",
  "claimLink.invalidAgain":
    "Bu bağlantının süresi dolmuş, yerine daha yeni bir bağlantı gönderilmiş ya da bağlantı zaten kullanılmış. Talebi şirket sayfasından yeniden gönderin.",
  "claimLink.toCompany": "Şirket sayfasına git",
  "claimLink.heading": "UCK'de şirket sayfasını sahiplenin: {company}",
  "claimLink.logInFirst":
    "Bu sayfayı sahiplenmek isteyen hesapla giriş yapın, ardından talebi burada onaylayın.",
  "claimLink.logIn": "Onaylamak için giriş yapın",
  "claimLink.otherAccount":
    "Bu bağlantı başka bir hesap için gönderildi. Çıkış yapın, ardından bu sayfayı sahiplenmek isteyen kişinin hesabıyla giriş yapın.",
  "claimLink.company": "Şirket",
  "claimLink.domain": "Alan adı",
  "claimLink.address": "Doğrulanan adres",
  "claimLink.grants": "Onayladığınızda bu sayfayı siz yönetirsiniz ve şunları yapabilirsiniz:",
  "claimLink.grantAnswer":
    "müşterilerinin şikâyetlerini herkesin önünde yanıtlamak ve geri ödeme teklif etmek",
  "claimLink.grantResolve": "yanıtlanan şikâyetleri çözüldü olarak işaretlemek",
  "claimLink.grantAnalytics": "sayfanın analizlerini görmek",
  "claimLink.confirming": "Onaylanıyor…",
  "claimLink.confirm": "Talebi onayla",
  "claimLink.notNow": "Şimdi değil",
  "claimLink.didNotAsk":
    "Bunu siz istemediniz mi? Hiçbir şey yapmayın: bağlantı 24 saat sonra çalışmaz.",
  "claimLink.signIn": "Bu şirket sayfasını sahiplenmek için giriş yapın.",
  "claimLink.claimed": "Şirket sayfası artık sizin",
  "claimLink.claimedText": "Artık şikâyetlere yanıt verebilir ve analizleri görebilirsiniz.",
};
