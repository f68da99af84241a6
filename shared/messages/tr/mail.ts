import type { MailMessages } from "../en/mail";
import { clocksTr } from "./clocks";

/**
 * Türkçe mails: written for Turkish readers, not word for word (decision 030 says how it was
 * checked). A company's or a person's name never takes a suffix here ("{company} hakkında",
 * "{company} sayfası"): a suffix depends on how the name is read, which UCK cannot know.
 */
export const mailTr: MailMessages = {
  orOpen: "Ya da şu adresi açın:",
  "footer.kind": "Bu e-postayı {when} alırsınız.",
  "footer.stop": "Bu e-postaları durdur",
  "footer.settings": "E-posta ayarlarınızı değiştirin",
  "footer.stopDigest": "Özeti durdur",
  "footer.digest": "Bu özeti, günlük okumayı seçtiğiniz e-postalar için günde bir kez alırsınız.",
  "footer.fold":
    "Yoğun bir saat gelen kutunuzu doldurmasın diye, ilk birkaç e-postadan sonra gelenleri burada bir arada bulursunuz. Bu e-postayı {when} alırsınız.",
  "when.company_responded": "bir şirket şikâyetinize yanıt verdiğinde",
  "when.complaint_escalated":
    "şikâyetiniz ya da yönettiğiniz bir şirket hakkındaki bir şikâyet 48 saat yanıtsız kalıp üst merciye taşındığında",
  "when.complaint_resolved":
    "bir şirket şikâyetinizin çözüldüğünü söylediğinde ve henüz yanıt vermediğinizde",
  "when.complaint_commented": "biri şikâyetinize yorum yaptığında",
  "when.claim_decided": "bir şirket sayfası için yaptığınız başvuru sonuçlandığında",
  "when.complaint_filed": "yönettiğiniz bir şirket hakkında şikâyet yazıldığında",
  "when.response_unsatisfied":
    "bir şikâyetçi, yönettiğiniz şirketin yanıtının sorununu çözmediğini söylediğinde",
  "when.refund_offered":
    "bir şirket, ulaşmayan bir ödemenin ardından size yeni bir geri ödeme önerdiğinde",
  "when.extortion_reported":
    "bir şirket çalışanı şikâyetinizi, kaldırılması için ödeme talebi olarak bildirdiğinde",
  "when.extortion_found":
    "bir moderatör şikâyetinizin ödeme talep etmek için kullanıldığına karar verdiğinde",
  "when.clock_deadline":
    "satın almanızla ilgili yasal bir sürenin bitmesine 7 gün veya 1 gün kaldığında",
  "digest.subject_one": "UCK'de bugün: {count} gelişme",
  "digest.subject_other": "UCK'de bugün: {count} gelişme",
  aCompany: "Bir şirket",
  someone: "Biri",
  yourComplaint: "Şikâyetiniz: “{text}”",
  theComplaint: "Şikâyet: “{text}”",
  quoted: "“{text}”",
  openYourComplaint: "Şikâyetinize gidin",
  openTheComplaint: "Şikâyete gidin",
  answerTheComplaint: "Şikâyeti yanıtlayın",
  "responded.subject": "{company} şikâyetinize yanıt verdi",
  "responded.wrote": "{company} şöyle yanıtladı: “{response}”",
  "responded.reimbursement": "Size bir geri ödeme öneriyorlar: {offer}",
  "responded.verdict":
    "Sorununuz çözüldü mü? Bunu şikâyetinizin sayfasında belirtin: şikâyeti okuyan herkes kararınızı görür.",
  "escalated.company.subject": "Son uyarı: {company} hakkındaki bir şikâyet 48 saat yanıtsız kaldı",
  "escalated.company.heading": "{company} hakkındaki bir şikâyet 48 saat yanıtsız kaldı",
  "followUp.subject": "Bir hafta sonra: {company} hakkındaki bir şikâyet hâlâ yanıtsız",
  "followUp.text":
    "Bir hafta önce üst merciye taşındı. Şikâyet sahibinin bir tüketici merciine götürebileceği dosyası var; sayfasında verilen yanıt hâlâ sayılır ve dosyada görünür. UCK yalnızca bir kez hatırlatır.",
  "outcomeReminder.subject": "{company} hakkındaki şikâyetinizin sonucu ne oldu?",
  "outcomeReminder.text":
    "{days} gün önce yükseltildi. Bir merci karar verdiyse, kart şirketiniz iade ettiyse ya da {company} ödediyse, bunu günü ve kanıtıyla UCK'de kaydedin: doğrulandığında {company} sayfasında sayılır ve sonraki kişi itiraz etmenin işe yarayıp yaramadığını görür. Henüz bir şey olmadıysa bunu belirtin.",
  "outcomeReminder.action": "Ne olduğunu kaydedin",
  "outcomeRecorded.subject": "Bir şikâyet sahibi, {company} hakkındaki şikâyetin sonucunu kaydetti",
  "outcomeRecorded.text":
    "Şikâyet yükseltildikten sonra sahibi sonrasında ne olduğunu kaydetti. Doğruysa UCK'de onaylayın: o zaman şirketinizin sayfasında sayılır. Doğru değilse bırakın: şikâyet sahibinin bildirdiği olarak görünür ve hiçbir yerde sayılmaz.",
  "outcomeRecorded.action": "Ne olduğunu onaylayın",
  "escalated.company.text":
    "Şikâyet artık UCK'de üst merciye taşınmış olarak görünüyor ve şikâyetçinin elinde bir tüketici kurumuna götürebileceği bir dosya var. Yanıt vermek hâlâ işe yarar: şikâyeti okuyan herkes yanıtınızı görür.",
  "escalated.subject": "{company} hakkındaki şikâyetiniz üst merciye taşındı",
  "escalated.file":
    "Dosyanız (şikâyet, saatleriyle birlikte her olay, fotoğrafınızın parmak izi ve nereye başvurabileceğiniz): {url}",
  "escalated.later": "Şirket sonradan yanıt verirse size haber vereceğiz.",
  "escalated.openFile": "Dosyanıza gidin",
  "escalated.authority.headline":
    "{company} hakkındaki şikâyetiniz, 48 saat içinde yanıt gelmediği için yetkili kuruma iletildi",
  "escalated.authority.sent":
    "İstediğiniz gibi UCK, dosyanızı e-postayla şu kuruma gönderdi: {venue}. Yanıt adresi olarak sizin adresiniz verildi.",
  "escalated.headline":
    "{company} hakkındaki şikâyetiniz, 48 saat yanıt gelmediği için UCK'de üst merciye taşındı",
  "escalated.told": "{company} şikâyetinizden haberdar edildi ve 48 saat içinde yanıt vermedi.",
  "escalated.notTold": "{company} 48 saat içinde yanıt vermedi.",
  "escalated.shows": "Şikâyetiniz artık onu okuyan herkese üst merciye taşınmış olarak görünüyor.",
  "escalated.sending":
    "İstediğiniz gibi UCK, dosyanızı e-postayla şu kuruma gönderiyor: {venue}. Dosya gittiğinde şikâyetinizde bu da yazacak.",
  "escalated.venue":
    "Başvurabileceğiniz yer: {venue} ({url}). Hiçbir kuruma bir şey gönderilmedi: bu adımı siz atacaksınız.",
  "escalated.venueFrom":
    "Başvurabileceğiniz yer: {venue} ({url}); başvuru {date} tarihinden itibaren yapılabilir. Hiçbir kuruma bir şey gönderilmedi: bu adımı siz atacaksınız.",
  "escalated.noVenue":
    "Bu durum için başvurulacak bir yer bilmiyoruz. Hiçbir kuruma bir şey gönderilmedi.",
  "resolved.subject": "{company} şikâyetinizin çözüldüğünü söylüyor",
  "resolved.text":
    "Öyle mi? Şikâyetinizde Evet ya da Hayır yanıtını verin: yalnızca sizin Evet yanıtınız onu çözülmüş saydırır. Yanıt vermezseniz 30 gün sonra sizin onayınız olmadan kapanır.",
  "resolved.reminderSubject": "Hatırlatma: {company} hakkındaki şikâyetiniz çözüldü mü?",
  "resolved.reminderText":
    "{company} şikâyetinizi çözdüğünü söyledi ve henüz yanıt vermediniz. Yalnızca sizin Evet yanıtınız onu çözülmüş saydırır; yanıt vermezseniz {day} tarihinde sizin onayınız olmadan kapanır.",
  "commented.subject": "{company} hakkındaki şikâyetinize yeni yorum",
  "commented.wrote": "{actor} şunu yazdı: “{comment}”",
  "commented.only": "{actor} bir yorum yaptı.",
  "commented.read": "Yorumları okuyun",
  "filed.subject": "{company} hakkında yeni şikâyet",
  "filed.text":
    "48 saat içinde yanıt verin: yanıtsız kalan şikâyet üst merciye taşınır ve şirket sayfanızdaki yanıt oranı her şikâyeti hesaba katar.",
  "answerDue.subject": "Hatırlatma: {company} hakkındaki bir şikâyet {hours} saattir bekliyor",
  "answerDue.text":
    "Henüz yanıtı yok. Üst mercie taşınmasına {left} saat kaldı; şirket sayfanızdaki yanıt oranı her birini sayar.",
  "answerDue.many": "Hatırlatma: {company} hakkındaki {count} şikâyet {hours} saattir bekliyor",
  "answerDue.manyText":
    "Hiçbirinin henüz yanıtı yok. Üst mercie taşınmalarına {left} saat kaldı; şirket sayfanızdaki yanıt oranı her birini sayar.",
  "answerDue.open": "Yanıtsız şikâyetleri aç",
  "unsatisfied.subject":
    "Bir şikâyetçi, {company} adına verilen yanıtın sorununu çözmediğini söylüyor",
  "unsatisfied.heading":
    "Bir şikâyetçi, {company} adına verilen yanıtın şikâyetini çözmediğini söylüyor",
  "unsatisfied.answered": "{company} şöyle yanıtlamıştı: “{response}”",
  "unsatisfied.text":
    "Şikâyeti okuyan herkes şikâyetçinin kararını görür. Yorumlarda yeniden yanıt verebilir ya da geri ödeme önerebilirsiniz.",
  "claim.approved.subject": "Artık UCK'de {company} sayfasını siz yönetiyorsunuz",
  "claim.approved.heading": "{company} sayfası için başvurunuz onaylandı",
  "claim.approved.text":
    "Bir UCK yöneticisi başvurunuzu inceledi ve onayladı: artık {company} sayfasını siz yönetiyorsunuz.",
  "claim.approved.can":
    "Şikâyetleri yanıtlayabilir, geri ödeme önerebilir, şikâyetleri çözüldü olarak işaretleyebilir ve istatistikleri görebilirsiniz.",
  "claim.approved.action": "{company} sayfasına gidin",
  "claim.refused.subject": "UCK'de {company} sayfası için başvurunuz",
  "claim.refused.heading": "{company} sayfası için başvurunuz onaylanmadı",
  "claim.refused.text":
    "Bir UCK yöneticisi {company} sayfası için başvurunuzu inceledi, ancak şirket adına hareket ettiğinizi doğrulayamadı.",
  "claim.refused.again":
    "Şirketin kendi alan adındaki bir e-posta adresiyle yeniden başvurabilirsiniz: o e-postadaki bağlantı, başvuruyu elle incelemeye gerek kalmadan tamamlar.",
  "claim.refused.action": "Şirket sayfasına gidin",
  "fold.complaint_commented": "Şikâyetlerinize {count} yeni yorum",
  "fold.complaint_filed.one": "{company} hakkında {count} yeni şikâyet",
  "fold.complaint_filed": "Yönettiğiniz şirketler hakkında {count} yeni şikâyet",
  "fold.company_responded": "Şikâyetlerinize {count} yanıt",
  "fold.complaint_resolved": "Şirketler {count} şikâyetinizin çözüldüğünü söylüyor",
  "fold.complaint_escalated": "{count} şikâyetiniz üst merciye taşındı",
  "fold.claim_decided": "Başvurularınız hakkında {count} karar",
  "fold.response_unsatisfied.one":
    "{count} şikâyetçi, {company} adına verilen yanıtların sorunlarını çözmediğini söylüyor",
  "fold.response_unsatisfied": "{count} şikâyetçi, yanıtlarınızın sorunlarını çözmediğini söylüyor",
  "refund.subject": "{company} size yeni bir geri ödeme önerdi",
  "refund.aNewRefund": "yeni bir geri ödeme",
  "refund.offers": "Önerilen: {amount} ({company}).",
  "refund.offersBy": "Önerilen: {amount} ({company}); en geç {day} tarihinde elinizde olmalı.",
  "refund.text":
    "Ödeme ulaştığında ya da ulaşmazsa bunu şikâyetinizde belirtin: ödemenin ulaşmadığını söylediğiniz sürece şirket şikâyeti çözüldü olarak işaretleyemez.",
  "refund.action": "Şikâyetinizi açın",
  "fold.refund_offered": "Şikâyetlerinize {count} yeni geri ödeme önerisi",
  // A complaint reported as a demand for payment, and a moderator's finding (decision 039).
  "extortionReported.subject": "{company} hakkındaki şikâyetiniz UCK moderatörlerine bildirildi",
  "extortionReported.text":
    "{company} üyelerinden biri, şikâyetinizin kaldırılması karşılığında ödeme talep etmek için kullanıldığını söylüyor. Şikâyetiniz herkese açık kalıyor. Bir moderatör karar vermeden önce, varsa bir resimle, bir kez kendi açıklamanızı yapabilirsiniz; yalnızca UCK moderatörleri okur.",
  "extortionFound.subject": "{company} hakkındaki şikâyetinize ilişkin moderatör kararı",
  "extortionFound.text":
    "Bir moderatör, şikâyetinizin kaldırılması karşılığında ödeme talep etmek için kullanıldığına karar verdi. Etiketle okunabilir kalıyor ve {company} rakamlarına katılmıyor. Bir kez itiraz edebilirsiniz: bir süper yönetici itirazınızı bildirimle birlikte okur.",
  "extortion.action": "Açıklamanızı yapın",
  "fold.extortion_reported": "Şikâyetlerinizden {count} tanesi ödeme talebi olarak bildirildi",
  "fold.extortion_found": "Şikâyetlerinize ilişkin {count} karar",
  "fold.clock_deadline": "Şikâyetlerinizle ilgili {count} yasal süre yaklaşıyor",
  "verify.subject": "UCK için e-posta adresinizi doğrulayın",
  "verify.heading": "UCK'ye hoş geldiniz, {name}",
  "verify.text": "Hesabınızı oluşturmayı tamamlamak için lütfen e-posta adresinizi doğrulayın.",
  "verify.valid": "Bağlantı 24 saat geçerlidir.",
  "verify.action": "E-postamı doğrula",
  "reset.subject": "UCK şifrenizi sıfırlayın",
  "reset.heading": "UCK şifrenizi sıfırlayın",
  "reset.text":
    "Biri UCK hesabınızın şifresini sıfırlamak istedi. Bu sizseniz aşağıdaki bağlantıyla yeni bir şifre belirleyin; bağlantı bir saat geçerlidir ve yalnızca bir kez kullanılabilir.",
  "reset.notYou": "Bu siz değilseniz bu e-postayı dikkate almayın: şifreniz değişmez.",
  "reset.action": "Yeni şifre belirleyin",
  ...clocksTr,
};
