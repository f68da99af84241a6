import type { RefusalMessages } from "../en/refusal";

export const refusalTr: RefusalMessages = {
  "title.error": "Hata",
  "title.submitFailed": "Şikâyet gönderilemedi",
  "title.uploadFailed": "Yükleme başarısız",
  "title.lookupFailed": "Şirket aranamadı",
  "title.alreadyReported": "Zaten bildirdiniz",
  "title.duplicate": "Bu şikâyeti zaten gönderdiniz",
  "title.groupGone": "Bu şikâyete artık katılamazsınız",
  "title.groupUnlike": "Şikâyetiniz farklı anlatıyor",
  "title.nameChoiceNotChanged": "Değiştirilmedi",
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
  "complaint.groupUnlike":
    "“Bu sorun bende de var”, aynı sorunu benzer sözlerle anlatan şikâyetleri bir araya getirir; sizinki seçtiğiniz gruptan farklı anlatıyor. Şikâyetiniz duruyor: tek başına gönderin ya da benzer şikâyetlere yeniden bakın.",
  "complaint.nameChoice.notYours":
    "Adının nasıl gösterileceğini yalnızca şikâyeti yapan kişi değiştirebilir.",
  "complaint.nameSeveral":
    "“{name}” adıyla birden fazla şirket var. Aşağıdan sizinkini seçin ya da web sitesinin alan adını yazın.",
  "complaint.nameNone":
    "UCK “{name}” adında bir şirket henüz tanımıyor. Web sitesinin alan adını (örneğin example.com) yazın, UCK şirketi ekler.",
  "complaint.badDomain": "Lütfen geçerli bir alan adı yazın, örneğin example.com.",
  "report.already": "Bu şikâyeti zaten bildirdiniz. Moderatörlerimiz inceleyecek.",
  "form.checkInput": "Lütfen girdiklerinizi kontrol edin.",
  "report.reasonEmpty": "Lütfen bu gönderide neyin yanlış olduğunu yazın.",
  "report.reasonTooLong": "Lütfen nedeni {max} karakteri geçmeyecek şekilde yazın.",
  "mute.self": "Kendinizi engelleyemezsiniz.",
  "mute.hiddenName":
    "Bu kişi bu şikâyette adını gizledi, bu yüzden buradan engellenemez. Şikâyeti bildirebilirsiniz.",
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
  // Decision 052, the company's side (see refusal.en.ts).
  "title.authRequired": "Giriş yapmanız gerekiyor",
  "title.missingInfo": "Eksik bilgi",
  "title.invalidInfo": "Geçersiz bilgi",
  "title.alreadyClaimed": "Sayfa zaten sahiplenilmiş",
  "title.claimSubmitted": "Talebiniz alındı",
  "title.claimSent": "Talebiniz başarıyla alındı",
  "title.emptyResponse": "Yanıt boş",
  "title.limitReached": "Yanıt sınırına ulaşıldı",
  "title.claimRequired": "Sayfayı sahiplenmeniz gerekiyor",
  "title.responseSubmitted": "Yanıt gönderildi",
  "title.markedResolved": "Şikâyet çözüldü olarak işaretlendi",
  "title.ownComplaint": "Kendi şikâyetiniz",
  "title.alreadyAnswered": "Zaten yanıtlanmış",
  "title.refundMissing": "İade ulaşmadı",
  "title.offerNotSent": "Teklif gönderilmedi",
  "title.refundNotRecorded": "İade kaydedilmedi",
  "title.refundOffered": "Yeni iade kaydedildi",
  "title.addressSuggested": "Adres önerildi",
  "title.pledgeMade": "Taahhüt verildi",
  "title.pledgeWithdrawn": "Taahhüt geri çekildi",
  "pledge.owner":
    "Bu şirket sayfasının taahhüdünü yalnızca sahiplerinden biri verebilir ya da geri çekebilir.",
  "entity.owner":
    "Tüzel kişi bilgisini yalnızca bu şirket sayfasının sahibi ya da sayfayı sahiplenme isteği bekleyen kişi girebilir.",
  "entity.invalid":
    "Ticaret unvanını, sicili, numarasını (harf, rakam, nokta, eğik çizgi, tire) ve iki harfli ülke kodunu girin.",
  "entity.document":
    "Ticaret unvanını ve numarayı gösteren bir belgenin resmini ekleyin (JPEG, PNG veya WebP, en fazla 5 MB).",
  "entity.limited": "Bu şirket bugün tüzel kişi bilgisini üç kez girdi. Yarın yeniden deneyin.",
  "entity.claimantLimited": "Bugün üç kez tüzel kişi bilgisi girdiniz. Yarın yeniden deneyin.",
  "entity.claimsLimited":
    "Bugün bu sayfanın sahiplenme istekleriyle beş tüzel kişi bilgisi girildi. Yarın yeniden deneyin.",
  "entity.sent":
    "UCK belgeyi girdiğiniz bilgilerle karşılaştırır. O zamana kadar sayfa tüzel kişinin bilinmediğini söyler.",
  "title.entitySent": "Kontrole gönderildi",
  "pledge.made": "Taahhüdünüz artık herkese açık: size ulaşan her şikâyet sayılır.",
  "pledge.withdrawn": "Taahhüdünüz geri çekildi. Sayfa bunu bugünün tarihiyle gösterir.",
  "pledge.inForce": "Bu şirketin taahhüdü zaten yürürlükte.",
  "pledge.none": "Bu şirketin geri çekilecek yürürlükte bir taahhüdü yok.",
  "pledge.repledgeFrom":
    "Geri çekilen bir taahhüt 30 gün sonra yeniden verilebilir: {day} tarihinden itibaren.",
  "pledge.withdrawFrom":
    "Bir taahhüt verildikten bir gün sonra geri çekilebilir: {day} tarihinden itibaren.",
  "title.outcomeRecorded": "Sonuç kaydedildi",
  "title.chooseOutcome": "Ne sonuç çıktığını seçin",
  "outcome.recorded": "Sonuç kaydedildi ve şikâyet sahibine bildirildi.",
  "outcome.category":
    "Lütfen ne sonuç çıktığını belirtin: bir açıklama, başka bir çözüm, müşteriniz değil ya da yinelenen şikâyet. Sürüyor denen bir yanıttan sonraki para iadesi henüz burada kaydedilmiyor.",
  "outcome.notInProgress":
    "Yalnızca hâlâ sürüyor denen bir yanıtın ardından sonucu kaydedilebilir.",
  "title.extortionReported": "Şantaj bildirildi",
  "claim.signIn": "Bu şirket sayfasını sahiplenmek için giriş yapın.",
  "claim.missing": "Lütfen hem e-posta adresini hem şirketin alan adını yazın.",
  "claim.invalid": "Lütfen geçerli bir e-posta adresi ve alan adı yazın.",
  "claim.claimed": "Bu şirket sayfası zaten sahiplenilmiş.",
  "claim.failed": "Sahiplenme talebi gönderilemedi. Lütfen yeniden deneyin.",
  "claim.mailFailed":
    "Talebiniz alındı, ancak doğrulama e-postası gönderilirken bir sorun oldu. Bir yönetici talebinizi elle inceleyecek.",
  "claim.sent":
    "{email} adresine bir doğrulama e-postası gönderildi. Doğrulamayı tamamlamak için gelen kutunuzu kontrol edip talimatları izleyin.",
  "claim.personalMailbox":
    "{domain} herkese posta kutusu veriyor; bu yüzden oradaki bir adres {company} şirketinde çalıştığınızı gösteremez. Şirketinizin kendi alan adındaki bir adresi kullanın.",
  "title.chooseCategory": "Yanıtınızın ne yaptığını seçin",
  "title.amountMissing": "Tutar eksik",
  "title.refundIsMonetary": "Geri ödeme parasal bir çözümdür",
  "respond.category":
    "Lütfen yanıtınızın ne yaptığını belirtin: açıklama, para iadesi, başka bir çözüm, hâlâ sürüyor, müşterimiz değil veya mükerrer.",
  "respond.amountNeeded":
    "Parasal çözüm bir geri ödemedir: lütfen tutarını, para birimini ve ödeneceği günü girin. Yazdıklarınız kaybolmadı.",
  "respond.refundNotMonetary":
    'Geri ödenecek bir tutar girdiniz: yanıtınızın ne yaptığı olarak "Parasal çözüm"ü seçin veya tutarı boş bırakın.',
  "respond.empty": "Göndermeden önce lütfen bir yanıt yazın.",
  "respond.limit": "Sınırınıza ulaştınız. Yanıt vermeye devam etmek için planınızı yükseltin.",
  "respond.claim": "Şikâyetlere yanıt vermek için bu şirket sayfasını sahiplenmeniz gerekir.",
  "respond.submitted": "Yanıtınız yayımlandı ve müşteriye haber verildi.",
  "respond.resolved": "Şikâyet sahibinden çözüldüğünü onaylaması istendi.",
  "respond.own":
    "Bu şikâyeti kendiniz yaptınız; bu yüzden şirket adına yanıtlayamaz ya da çözüldü olarak işaretleyemezsiniz.",
  "respond.already": "Bu şikâyetin zaten bir yanıtı var.",
  "respond.deletionDemand":
    "Bir yanıt ya da iade teklifi, şikâyetçiden şikâyetini silmesini, kaldırmasını ya da geri çekmesini isteyemez (metinde “{matched}” yazıyor). Bunu çıkarıp yeniden gönderin: yazdıklarınızın hepsi duruyor.",
  "resolve.notAnswered":
    "Yalnızca yanıtlanmış ve çözülmemiş şikâyetler çözüldü olarak işaretlenebilir.",
  "resolve.awaiting": 'Şikâyet sahibi son "Çözüldü" bildiriminize henüz yanıt vermedi.',
  "verdict.refundFirst":
    "Önce {amount} tutarını alıp almadığınızı belirtin: bir şikâyet, iadesi ulaştığında çözülmüş sayılır.",
  "verdict.refundMissing":
    "{amount} iadesinin ulaşmadığını söylediniz: önce ulaştığını belirtin ya da Hayır yanıtını verin.",
  "resolve.waits":
    "Müşteri iadenin ulaşmadığını söylüyor. Bu şikâyeti çözüldü olarak işaretlemeden önce yeni bir iade teklif edin ya da iadenin ulaştığını onaylamasını bekleyin.",
  "refund.amount": "İadeyi 40 ya da 40.50 gibi bir tutar olarak yazın.",
  "refund.currency": "İadenin para birimini seçin.",
  "refund.due": "İadenin ulaşacağı günü seçin: bugün ya da bir yıl içinde.",
  "refund.offered": "Müşteriye haber verildi; para ulaştığında onaylayacak.",
  "refund.refused":
    "Yalnızca müşterinin ulaşmadığını söylediği bir iade yeniden teklif edilebilir.",
  "contact.badAddress": "Lütfen geçerli bir e-posta adresi girin.",
  "contact.noCompany": "Bu şirket artık yok.",
  "contact.already": "{address} adresi {company} için zaten önerilmiş.",
  "contact.adminChecks":
    "Teşekkürler: herhangi bir şikâyet oraya gitmeden önce bir UCK yöneticisi {address} adresini kontrol edecek.",
  "contact.asked":
    "Teşekkürler: {address} adresinden, {company} adına şikâyet kabul ettiğini onaylamasını istedik. Onaylanana kadar oraya hiçbir şey gönderilmez.",
  "contact.reviewNotRole":
    "Teşekkürler: yalnızca bir şirketin kurumsal posta kutuları (support@, complaints@, …) kendini onaylayabilir; bu yüzden {address} incelenmesi için bir moderatöre gönderildi. Bir moderatör onaylamadan oraya hiçbir şey gönderilmez.",
  "contact.reviewPersonal":
    "Teşekkürler: {address} kişisel bir posta kutusu; ona gönderilen bir bağlantı şirkete ait olduğunu gösteremez. Adres incelenmesi için bir moderatöre gönderildi; bir moderatör onaylamadan oraya hiçbir şey gönderilmez.",
  "extortion.notMember":
    "Bir şikâyeti yalnızca şikâyet edilen şirketin çalışanları şantaj olarak bildirebilir.",
  "extortion.own": "Kendi şikâyetinizi bildiremezsiniz.",
  "extortion.already": "Bu şikâyeti zaten şantaj olarak bildirdiniz. Bir moderatör inceleyecek.",
  "extortion.tooShort": "Talebi yapıştırın ya da en az {min} karakterle anlatın.",
  "extortion.tooLong": "Talep {max} karakteri geçmesin.",
  "extortionAnswer.notAuthor": "Bir şantaj bildirimine yalnızca şikâyetin sahibi yanıt verebilir.",
  "extortionAnswer.nothing":
    "Bu şikâyette şu an yanıtlanacak bir şey yok: zaten yanıt verdiniz ya da sizi bekleyen bir bildirim veya karar yok.",
  "extortionAnswer.tooShort": "Açıklamanızı en az {min} karakterle yazın.",
  "escalationOutcome.notAuthor":
    "Şikâyet yükseltildikten sonra ne olduğunu yalnızca şikâyetin sahibi kaydedebilir.",
  "escalationOutcome.notEligible":
    "Sonuç, şikâyet yükseltildikten ya da şirketin cevabına Hayır dedikten sonra kaydedilebilir.",
  "escalationOutcome.tooMany": "Son 24 saatte {limit} sonuç kaydettiniz. Yarın yeniden deneyin.",
  "escalationOutcome.nothingToVerify":
    "Onaylanacak bir şey yok: sonuç değiştirildi, zaten onaylandı ya da henüz bir şey olmadığını söylüyor.",
  "escalationOutcome.notMember": "Bu sonucu yalnızca şirketin bir üyesi onaylayabilir.",
  "extortionAnswer.tooLong": "Açıklamanız {max} karakteri geçmesin.",
};
