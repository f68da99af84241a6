import type { PressMessages } from "../en/press";

export const pressTr: PressMessages = {
  "press.title": "Basın ve Medya",
  "press.metaDescription":
    "Müşteri şikâyetleri için herkese açık platform UCK'den haberler ve basın bültenleri; gazeteciler, işletmeler ve yatırımcılar için iletişim bilgileriyle.",
  "press.newsroom": "Haber odası",
  "press.intro":
    "Müşteri şikâyetlerinin herkese açık adresi UCK'den son haberler. Gazeteciler bu bültenlerden alıntı yapabilir; ekibimiz daha fazlası için de seve seve yardımcı olur.",
  "press.releases": "Basın bültenleri",
  "press.contacts": "İletişim",
  "press.media.title": "Medya talepleri",
  "press.media.text": "Gazeteciler için röportajlar, açıklamalar, rakamlar ve arka plan bilgisi.",
  "press.business.title": "İş geliştirme",
  "press.business.text": "İş ortaklıkları, şirket hesapları ve tüketici örgütleri programı.",
  "press.investors.title": "Yatırımcı ilişkileri",
  "press.investors.text": "Sahiplik, finansal bilgiler ve kurucularla kısa bir tanıtım görüşmesi.",
  "press.read": "Haberi oku",
  "press.readLabel": "Haberi oku: {title}",
  "press.inEnglish": "Basın bültenlerimiz İngilizce yayımlanır.",
  "press.category.Product Launch": "Ürün lansmanı",
  "press.category.Industry News": "Sektör haberleri",
  "press.category.Technology": "Teknoloji",
  "press.category.Corporate News": "Kurumsal haberler",
  "press.category.Partnerships": "İş ortaklıkları",
  "press.readTime": "4 dk okuma",
  "press.backToInvestors": "Yatırımcı Merkezi'ne dön",
  "press.about.title": "UCK hakkında",
  "press.about.body":
    "UCK, tüketicilerin şirketler hakkında şikâyet yazdığı, birbirlerinin şikâyetlerini desteklediği ve şirketlerin herkesin önünde yanıt verdiğini gördüğü herkese açık bir platformdur. Tüketiciler için ücretsizdir. Medya talepleri: {address}.",
  "press.cta.title": "Bir şirketle kötü bir deneyim mi yaşadınız?",
  "press.cta.text": "Bir dakikada UCK'de paylaşın, şirket herkesin önünde yanıt versin.",
  "press.cta.button": "Şikâyet yaz",
  "press.more": "Basın odasından daha fazla haber",
};
