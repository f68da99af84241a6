import type { DiscoveryMessages } from "../en/discovery";

/** The discovery pages in Turkish (written for Turkish readers; names stay as written). */
export const discoveryTr: DiscoveryMessages = {
  "disc.timeWindow": "Zaman aralığı",
  "disc.last24h": "Son 24 saat",
  "disc.last7d": "Son 7 gün",
  "disc.last30d": "Son 30 gün",
  "disc.allTime": "Tüm zamanlar",
  "disc.login": "Giriş yap",
  "disc.register": "Kaydol",
  "disc.complaintsWord_one": "şikâyet",
  "disc.complaintsWord_other": "şikâyet",
  "trending.metaTitle": "Yükselen şikâyetler",
  "trending.metaDescription":
    "Son etkileşime göre sıralanan şikâyetler: uck'lar, yorumlar ve paylaşımlar; yeni olanlar daha ağır basar.",
  "trending.description": "Son zamanlarda en çok uck, yorum ve paylaşım alan şikâyetler.",
  "trending.howTitle": "Sıralama nasıl hesaplanıyor?",
  "trending.howScore": "Son {days} günde yazılan her şikâyet bir puan alır:",
  "trending.formula": "puan = (uck + 2 × yorum + 3 × paylaşım) ÷ (saat cinsinden yaş + 2)^1.5",
  "trending.howWeights":
    "Yorumlar ve paylaşımlar daha çok emek istediği için uck'tan fazla sayılır. Yaşa bölmek, yeni hareketliliğin eski toplamların önüne geçmesini sağlar: dünkü bir şikâyetin bu sabahkinin önüne geçmesi için onun kat kat fazlası etkileşim alması gerekir.",
  "trending.howLate":
    "Bir günden yeni hesaplardan, aynı anda tek bir ağ adresindeki birçok hesaptan gelen ya da hesapsız yapılan uck'lar, yorumlar ve paylaşımlar burada bir gün sonra sayılır. Şikâyetin kendisi onları hemen gösterir.",
  "trending.emptyTitle": "Henüz yükselen bir şikâyet yok",
  "trending.emptyText":
    "Son {days} günde yazılan şikâyetler uck, yorum ve paylaşım aldıkça burada görünür.",
  "viral.metaTitle": "Gündemdeki şikâyetler",
  "viral.metaDescription":
    "Şu anda en hızlı uck toplayan şikâyetler, saat başına uck sayısına göre.",
  "viral.description":
    "En hızlı uck toplayan şikâyetler: seçilen aralıkta alınan uck'lar, saat başına. Bir günden yeni hesaplardan ya da aynı anda tek bir ağ adresindeki birçok hesaptan gelen uck'lar bir gün sonra sayılır.",
  "viral.emptyTitle": "Şu anda gündemde olan bir şikâyet yok",
  "viral.emptyText": "Bu aralıkta uck toplayan şikâyetler burada görünür.",
  "resolved.description":
    "Şikâyetçinin, şirketin çözdüğünü onayladığı şikâyetler; en son çözülen başta.",
  "resolved.emptyTitle": "Henüz çözülen şikâyet yok",
  "resolved.emptyText": "Bir şikâyetçi, şirketin sorununu çözdüğünü onayladığında burada görünür.",
  "resolved.moneyLabel": "UCK sayesinde geri ödenen para: ",
  "resolved.noMoneyYet": "henüz onaylanan yok",
  "resolved.moneyNote":
    "(müşterilerin eline geçtiğini onayladığı, şirketle bağlantısı olmayan hesaplardan iadeler; {link})",
  "resolved.howCounted": "nasıl sayılıyor",
  "mostComplained.metaTitle": "En Çok Şikâyet Alan Şirketler",
  "mostComplained.metaDescription":
    "Son 7 günde, 30 günde ya da tüm zamanlarda UCK'de en çok herkese açık şikâyet alan şirketler.",
  "mostComplained.description": "Aldıkları şikâyet sayısına göre sıralanan şirketler.",
  "mostComplained.empty": "Bu dönemde hiç şikâyet yazılmadı.",
  "mostComplained.company": "Şirket",
  "mostComplained.answered": "yanıtlanan {rate}",
  "mostCommented.description":
    "UCK topluluğundan en çok yorum alan şikâyetler, en çok yorumlanan başta. Bir günden yeni hesaplardan ya da aynı anda tek bir ağ adresindeki birçok hesaptan gelen yorumlar bu sıralamada bir gün sonra sayılır.",
  "mostShared.description":
    "En çok paylaşılan şikâyetler, en çok paylaşılan başta. Bir günden yeni hesaplardan, aynı anda tek bir ağ adresindeki birçok hesaptan ya da hesapsız yapılan paylaşımlar bu sıralamada bir gün sonra sayılır.",
  "byCountry.metaDescription": "Yaşandıkları ülkeye göre gruplanan şikâyetler.",
  "byCountry.description": "Konumlarında adı geçen ülkeye göre gruplanan şikâyetler.",
  "byCountry.countries": "Ülkeler",
  "byCountry.heading": "Konumu {country} olan şikâyetler",
  "byCountry.emptyTitle": "Henüz konum belirten şikâyet yok",
  "byCountry.emptyText": "Bir şehir ya da ülke belirten şikâyetler burada görünür.",
  "byIndustry.metaTitle": "{industry} şikâyetleri",
  "byIndustry.description": "Hakkında oldukları şirketin sektörüne göre gruplanan şikâyetler.",
  "byIndustry.industries": "Sektörler",
  "byIndustry.companies_one": "{count} şirket",
  "byIndustry.companies_other": "{count} şirket",
  "byIndustry.complaints": "{count} şikâyet",
  "byIndustry.emptyTitle": "Bu sektörde henüz şikâyet yok",
  "byFriends.description": "Takip ettiğiniz kişilerin ve şirketlerin şikâyetleri, en yenisi başta.",
  "byFriends.signIn":
    "Takip ettiğiniz kişilerin ve şirketlerin şikâyetlerini görmek için lütfen giriş yapın.",
  "nearMe.metaTitle": "Yakınımdaki şikâyetler",
  "nearMe.metaDescription":
    "Yakınınızda yazılan şikâyetler, en yakını başta: konumunuzu paylaşın ya da şehrinizi yazın.",
  "nearMe.description": "Yakınınızda yazılan şikâyetler.",
  "nearMe.yourLocation": "konumunuz",
  "nearMe.unknownCity":
    "“{city}” için bir konum bulamadık. “Istanbul” ya da “London, UK” gibi en yakın büyük şehri deneyin.",
  "nearMe.refused":
    "Konum izni verilmedi. Bunun yerine aşağıya şehrinizi yazın ya da tarayıcınızın ayarlarından bu siteye konum izni verin.",
  "nearMe.timeout": "Konumunuzu bulmak çok uzun sürdü. Yeniden deneyin ya da şehrinizi yazın.",
  "nearMe.unavailable": "Konumunuz şu anda alınamıyor. Bunun yerine aşağıya şehrinizi yazın.",
  "nearMe.noGeolocation": "Bu tarayıcı konum paylaşamıyor. Aşağıya şehrinizi yazın.",
  "nearMe.locating": "Konumunuz bulunuyor...",
  "nearMe.useMyLocation": "Konumumu kullan",
  "nearMe.orCity": "Ya da şehriniz",
  "nearMe.cityPlaceholder": "ör. Istanbul",
  "nearMe.search": "Ara",
  "nearMe.distance": "Uzaklık",
  "nearMe.heading_one": "{place} çevresinde {radius} km içinde {count} şikâyet",
  "nearMe.heading_other": "{place} çevresinde {radius} km içinde {count} şikâyet",
  "nearMe.empty": "Bu kadar yakında henüz şikâyet yok. Daha geniş bir uzaklık deneyin.",
  "nearMe.underOneKm": "1 km'den yakın",
  "nearMe.kmAway": "{km} km uzakta",
  "nearMe.intro":
    "Çevrenizde yazılan şikâyetleri görmek için konumunuzu paylaşın ya da şehrinizi yazın. Konumunuz yalnızca bu arama için kullanılır ve saklanmaz.",
  "categories.metaDescription":
    "Konuya göre gruplanan şikâyetler: seyahat, kargo, internet ve telefon, bankacılık ve daha fazlası.",
  "categories.description": "Her şikâyet, kullandığı kelimelere göre bir konuya ayrılır.",
  "categories.count_one": "{count} şikâyet",
  "categories.count_other": "{count} şikâyet",
  "category.title": "{category} şikâyetleri",
  "category.mentions": "{keywords} gibi kelimeler geçen şikâyetler.",
  "category.other": "Başka hiçbir kategoriye uymayan şikâyetler.",
  "category.emptyTitle": "Bu kategoride henüz şikâyet yok",
};
