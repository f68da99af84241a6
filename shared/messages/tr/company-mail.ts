import type { CompanyMailMessages } from "../en/company-mail";

/** The company mail page in Turkish (see company-mail.en.ts), with "siz". */
export const companyMailTr: CompanyMailMessages = {
  "companyMail.title": "Şirketlere giden e-postalar",
  "companyMail.description":
    "UCK'nin bir şirket adresine gönderdiği e-postaları durdurun ya da adresi onaylayın.",
  "companyMail.invalid":
    "Bu bağlantı geçerli değil. Lütfen yeni bir e-postadaki bağlantıyı kullanın.",
  "companyMail.ask.stop":
    "UCK, {address} adresine şikâyet e-postası göndermeyi bıraksın mı? {company} ile ilgili oraya artık hiçbir şey gönderilmez.",
  "companyMail.ask.not-ours":
    "{address} adresi {company} şirketine ait değil mi? UCK, {company} hakkındaki şikâyetleri hiç kimse için bir daha oraya göndermez.",
  "companyMail.ask.confirm":
    "{company}, şikâyetleri {address} adresinden mi alıyor? Bundan sonra {company} hakkındaki her yeni şikâyet oraya gönderilir, herhangi bir 24 saatte, türü ne olursa olsun, UCK'den en fazla bir e-posta.",
  "companyMail.button.stop": "Bu e-postaları durdur",
  "companyMail.button.not-ours": "Bu adres bizim değil",
  "companyMail.button.confirm": "Evet, şikâyetleri buraya gönderin",
  "companyMail.done.stop": "Tamam: UCK, {address} adresine artık hiçbir şey göndermeyecek.",
  "companyMail.done.not-ours":
    "Tamam: {address} adresi artık hiç kimse için {company} adına kullanılmıyor. Bildirdiğiniz için teşekkürler.",
  "companyMail.done.confirm":
    "Tamam: {company} hakkındaki şikâyetler {address} adresine gönderilecek, herhangi bir 24 saatte, türü ne olursa olsun, UCK'den en fazla bir e-posta.",
  "companyMail.review":
    "{address} kendini onaylayamaz: kişisel bir posta kutusu ya da bir kişinin adresi olduğu için {company} hakkındaki şikâyetler oraya gitmeden önce bir moderatör inceler.",
  "companyMail.onUck": "UCK'de {company}",
};
