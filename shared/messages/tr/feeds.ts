import type { Words } from "../en/feeds";
import { clocksTr } from "./clocks";

/**
 * Türkçe: the feeds' and picture cards' words for Turkish readers, not word for word, in the
 * interface's and the mails' terms ("şikâyet", "üst merciye taşındı"). A company's name never
 * takes a suffix ("{company} hakkında"): the suffix depends on how the name is read.
 */
export const wordsTr: Words = {
  "status.open": "Açık",
  "status.in_progress": "İşlemde",
  "status.resolved": "Çözüldü",
  "status.escalated": "Üst merciye taşındı",
  "status.unknown": "Bilinmiyor",
  "category.travel": "Seyahat ve Havayolları",
  "category.delivery": "Kargo ve Teslimat",
  "category.telecom": "İnternet ve Telefon",
  "category.banking": "Banka ve Ödemeler",
  "category.food": "Yemek ve Restoranlar",
  "category.tech": "Cihazlar ve Yazılım",
  "category.shopping": "Alışveriş ve İadeler",
  "category.subscriptions": "Abonelikler ve Dijital Yayınlar",
  "category.general": "Genel",
  "feed.all.title": "UCK: en yeni şikâyetler",
  "feed.all.subtitle": "UCK'de şirketler hakkındaki herkese açık şikâyetler, en yenisi başta.",
  "feed.category.title": "{category}: UCK'deki şikâyetler",
  "feed.category.subtitle":
    "UCK'de {category} alanındaki herkese açık şikâyetler, en yenisi başta.",
  "feed.company.title": "{company} hakkında UCK'deki şikâyetler",
  "feed.company.subtitle": "{company} hakkında UCK'deki herkese açık şikâyetler, en yenisi başta.",
  "feed.status": "Durum: {status}",
  // "uck" is UCK's own word; a Turkish noun after a number stays singular.
  "feed.ucks_one": "{count} uck",
  "feed.ucks_other": "{count} uck",
  "feed.comments_one": "{count} yorum",
  "feed.comments_other": "{count} yorum",
  "feed.responded": "{company} yanıt verdi: {response}",
  "feed.reimbursement": "Önerilen geri ödeme: {offer}",
  "feed.formerMember": "Eski bir UCK üyesi",
  "card.ucks_one": "{count} uck",
  "card.ucks_other": "{count} uck",
  "card.complaint": "Şikâyet",
  "card.answeredIn": "{duration} içinde yanıtlandı",
  "card.escalated": "Üst merciye taşındı: 48 saat içinde yanıt gelmedi",
  "card.escalatesIn": "Henüz yanıt yok · {duration} sonra üst merciye taşınacak",
  "card.noResponse": "48 saat içinde yanıt gelmedi",
  "card.companyPage": "Şirket sayfası",
  "card.responseRate": "Yanıt oranı",
  "card.complaints_one": "Şikâyet",
  "card.complaints_other": "Şikâyet",
  "card.resolutionRate": "Çözülen",
  "card.median": "Ortanca yanıt süresi: {duration}",
  "card.notEnoughData": "Henüz yeterli veri yok",
  "card.fallback.title": "Herkese açık tüketici şikâyetleri",
  "card.fallback.text":
    "Şirkete söyleyin, herkese söyleyin. Şirketler herkesin önünde yanıt verir.",
  "notify.someone": "Biri",
  "notify.aCompany": "bir şirket",
  "notify.companyResponded": "{company} şikâyetinize yanıt verdi",
  "notify.escalatedFollowerSent":
    "Takip ettiğiniz {company} hakkındaki bir şikâyet, 48 saat içinde yanıt gelmediği için yetkili kurumlara iletildi",
  "notify.escalatedFollowerOnUck":
    "Takip ettiğiniz {company} hakkındaki bir şikâyet, 48 saat yanıt gelmediği için UCK'de üst aşamaya geçti",
  "notify.escalatedCompany": "Son uyarı: {company} hakkındaki bir şikâyet 48 saattir yanıtsız",
  "notify.followUpCompany":
    "Üst merciye taşınmasından bir hafta sonra {company} hakkındaki bir şikâyetin hâlâ yanıtı yok: yanıt vermek hâlâ sayılır",
  "notify.outcomeReminder":
    "{company} hakkındaki şikâyetiniz bir süre önce yükseltildi: sonucunu kaydedin",
  "notify.outcomeRecorded":
    "{company} hakkında yükseltilen bir şikâyetin sahibi sonrasında ne olduğunu kaydetti: doğruysa onaylayın",
  "notify.escalatedAuthorSent":
    "{company} hakkındaki şikâyetiniz, 48 saat içinde yanıt gelmediği için yetkili kurumlara iletildi",
  "notify.escalatedAuthorOnUck":
    "{company} hakkındaki şikâyetiniz, 48 saat yanıt gelmediği için UCK'de üst aşamaya geçti. Tüketici kurumuna götürebileceğiniz dosyanız hazır",
  "notify.escalatedAuthorUnreached":
    "{company} hakkındaki şikâyetiniz 48 saat sonra UCK'de üst aşamaya geçti: {company} şirketine ulaşılamadı. Tüketici kurumuna götürebileceğiniz dosyanız hazır ve nedenini söylüyor",
  "notify.escalatedFollowerUnreached":
    "Takip ettiğiniz {company} hakkındaki bir şikâyet 48 saat sonra UCK'de üst aşamaya geçti: {company} şirketine ulaşılamadı",
  "notify.resolvedByComplainant": "{actor}, {company} yanıtını çözüldü olarak işaretledi",
  "notify.resolvedByCompany":
    "{company} şikâyetinizin çözüldüğünü söylüyor. Öyle mi? Kararı siz verirsiniz.",
  "notify.verdictReminder":
    "Hatırlatma: {company} şikâyetinizin çözüldüğünü söylüyor. Kararı siz verirsiniz; yanıt vermezseniz şikâyet {day} tarihinde onaysız kapanır.",
  "notify.unsatisfied": "{actor}, {company} yanıtının şikâyetini çözmediğini söyledi",
  "notify.commented": "{actor}, {company} hakkındaki şikâyetinize yorum yaptı",
  "notify.ucked": "{company} hakkındaki şikâyetiniz {count} uck sayısına ulaştı",
  "notify.more": "daha fazla",
  "notify.followed": "{actor} sizi takip etmeye başladı",
  "notify.filed": "{company} hakkında yeni şikâyet",
  "notify.answerDue":
    "{company} hakkındaki bir şikâyet {hours} saattir yanıt bekliyor: üst merciye taşınmasına {left} saat kaldı",
  "notify.answerDueMany":
    "{company} hakkındaki {count} şikâyet {hours} saattir yanıt bekliyor: üst merciye taşınmalarına {left} saat kaldı",
  "notify.refundArrived": "{actor}, {company} iadesinin{refund} ulaştığını onayladı",
  "notify.refundMissing": "{actor}, {company} iadesinin{refund} ulaşmadığını söylüyor",
  "notify.refundOf": " ({amount})",
  "notify.refundOffered": "{company} yeni bir iade önerdi{refund}{due}",
  "notify.refundDue": ", son gün {day}",
  "notify.inReview":
    "{company} hakkındaki şikâyetiniz, sayfasında olağandışı bir hareketlilik sırasında yapıldı ve bu hareketlilik inceleniyor. Şikâyetiniz herkese açık kalıyor; hiçbir şey silinmedi.",
  "notify.claimApproved": "{company} sayfası talebiniz onaylandı: sayfayı artık siz yönetiyorsunuz",
  "notify.claimRejected": "{company} sayfası talebiniz onaylanmadı",
  "notify.extortionReported":
    "{company} üyelerinden biri, şikâyetinizi kaldırmak için ödeme talep edildiğini bildirdi. Şikâyetiniz herkese açık kalıyor; bir moderatör karar vermeden önce bir kez kendi açıklamanızı yapabilirsiniz",
  "notify.clockDeadline": "{company} hakkındaki şikâyetiniz: {title}, {day}",
  "notify.extortionFound":
    "Bir moderatör, {company} hakkındaki şikâyetinizin ödeme talep etmek için kullanıldığına karar verdi. Okunabilir kalıyor, etiketleniyor ve {company} rakamlarına katılmıyor; bir kez itiraz edebilirsiniz",
  "notify.extortionOverturned":
    "İtirazınız kabul edildi: {company} hakkındaki şikâyetinizdeki karar kaldırıldı ve şikâyet yeniden sayılıyor",
  "notify.extortionKept":
    "{company} hakkındaki şikâyetinize ilişkin itirazınız kabul edilmedi: karar geçerli",
  "notify.reviewNeeded":
    "Adres kuralları {contacts} şikâyet adresini ve {claims} başvuruyu yeniden incelemeye gönderdi: Başvurular sekmesinde bekliyorlar",
  ...clocksTr,
};
