import type { ExtortionMessages } from "../en/extortion";

/** The extortion report's page in Turkish (see extortion.en.ts), with "siz". */
export const extortionTr: ExtortionMessages = {
  "extortion.metaTitle": "Şantajı bildir",
  "extortion.metaDescription":
    "Bir şikâyetin yazarının şikâyeti kaldırmak için karşılık istediğini UCK moderatörlerine bildirin.",
  "extortion.heading": "Şantajı bildir",
  "extortion.intro":
    "{company} hakkındaki bu şikâyetin yazarı, şikâyeti kaldırmak için sizden para gibi bir karşılık istediyse bunu kullanın. Talebi bir UCK moderatörü okur. Moderatör haklı bulursa yazarın her şikâyetinde bu belirtilir ve şirketin rakamları onları saymaz; şikâyetler okunabilir kalır. Moderatör incelerken şikâyet herkese açık kalır.",
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
};
