import type { CreateMessages } from "../en/create";
import { clocksTr } from "./clocks";
import { groupTr } from "./group";
import { resolutionTr } from "./resolution";

/** /create in Turkish: written for Turkish readers ("siz"), not word for word. */
export const createTr: CreateMessages = {
  "create.heading": "Şikâyet Yaz",
  "create.authRequired": "Giriş yapmanız gerekiyor",
  "create.authText":
    "Şikâyetinizi şimdiden yazabilirsiniz; yayımlamak için lütfen {login} ya da {register}. Taslağınız saklanır.",
  "create.authLogIn": "giriş yapın",
  "create.authRegister": "kayıt olun",
  "create.openYourComplaint": "Şikâyetinizi açın",
  "create.yourComplaint": "Şikâyetiniz",
  "create.textPlaceholder":
    "Ne oldu? Tarihler, sipariş numaraları ve şirketten ne beklediğiniz işe yarar.",
  "create.location": "Konum (isteğe bağlı)",
  "create.locationPlaceholder": "Şehir, Ülke",
  "create.sendToVenue":
    "Şirket 48 saat içinde yanıt vermezse dosyamı benim adıma, durumuma bakan tüketici kurumuna gönder (şikâyetleri e-postayla kabul ediyorsa; yanıt için adresim eklenir). Gönderilip gönderilmediği şikâyet sayfasında yazar.",
  "create.showName": "Adımı herkese açık göster",
  "create.showNameNote":
    "Kapalıyken herkes yalnızca baş harflerinizi ve sade bir avatar görür, profilinize bağlantı olmaz. Şirket, dosyanızın gittiği makamlar ve siz adınızı görmeye devam edersiniz. Bunu daha sonra şikâyetin sayfasında değiştirebilirsiniz.",
  "create.submitting": "Gönderiliyor…",
  "create.uploadingPhoto": "Fotoğraf yükleniyor…",
  "create.submit": "Şikâyeti gönder",
  "create.draftNote":
    "Taslağınız yalnızca hesabınız için, gönderilene ya da oturumu kapatana kadar bu cihazda saklanır; çevrimdışıyken ya da başka bir sekmede de (fotoğraf 23 saat).",
  "create.sentToCompanyNote":
    "Şikâyetiniz herkesin okuyabileceği şekilde yayımlanır; ilk satırı ve bağlantısı, UCK'nin ulaşabildiği her yoldan şirkete iletilir: UCK'deki sayfasını yönetenlere ya da şikâyet adresine e-postayla. Ne zaman gönderildiği ya da neden henüz gönderilmediği şikâyetin sayfasında yazar.",
  "create.dialogTitle": "Giriş yapmanız gerekiyor",
  "create.dialogText":
    "Şikâyetinizi yayımlamak için giriş yapın ya da kayıt olun. Taslağınız saklanır.",
  "create.register": "Kayıt ol",
  "create.login": "Giriş yap",
  "create.backOnline": "Yeniden çevrimiçisiniz",
  "create.backOnlineText": "Şikâyetiniz hâlâ burada. Şimdi gönderilsin mi?",
  // Submitted with the network gone: not a failure to report.
  "create.offline": "Çevrimdışısınız",
  "create.offlineText":
    "Şikâyetiniz gönderilmedi ve bu cihazda saklanıyor. Yeniden çevrimiçi olduğunuzda göndermeyi önereceğiz.",
  "filed.title": "Şikâyet başarıyla gönderildi!",
  "filed.description": "{published} {reach}",
  "filed.published": "Şikâyetin yayımlandı ve artık aramalarda bulunabiliyor.",
  "filed.siliconValley": "Şikâyetin Silikon Vadisi genelinde daha görünür biçimde yayımlandı.",
  "filed.siliconValleyCeo":
    "Şikâyetin Silikon Vadisi genelinde daha görünür biçimde yayımlandı ve {company} şirketinin {title} unvanlı yöneticisi {ceo} etiketlendi.",
  "filed.members": "Şirketler hemen bilgilendirilecek.",
  "filed.mailNow":
    "Şikâyetin tamamı, neyin çözeceği ve tutarıyla birlikte {company} şirketine {address} adresinden gönderiliyor.",
  "filed.accountCap":
    "Şikâyetlerin bugün UCK'nin şirketlere gönderdiği e-postalardaki payını doldurdu; bu şikâyet {company} şirketine, pay boşaldığında sonraki bir e-postayla gidecek.",
  "filed.unreachable":
    "{company} şirketine gönderilmedi: {reason} Sayfayı sahiplenmek ya da şikâyet adresini önermek bunu değiştirir.",
  "create.sendComplaint": "Şikâyeti gönder",
  "create.lookupFailed": "Şirket aranırken hata oluştu",
  "create.lookupFailedText":
    "Şirket bilgileri bulunamadı. Yeniden deneyin ya da şirketin alan adını girin.",
  "create.lookupNotFound": "Şirket bilgileri bulunamadı.",
  "create.searchingCompany": "Şirket aranıyor...",
  "create.companyFound": "Şirket bulundu!",
  "create.companyCreated": "Şirket eklendi!",
  "create.domainRequired": "Alan adı gerekli",
  "create.domainRequiredText": "Aramak için şirketin alan adını girin.",
  "create.change": "Değiştir",
  "create.findCompany": "Şirketi bulun",
  "create.searchByName": "Adıyla Ara",
  "create.enterDomain": "Alan Adı Gir",
  "create.companyName": "Şirket adı",
  "create.companyNamePlaceholder": "ör. Türk Hava Yolları",
  "create.whichCompany": "Hangi şirketi kastediyorsunuz?",
  "create.websiteDomain": "Şirketin web sitesi alan adı",
  "create.websiteDomainHint": "Yalnızca UCK şirketin adını henüz tanımıyorsa gerekir.",
  "create.domainPlaceholder": "ör. thy.com",
  "create.searching": "Aranıyor…",
  "create.noMatch":
    "“{name}” adında bir şirket henüz kayıtlı değil. Web sitesinin alan adını girin, UCK şirketi eklesin.",
  "create.companyDomain": "Şirketin alan adı",
  "create.search": "Ara",
  "create.fileTooLarge": "Dosya çok büyük",
  "create.fileTooLargeText": "Lütfen 5 MB'tan küçük bir görsel seçin.",
  "create.invalidFileType": "Geçersiz dosya türü",
  "create.invalidFileTypeText": "Lütfen bir görsel dosyası seçin.",
  "create.imageUploaded": "Görsel yüklendi",
  "create.photo": "Fotoğraf (isteğe bağlı)",
  "create.photoSelected": "Seçilen fotoğraf",
  "create.removeImage": "Görseli kaldır",
  "create.uploading": "Yükleniyor…",
  "create.addPhoto": "Fotoğraf ekle (en fazla 5 MB)",
  "create.noGeolocation": "Bu tarayıcı konum paylaşamıyor.",
  "create.positionRefused": "Konum izni verilmedi; şikâyette yazdığınız yer kullanılacak.",
  "create.positionUnavailable": "Konumunuz şu anda alınamıyor; yazdığınız yer kullanılacak.",
  "create.positionAdded": "Konum eklendi ({latitude}, {longitude})",
  "create.remove": "Kaldır",
  "create.findingPosition": "Konumunuz bulunuyor...",
  "create.addPosition": "Şu anki konumumu ekle",
  "create.optional": "(isteğe bağlı)",
  "create.similarHeading": "Benzer şikâyetler",
  "create.checkSimilar": "Benzer şikâyetlere bak",
  "create.similarNoCompany":
    "Benzer şikâyetlere bakmak için şirketin adını yazın (ya da web sitesinin alan adını girin).",
  "create.similarNoText":
    "{company} hakkındaki benzer şikâyetlere bakmak için şikâyetinizden birkaç kelime yazın.",
  "create.similarNone": "Son 90 günde {company} hakkında sizinkine benzeyen açık bir şikâyet yok.",
  "create.similarFound_one": "{company} hakkında 1 açık şikâyet sizinkine benziyor",
  "create.similarFound_other": "{company} hakkında {count} açık şikâyet sizinkine benziyor",
  "create.similarExplain":
    "(son 90 günden, en çok benzeyen en fazla {max} şikâyet). Sizin sorununuz da buysa “Bu sorun bende de var” şikâyetinizi yukarıda yazdığınız gibi gönderir ve onunla birlikte sayılır: sizinki kendi 48 saatlik süresini, yanıtlarını ve durumunu korur.",
  "create.filed": "{date} tarihinde yazıldı",
  "create.readIt": "Oku",
  "create.problemToo": "Bu sorun bende de var",
  "create.problem.uploadFailed.title": "Yükleme başarısız",
  "create.problem.uploadFailed.description":
    "Görseliniz yüklenirken bir hata oluştu. Lütfen yeniden deneyin.",
  "create.problem.submitFailed.title": "Şikâyet gönderilemedi",
  "create.problem.submitFailed.description":
    "Lütfen yeniden deneyin; sorun sürerse destek ekibine yazın.",
  "create.problem.companyName.title": "Şirket adı gerekli",
  "create.problem.companyName.description":
    "Lütfen şikâyetinizin ilgili olduğu şirketin adını yazın.",
  "create.problem.companyNameControl.title": "Geçersiz şirket adı",
  "create.problem.companyNameControl.description": "Şirket adı denetim karakterleri içeremez.",
  "create.problem.text.title": "Şikâyet metni gerekli",
  "create.problem.text.description": "Lütfen şikâyetinizi anlatın.",
  "create.problem.domain.title": "Şirketin alan adı gerekli",
  "create.problem.domain.description":
    "Şikâyetinizi tamamlamak için şirketi alan adıyla arayın ya da arama sonuçlarından seçin.",
  "create.problem.tooLong.title": "Şikâyet çok uzun",
  "create.problem.tooLong.description":
    "Lütfen şikâyetinizi {max} karakteri geçmeyecek şekilde yazın.",
  "create.problem.location.title": "Konum çok uzun",
  "create.problem.location.description": "Lütfen konumu {max} karakteri geçmeyecek şekilde yazın.",
  "create.problem.unauthenticated.title": "Giriş yapmanız gerekiyor",
  "create.problem.unauthenticated.description": "Şikâyet göndermek için lütfen giriş yapın.",
  ...resolutionTr,
  ...groupTr,
  ...clocksTr,
};
