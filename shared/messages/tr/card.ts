import type { CardMessages } from "../en/card";

export const cardTr: CardMessages = {
  error: "Hata",
  "uck.ucked": "Uck verildi!",
  "uck.uckedText": "Uck'unuz sayıldı.",
  "uck.already": "Zaten uck verdiniz!",
  "uck.alreadyText": "Bu şikâyete zaten uck verdiniz.",
  "uck.removed": "Uck geri alındı",
  shareLink: "Bu bağlantıyı paylaşın",
  "signIn.uck": "Şikâyetlere uck vermek için lütfen giriş yapın.",
  "signIn.delete": "Şikâyet silmek için giriş yapmalısınız.",
  "signIn.first": "Lütfen önce giriş yapın.",
  saved: "Gönderi kaydedildi",
  unsaved: "Kaydedilenlerden çıkarıldı",
  following: "Takip ediliyor",
  followingText: "Artık bu şirketi takip ediyorsunuz.",
  unfollowed: "Takip bırakıldı",
  reported: "Bildiriminiz gönderildi",
  blocked: "Kullanıcı engellendi",
  updated: "Şikâyet güncellendi",
  updatedText: "Değişiklikleriniz kaydedildi.",
  success: "Tamam",
  deleted: "Şikâyet silindi.",
  adminDeleted: "Şikâyet süper yönetici tarafından silindi.",
  satisfied: "Yanıt tatmin edici olarak işaretlendi",
  satisfiedText: "Geri bildiriminiz için teşekkürler! Şirketin sorununuzu çözmesine sevindik.",
  unsatisfied: "Yanıt tatmin edici değil olarak işaretlendi",
  unsatisfiedText: "Bunu duyduğumuza üzüldük. Şirkete bildirilecek.",
  unsatisfiedNobody:
    "Bunu duyduğumuza üzüldük. Şu anda şirketin UCK sayfasını yöneten kimse yok, bu yüzden kimseye bildirilemedi; yanıtınız şikâyette görünüyor.",
  verdictNotYours: "Şirketin yanıtını yalnızca şikâyetçi yanıtlayabilir.",
  refundConfirmed: "İade onaylandı",
  refundCounts: "Teşekkürler: artık şirketin sayfasında geri ödenen para olarak sayılıyor.",
  refundReview:
    "Teşekkürler: şikâyetiniz iadenin ulaştığını gösteriyor. Tutar bu şirketin olağan iadelerinin çok üzerinde; UCK inceledikten sonra geri ödenen para olarak sayılacak.",
  refundNotCounted:
    "Teşekkürler: şikâyetiniz iadenin ulaştığını gösteriyor. Şirketin sayfasında geri ödenen para olarak sayılmıyor: yalnızca şirketle bağlantısı olmayan ve iade önerildiğinde en az bir günlük olan hesapların onayladığı iadeler sayılır.",
  refundMissing: "Not edildi: iade ulaşmadı",
  refundMissingText:
    "Şikâyetinizi okuyan herkes bunu görüyor. Sonradan ulaşırsa bize buradan bildirin.",
  refundMissingTold:
    "Şirketin ekibine UCK'de bildirildi ve şikâyetinizi okuyan herkes bunu görüyor. Sonradan ulaşırsa bize buradan bildirin.",
  refundRefused: "Bir iadeyi yalnızca şikâyetçi, bir kez onaylayabilir.",
};
