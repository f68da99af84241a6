import type { ExtortionMessages } from "../en/extortion";

/** The extortion report's page in Turkish (see extortion.en.ts), with "siz". */
export const extortionTr: ExtortionMessages = {
  "extortion.metaTitle": "Şantajı bildir",
  "extortion.metaDescription":
    "Bir şikâyetin yazarının şikâyeti kaldırmak için karşılık istediğini UCK moderatörlerine bildirin.",
  "extortion.heading": "Şantajı bildir",
  "extortion.intro":
    "{company} hakkındaki bu şikâyetin sahibi, şikâyeti kaldırmak için para gibi bir şey talep ettiyse bunu kullanın. Şikâyet sahibine haber verilir ve kendi açıklamasını yapabilir. Bir UCK moderatörü ikisini de okur. Onaylarsa bu şikâyet bunu belirtir ve şirket rakamlarına katılmaz; okunabilir kalır. İnceleme sürerken şikâyet herkese açık kalır.",
  "extortion.demand": "Talep",
  "extortion.demandHint":
    "Mesajı yapıştırın ya da anlatın: kim, ne için, ne zaman ve nasıl istedi. {min} ile {max} karakter arası.",
  "extortion.picture": "Talebin bir resmi (isteğe bağlı)",
  "extortion.pictureHint":
    "Mesajın ekran görüntüsü, en fazla 5 MB. Yalnızca UCK moderatörleri görür.",
  "extortion.kept": "Metniniz aşağıda duruyor; resmi yeniden seçin.",
  "extortion.sending": "Gönderiliyor...",
  "extortion.send": "Moderatörlere gönder",
  "extortion.back": "Şikâyete dön",
  "extortion.signIn": "Şantajı bildirmek için giriş yapın.",
  "extortion.reported": "Şantaj bildirildi",
  "extortion.sent":
    "UCK moderatörlerine gönderildi. Moderatörler talebi incelerken şikâyet herkese açık kalır.",
  "extortion.imageOnly": "Lütfen bir görsel dosyası seçin.",
  "extortion.tooLarge": "Dosya çok büyük: Lütfen 5 MB'tan küçük bir resim seçin.",
  "extortion.wrongType": "Geçersiz dosya türü: Lütfen bir resim dosyası seçin.",
  "extortionSide.metaTitle": "Şantaj bildirimine açıklamanız",
  "extortionSide.heading": "Sizin açıklamanız",
  "extortionSide.reported":
    "{company} üyelerinden biri, UCK moderatörlerine bu şikâyetin kaldırılması karşılığında ödeme talep etmek için kullanıldığını bildirdi. Ekledikleri:",
  "extortionSide.found":
    "Bir moderatör, bu şikâyetin kaldırılması karşılığında ödeme talep etmek için kullanıldığına karar verdi. Etiketle okunabilir kalıyor ve {company} rakamlarına katılmıyor.",
  "extortionSide.same": "Moderatör, başka bir şikâyetinizdeki talebin aynısını kaydetti: {note}",
  "extortionSide.introAnswer":
    "Moderatör karar vermeden önce bir kez yanıt verebilirsiniz. Yalnızca UCK moderatörleri okur.",
  "extortionSide.introAppeal":
    "Bir kez itiraz edebilirsiniz. Bir süper yönetici itirazınızı bildirimle birlikte okur; kabul ederse karar her yerden kaldırılır.",
  "extortionSide.text": "Sizin açıklamanız",
  "extortionSide.textHint": "Ne olduğunu kendi sözlerinizle yazın. {min} ile {max} karakter arası.",
  "extortionSide.picture": "Bunu gösteren bir resim (isteğe bağlı)",
  "extortionSide.send": "Yanıtımı gönder",
  "extortionSide.sendAppeal": "İtirazımı gönder",
  "extortionSide.sent": "Bir moderatör karar vermeden önce açıklamanızı okuyacak.",
  "extortionSide.appealSent": "İtirazınıza bir süper yönetici karar verecek.",
  "extortionSide.done": "Gönderildi",
  "extortionSide.yourAnswer": "Yanıtınız",
  "extortionSide.yourAppeal": "İtirazınız",
  "extortionSide.pending": "Bir süper yöneticinin kararını bekliyor.",
  "extortionSide.overturned": "Kabul edildi: karar kaldırıldı.",
  "extortionSide.kept": "Kabul edilmedi: karar geçerli.",
  "extortionSide.decisionNote": "Süper yöneticinin notu: {note}",
  "extortionSide.signIn": "Açıklama yapmak için lütfen giriş yapın.",
};
