import type { RefusalMessages } from "./refusal.en";

export const refusalTr: RefusalMessages = {
  "title.error": "Hata",
  "title.submitFailed": "Şikâyet gönderilemedi",
  "title.uploadFailed": "Yükleme başarısız",
  "title.lookupFailed": "Şirket aranamadı",
  "title.alreadyReported": "Zaten bildirdiniz",
  "title.duplicate": "Bu şikâyeti zaten gönderdiniz",
  "title.groupGone": "Bu şikâyete artık katılamazsınız",
  "title.chooseCompany": "Şirketi seçin",
  "title.domainRequired": "Şirketin alan adı gerekli",
  "rate.tooMany": "Çok fazla deneme yapıldı. Lütfen {wait} sonra tekrar deneyin.",
  "rate.filing":
    "{window} içinde en fazla {limit} şikâyet gönderebilirsiniz. Lütfen {wait} sonra tekrar deneyin.",
  "wait.minutes_one": "{count} dakika",
  "wait.minutes_other": "{count} dakika",
  "wait.hours_one": "{count} saat",
  "wait.hours_other": "{count} saat",
  "window.day": "bir gün",
  "window.hour": "bir saat",
  "window.minutes_one": "{count} dakika",
  "window.minutes_other": "{count} dakika",
  "complaint.notFound": "Bu şikâyet artık yok.",
  "complaint.duplicate":
    "Son 30 gün içinde {company} hakkında neredeyse aynı sözlerle bir şikâyet gönderdiniz: /complaint/{id} adresinde. Ona ekleme yapın ya da farklı bir sorunu anlatın.",
  "complaint.groupGone":
    "Seçtiğiniz şikâyet çözüldü ya da artık açık değil. Şikâyetiniz duruyor: tek başına gönderin ya da benzer şikâyetlere yeniden bakın.",
  "complaint.nameSeveral":
    "“{name}” adıyla birden fazla şirket var. Aşağıdan sizinkini seçin ya da web sitesinin alan adını yazın.",
  "complaint.nameNone":
    "UCK “{name}” adında bir şirket henüz tanımıyor. Web sitesinin alan adını (örneğin example.com) yazın, UCK şirketi ekler.",
  "complaint.badDomain": "Lütfen geçerli bir alan adı yazın, örneğin example.com.",
  "report.already": "Bu şikâyeti zaten bildirdiniz. Moderatörlerimiz inceleyecek.",
  "report.reasonEmpty": "Lütfen bu gönderide neyin yanlış olduğunu yazın.",
  "report.reasonTooLong": "Lütfen nedeni {max} karakteri geçmeyecek şekilde yazın.",
  "mute.self": "Kendinizi engelleyemezsiniz.",
  "edit.textEmpty": "Şikâyet metni gerekli",
  "edit.textTooLong": "Şikâyet metni en fazla {max} karakter olabilir.",
  "edit.notAuthor": "Bu şikâyeti yalnızca yazarı düzenleyebilir.",
  "admin.only": "Erişim reddedildi. Süper yönetici yetkisi gerekir.",
  "comment.empty": "Lütfen önce bir yorum yazın.",
  "comment.tooLong": "Yorumlar en fazla {max} karakter olabilir.",
  "appeal.empty": "Şikâyetin neden geri getirilmesi gerektiğini yazın.",
  "appeal.tooLong": "İtirazınız {max} karakteri geçmesin.",
  "resolution.notAuthor": "Bunu yalnızca şikâyet sahibi değiştirebilir.",
  "uck.notFound": "Şikâyet bulunamadı",
  // Sign-in, registration, the password and verification mails, invitations.
  "account.invalidCredentials": "E-posta ya da şifre hatalı",
  "account.notVerified":
    "Giriş yapmadan önce lütfen e-posta adresinizi doğrulayın. Bağlantı için gelen kutunuza bakın.",
  "account.blocked":
    "Bu hesap engellendi. Bir yanlışlık olduğunu düşünüyorsanız destek ekibine yazın.",
  "account.scheduledForDeletion": "Bu hesabın silinmesi planlandı.",
  "account.alreadyRegistered": "Bu e-posta adresi zaten kayıtlı. Lütfen giriş yapın.",
  "account.registrationFailed": "Kayıt yapılamadı",
  "account.registrationBlocked":
    "Kullanıcı Sözleşmesi ihlali nedeniyle bu adresten kayıt engellendi. Daha sonra tekrar deneyin ya da destek ekibine yazın.",
  "mail.notConfigured": "Bu sunucuda e-posta gönderimi ayarlanmamış.",
  "oauth.unknownProvider": "Bilinmeyen giriş sağlayıcısı.",
  "oauth.notConfigured":
    "Bu sunucuda {provider} ile giriş henüz ayarlanmamış. Yöneticinin {prefix}_CLIENT_ID ve {prefix}_CLIENT_SECRET değerlerini girmesi gerekiyor (bkz. README). Bu arada e-posta ve şifreyle giriş yapabilirsiniz.",
  "oauth.title.failed": "Kimlik doğrulanamadı",
  "oauth.failed": "Girişiniz tamamlanırken bir hata oluştu. Lütfen tekrar deneyin.",
  "oauth.title.emailRequired": "E-posta gerekli",
  "oauth.emailRequired":
    "Bu giriş yöntemi e-posta adresinize erişim gerektiriyor. Lütfen başka bir giriş yöntemi deneyin ya da destek ekibine yazın.",
  "oauth.title.twitterEmail": "Twitter e-posta erişimi gerekli",
  "oauth.twitterEmail":
    "X e-posta adresinizi paylaşmadı. Uygulamanın sahibinin X geliştirici portalında 'Request email from users' ayarını açması gerekiyor; o zamana kadar lütfen Google ya da e-postayla giriş yapın.",
  "oauth.title.incomplete": "Giriş tamamlanmadı",
  "oauth.incomplete": "Lütfen tekrar giriş yapmayı deneyin.",
  "oauth.title.registrationRefused": "Kayıt reddedildi",
  "oauth.accountExists":
    "Bu e-posta adresiyle zaten bir hesap var. Şifrenizle giriş yapın; sağlayıcı bu e-posta adresini doğrulamadı.",
  "invite.alreadyOnUck": "{email} zaten UCK'de.",
  "invite.alreadyInvited": "{email} adresini zaten davet ettiniz.",
  "invite.sendFailed": "Davet gönderilemedi. Lütfen tekrar deneyin.",
};
