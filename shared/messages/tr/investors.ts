import type { InvestorsMessages } from "../en/investors";

export const investorsTr: InvestorsMessages = {
  "investors.title": "Yatırımcı Merkezi",
  "investors.metaDescription":
    "UCK hazır, yayında ve onu işletecek bir platform sahibi arıyor: tanıtım, rakamlar ve 15 dakikalık bir görüşmenin nasıl ayarlanacağı.",
  "investors.heading": "Dünyanın şikâyet masası hazır. Bir sahibe ihtiyacı var.",
  "investors.intro":
    "UCK, müşterilerin şikâyetlerini herkesin önünde paylaştığı ve şirketlerin bunlara yanıt vermek için ödeme yaptığı, çalışan bir platformdur. Onu büyük ölçekte işletecek bir platform sahibi arıyoruz.",
  "investors.highlight.perComplaint": "bir şirketin ele aldığı şikâyet başına ödediği tutar",
  "investors.highlight.us": "ABD'deki şikâyetlerin %100'ünde yıllık",
  "investors.highlight.market": "küresel müşteri hizmetleri pazarı (tahmin)",
  "investors.letter.title": "Geleceğin sahibine bir mektup",
  "investors.letter.greeting": "Sevgili geleceğin sahibi,",
  "investors.letter.p1":
    "Her gün milyonlarca insan bir şirketle kötü bir deneyim yaşıyor ve bunu işe yarar bir yere koyamıyor. Bir destek kuyruğuna sesleniyor, vazgeçiyor ya da sessizce paralarını başka yere götürüyorlar. Şirket neyin yanlış gittiğini hiç öğrenmiyor ve bir sonraki müşteri aynı sorunla karşılaşıyor.",
  "investors.letter.p2":
    "UCK'yi bu şikâyetleri saklamak için kurduk: herkesin önünde, tek bir yerde, sayılmış ve yanıtlanmış olarak. Müşteriler ücretsiz paylaşır. Diğer müşteriler onları bir uck ile destekler. Şirketler sayfalarını sahiplenir ve yanıt vermek, çözmek ve öğrenmek için küçük bir tutar, şikâyet başına yaklaşık bir dolar öder.",
  "investors.letter.p3":
    "Ürün çalışıyor. Şimdi ihtiyacı olan şey erişim, bir satış ekibi ve insanların zaten güvendiği bir marka. Bunlar sizde var. Sizin zaten sahip olduğunuz dağıtımı kurmak için yıllar harcamak yerine UCK'yi onu her yere götürebilecek sahibe devretmeyi tercih ederiz.",
  "investors.letter.p4": "On beş dakikanızı ayırırsanız çok seviniriz.",
  "investors.letter.signature": "UCK kurucu ekibi",
  "investors.why": "Neden UCK?",
  "investors.why.built.title": "Hazır ve çalışıyor",
  "investors.why.built.text":
    "Şikâyetler, uck'lar, yorumlar, şirket sayfaları, sahiplenmeler, yanıtlar ve üst mercilere taşıma bugün yayında. İlk dolardan önce finanse edilecek bir yol haritası yok.",
  "investors.why.content.title": "İçeriği tüketiciler getiriyor",
  "investors.why.content.text":
    "Her şikâyeti bir müşteri ücretsiz yazar; her uck ve yorum onu daha görünür kılar. Platform her kötü deneyimle büyür.",
  "investors.why.pay.title": "Şirketlerin ödeme yapmak için bir nedeni var",
  "investors.why.pay.text":
    "Yanıtsız kalan herkese açık bir şikâyet şirkete müşteri kaybettirir. Sayfayı sahiplenip yanıt vermek, bulabileceği en ucuz çözümdür.",
  "investors.why.trust.title": "Güven baştan var",
  "investors.why.trust.text":
    "Doğrulanmış şirket hesapları, açık bir kullanıcı sözleşmesi, veri indirme ve silme, 48 saat yanıtsız kalan şikâyetlerin üst mercilere taşınması.",
  "investors.financials": "Finansal bilgiler",
  "investors.financials.intro":
    "Şirketler UCK'de ele aldıkları her şikâyet için yaklaşık 1 $ öder. Aşağıdaki rakamlar, bir bölgedeki her şirket her şikâyete yanıt verseydi elde edilecek yıllık geliri gösterir.",
  "investors.financials.swipe": "Kaynakları görmek için tabloyu yana kaydırın.",
  "investors.financials.caption":
    "Şikâyet başına 1 $ üzerinden bölgelere göre tahmini yıllık şikâyet ve gelir",
  "investors.financials.region": "Bölge",
  "investors.financials.complaints": "Yıllık şikâyet",
  "investors.financials.revenue": "Gelir",
  "investors.financials.source": "Kaynak",
  "investors.financials.us.region": "ABD",
  "investors.financials.us.complaints": "30 milyon",
  "investors.financials.us.source": "CFPB / BBB yıllık raporları (tahmin)",
  "investors.financials.eu.region": "BK/AB",
  "investors.financials.eu.complaints": "45 milyon",
  "investors.financials.eu.source": "BK ombudsman programları / ECC-Net raporları (tahmin)",
  "investors.financials.total": "Küresel toplam",
  "investors.financials.total.complaints": "300 milyon",
  "investors.financials.total.source": "UCK tahmini, yukarıdaki bölgelerden hareketle",
  "investors.financials.note":
    "Tüm rakamlar yuvarlanmış tahminlerdir ve tam katılımı varsayar (ABD'deki şikâyetlerin %100'ü için 30 milyon $). Yılda 338 milyar $ olduğu tahmin edilen küresel müşteri hizmetleri pazarının içinde yer alırlar.",
  "investors.fit": "Stratejik uyum",
  "investors.fit.intro":
    "UCK en çok, zaten bir kitlesi, bir satış örgütü ya da ikisi birden olan bir sahibin elinde değer kazanır.",
  "investors.fit.social.title": "Bir sosyal ağ ya da topluluk platformu için",
  "investors.fit.social.text":
    "UCK, markalar hakkında zaten konuşan bir kitleyi, şirketlerin yanıt vermek için ödeme yapacağı yapılandırılmış ve aranabilir bir kayda dönüştürür.",
  "investors.fit.marketplace.title": "Bir değerlendirme sitesi ya da pazar yeri işletmecisi için",
  "investors.fit.marketplace.text":
    "Şikâyetler puanların ve ilanların yanında doğal olarak yer alır; şirket hesapları da mevcut bir satış ekibine düzenli bir gelir kalemi ekler.",
  "investors.fit.cx.title": "Bir müşteri deneyimi yazılımı şirketi için",
  "investors.fit.cx.text":
    "Herkese açık şikâyetler destek hunisinin en üstüdür. Onlara sahip olmak, araçlarınızı yanıt vermesi gereken her şirketin önüne koyar.",
  "investors.launch": "Başlamaya hazır mısınız?",
  "investors.launch.text":
    "Size ürünü, rakamları ve bir devrin nasıl işleyeceğini göstermek için on beş dakika yeter. Size uyan bir zamanı seçin, gerisini biz hallederiz.",
  "investors.launch.call": "15 dakikalık bir tanıtım görüşmesi ayarlayın",
  "investors.launch.press": "Basında çıkanları okuyun",
};
