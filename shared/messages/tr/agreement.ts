import type { AgreementMessages } from "../en/agreement";

export const agreementTr: AgreementMessages = {
  "agreement.title": "Kullanıcı Sözleşmesi",
  "agreement.metaDescription":
    "UCK'de paylaşım kuralları: yaş sınırı, neler paylaşabileceğiniz, şirket sayfaları, ihlaller ve verileriniz.",
  "agreement.updated": "Son güncelleme: 13 Mayıs 2025",
  "agreement.what.title": "1. UCK nedir",
  "agreement.what.body":
    "UCK, tüketicilerin şirketler hakkında şikâyet yazdığı ve şirketlerin bu şikâyetlere yanıt verebildiği herkese açık bir platformdur. UCK'de paylaştığınız her şey herkese açıktır.",
  "agreement.account.title": "2. Hesabınız",
  "agreement.account.body":
    "UCK'yi kullanmak için en az 13 yaşında olmalısınız. Şifrenizi kimseyle paylaşmayın; hesabınızdan paylaşılan her şeyden siz sorumlusunuz.",
  "agreement.posts.title": "3. Neler paylaşabilirsiniz",
  "agreement.posts.body":
    "Kendi, dürüst deneyiminizi paylaşın. Başkalarının kişisel verilerini (adres, telefon numarası, hesap numarası), tehdit, nefret söylemi, spam ya da hukuka aykırı herhangi bir şeyi paylaşmayın. Bir şirketin ya da başka bir kişinin kimliğine bürünmeyin.",
  "agreement.companies.title": "4. Şirketler",
  "agreement.companies.body":
    "Bir şirket, kendi alan adındaki bir adresi doğruladıktan sonra sayfasını sahiplenebilir. Şirket yanıtları herkese açıktır ve doğru olmak zorundadır; teklif edilen geri ödemeler şirketin kendi taahhüdüdür.",
  "agreement.breaches.title": "5. İhlaller",
  "agreement.breaches.body":
    "Bu sözleşmenin ihlali, hesabın ve verilerinin derhal silinmesine ve kullanılan IP adreslerinin üç ay süreyle engellenmesine yol açar.",
  "agreement.data.title": "6. Verileriniz",
  "agreement.data.body":
    "Verilerinizin bir kopyasını indirmeyi ya da silinmesini dilediğiniz zaman isteyebilirsiniz. Silme talebi 7 gün içinde yerine getirilir. Neleri neden sakladığımızı Gizlilik Politikası açıklar.",
};
