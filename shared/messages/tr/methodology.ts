import type { MethodologyMessages } from "../en/methodology";

export const methodologyTr: MethodologyMessages = {
  "methodology.title": "Sayılar nasıl hesaplanır",
  "methodology.metaDescription":
    "UCK'nin şirket sayfalarındaki her sayının, rozetin, Yükselenler ve Gündemdekiler listelerinin tam tanımları; her biri sürümüyle birlikte.",
  "methodology.intro":
    'Bir şirket sayfasındaki her sayı, o şirketin herkese açık şikâyetlerinden ve her şirket için aynı yöntemle hesaplanır. {minSample} veriden az olduğunda sayfa bir sayı göstermek yerine "Henüz yeterli veri yok" der. Yüzdeler tam sayıya yuvarlanır; süreler dakika, saat ve gün olarak verilir.',
  "methodology.version": "Sürüm {version} · değişiklik: {changed}",
  "methodology.day26": "26 Kasım 2026",
  "methodology.day27": "27 Kasım 2026",
  "methodology.day29": "29 Kasım 2026",
  "methodology.total.name": "Toplam şikâyet",
  "methodology.total.body": "Şirket hakkında yazılmış ve hâlâ herkese açık olan her şikâyet.",
  "methodology.responseRate.name": "Yanıt oranı",
  "methodology.responseRate.formula": "yanıtlanan ÷ toplam şikâyet × 100",
  "methodology.responseRate.body":
    "{c1}; yanıtlanan, şirketin bir yanıt yazdığı şikâyet demektir. Hiç şikâyet yoksa %0'dır.",
  "methodology.resolutionRate.name": "Çözüm oranı",
  "methodology.resolutionRate.formula":
    "şikâyet sahibinin çözüldüğünü onayladığı şikâyetler ÷ sayılacak bir sonucu olan şikâyetler × 100",
  "methodology.resolutionRate.body":
    '{c1}. Bir şikâyet yalnızca sahibi öyle dediğinde çözülmüş olur: bir üyenin "Çözüldü olarak işaretle" demesi şirketin iddiasıdır; şikâyet sahibine sorulur (7 ve 21 gün sonra hatırlatılır). Sayılacak sonuç şunlardır: onaylanmış bir şikâyet, 30 gün içinde kimsenin yanıtlamadığı bir iddia (şikâyet sahibinin kararı olmadan kapanır: sayılır, ama asla çözüldü olarak değil) ya da 30 günden önce açılmış ve bir iddiaya yanıt beklemeyen bir şikâyet. Hâlâ yanıt bekleyen iddialar dışarıda bırakılır ve şikâyet sahibini bekleyenler olarak ayrıca gösterilir. 29 Kasım 2026\'ya kadar bu oran, herhangi birinin çözüldü olarak işaretlediği şikâyetler ÷ tüm şikâyetlerdi.',
  "methodology.responseTime.name": "Yanıt süresi",
  "methodology.responseTime.body":
    "Yanıtlanan her şikâyet için şikâyetin yazılmasından şirketin yanıtına kadar geçen süre. Sayfa ortalamayı, medyanı (ortadaki değer; değer sayısı çiftse ortadaki iki değerin ortalaması) ve en yakın sıra yöntemiyle 90. yüzdelik dilimi gösterir: süreler sıralanır, {c1} sırasındaki süre alınır; yani on yanıttan dokuzu en az bu kadar hızlı gelmiştir. {minSample} yanıtlanmış şikâyetten itibaren gösterilir. Sürüm 2 ile 90. yüzdelik dilim eklendi.",
  "methodology.satisfaction.name": "Memnuniyet",
  "methodology.satisfaction.formula": '"Evet" kararları ÷ tüm kararlar × 100',
  "methodology.satisfaction.body":
    "{c1}: bir yanıttan sonra şikâyet sahibi memnun olup olmadığını söyler; kararı olmayan şikâyetler sayılmaz. {minSample} karardan itibaren gösterilir.",
  "methodology.sla.name": "{hours} saat içinde yanıtlanan (SLA)",
  "methodology.sla.formula":
    "{hours} saat içinde yanıtlanan ÷ değerlendirilebilen şikâyetler × 100",
  "methodology.sla.body":
    "{c1}. Bir şikâyet, yanıtlandığında ya da {hours} saatlik olduğunda değerlendirilebilir; böylece yeni ve henüz yanıtlanmamış bir şikâyet şirketin aleyhine asla sayılmaz. Yanıtlanmayan bir şikâyet {hours} saat sonra üst mercilere taşınır.",
  "methodology.timely.name": "Şirkete gönderilme ve zamanında yanıt",
  "methodology.timely.body":
    "{c1}, şirketin şikâyetten haberdar edildiği andır: sayfasını UCK'de yöneten kişiler varsa hemen (bildirimlerinde görürler), yoksa şikâyeti şirketin onaylanmış şikâyet adresine ya da müşteri hizmetleri posta kutusuna (alan adındaki support@ adresi) taşıyan e-postanın gönderildiği an; bir şirkete en fazla günde bir e-posta gider. {c2} (CFPB'nin \"zamanında yanıt\" ölçütü), şirketin ilk yanıtı {c1} anından sonraki {hours} saat içinde geldiyse evet, bu süre yanıtsız geçtiyse hayır, süre işlerken ya da şikâyet hiç gönderilmediyse boştur. İkisi de API'de ve açık veride yer alır.",
  "methodology.pledge.name": "Zamanında yanıt taahhüdü",
  "methodology.pledge.body":
    'Sahiplenilmiş bir şirket sayfasının sahibi her şikâyet için iki şey taahhüt edebilir: {c1} anından sonraki {hours} saat içinde ilk yanıt ve {days} gün, yani {c1} anından sonra milisaniyesine kadar {days} × 24 saat içinde bir sonuç kategorisi ("sürüyor" dışında herhangi biri) (48:00:00\'da gelen yanıt taahhüdü tutar, 48:00:01\'de gelen bozar). Bir şikâyet, taahhüt yürürlükteyken (verildiği andan geri çekildiği ana kadar, o an hariç) şirkete ulaştıysa, son 12 ay içindeyse ve iki süresi de karşılandıysa ya da biri o olmadan kapandıysa sayılır. Süreleri hâlâ işleyen şikâyet bekler; geri çekmeden sonra şirkete ulaşan hiç sayılmaz, önce ulaşan ise sonra da sayılmaya devam eder. Kaldırılan şikâyetler ve bir moderatörün para istemek için kullanıldığını tespit ettikleri, her rakamda olduğu gibi dışarıda kalır. Sayfa, rozet ve API aynı "{date} tarihinden beri taahhütlü: {m} şikâyetin {n} tanesinde tutuldu (%{x})" bilgisini gösterir.',
  "methodology.pledge.changes":
    "Sahip, taahhüdü verdikten bir gün sonra geri çekebilir ve geri çektikten 30 gün sonra yeniden verebilir; böylece bir şirket kaçıracağını düşündüğü bir şikâyet için taahhütten çıkamaz. Her dönem, tarihleriyle sayfada ve API'de kalır.",
  "methodology.outcomes.name": "Yükseltmeden sonra ne oldu",
  "methodology.outcomes.body":
    'Yükseltilen ya da şirketin cevabına Hayır dediği bir şikâyetin sahibi sonucunu kaydedebilir: merci haklı buldu ya da bulmadı, taraflar uzlaştı, kart şirketi ters ibrazı iade etti ya da reddetti, kredi kartı şirketi ödedi (75. madde), şirket mektuptan sonra ödedi ya da henüz bir şey yok; para ödendiyse tutarı, günü ve yalnızca UCK moderatörlerinin gördüğü kanıtla. Yalnızca doğrulandığında sayılır: şirketin bir üyesi şikâyet üzerinde onaylar ya da bir UCK moderatörü kanıtı kontrol eder. Ardından iade sayma kuralları uygulanır: şirketin bir üyesinin, şikâyet ettiğinde bir günden yeni bir hesabın ya da son 30 günde şirket üyeleriyle aynı ağ adresini paylaşmış bir hesabın kaydettiği sonuç sayılmaz; olağandan çok yüksek bir tutar bir moderatörü bekler. "şirket aleyhine haklı bulunan yükseltmeler: m sonuçtan n": n, mercinin haklı bulmasını, uzlaşmayı, kazanılan ters ibrazı, 75. madde ödemesini ve mektuptan sonra ödemeyi sayar; m bunları ve mercinin haklı bulmamasını ve reddedilen ters ibrazı sayar; "henüz bir şey yok" hiçbirinde değildir. Her şikâyet güncel sonucuyla bir kez sayılır. Bildirilen ama doğrulanmayan bir sonuç, şikâyetinde şikâyet sahibinin bildirdiği olarak görünür ve hiçbir yerde sayılmaz.',
  "methodology.outcomes.money":
    "Kanala göre geri ödenen para, para birimine göre toplanır: şirket iadeleri (müşterilerin onayladığı, yukarıda geri ödenen para altında sayılan iadeler), mektuptan sonra ödenenler, ters ibrazlar, kredi kartı talepleri (75. madde) ve kararlar ya da uzlaşmalar; her biri sayılan doğrulanmış sonuçlardan.",
  "methodology.money.name": "İade edilen para",
  "methodology.money.formula": "şikâyet sahiplerinin aldığını onayladığı iadelerin toplamı",
  "methodology.money.body":
    '{c1}, para birimine göre (asla çevrilmez). Şirket bir iadeyi yanıtıyla birlikte kaydeder: tutar, para birimi ve paranın ulaşacağı gün. İade ancak şikâyet sahibi "Ulaştı" dediğinde sayılır; o zamana kadar onay bekler, günü geçip yanıt gelmezse gecikmiş olarak işaretlenir. Şikâyet sahibinin ulaşmadığını söylediği iade ayrı sayılır. Sitenin Çözülenler sayfasındaki toplam, her şirketin onaylanmış iadelerini para birimine göre toplar.',
  "methodology.money.counts":
    'Onaylanmış bir iade yalnızca şu durumda sayılır: şikâyet sahibi şirketin bir üyesi değilse, son {days} gün içinde şirket üyelerinden biriyle aynı ağ adresinden oturum açmamışsa (adresler değil, anahtarlı özetleri karşılaştırılır) ve iade teklif edildiğinde hesabı en az bir günlükse. Şirketin olağan iadelerinin çok üstündeki bir tutar (o para birimindeki sayılan iadelerinin medyanının {factor} katından fazlası ya da şirketin {history} iadeden azı varken yaklaşık 2.000 USD) UCK onu inceledikten sonra sayılır; o zamana kadar şikâyette "inceleme bekliyor" yazar. Sayılmayan bir iade de şikâyetinde, şikâyet sahibinin söylediği gibi görünmeye devam eder.',
  "methodology.badge.name": "Şirket rozeti",
  "methodology.badge.body":
    "Yukarıda tanımlandığı gibi toplam şikâyet, yanıt oranı ve medyan yanıt süresi; son {days} günde yazılan şikâyetlerin her zaman tamamı üzerinden: bir şirket rozetinin hangi şikâyetleri sayacağını seçemez.",
  "methodology.flood.name": "Olağan dışı hareketlilik ve işaretli aralıklar hariç ölçümler",
  "methodology.flood.formula": "max({min}, {factor} × medyan)",
  "methodology.flood.opens":
    "Her saat, her şirketin son 24 saati kendi olağan günüyle, yani önceki {baseline} gündeki günlük şikâyet sayısının medyanıyla karşılaştırılır. Şunlardan biri gerçekleştiğinde bir olağan dışı hareketlilik aralığı açılır: en az {c1} şikâyet; şikâyetlerinde en az {ucks} uck ve bunların yarısı ya da fazlası bir günden yeni hesaplardan; 7 günden yeni (ya da aynı ağ adresini paylaşan) {accounts} veya daha fazla hesabın neredeyse aynı metinleri yazması (kelime 3'lülerinin en az %{percent} örtüşmesi). Aralık, geçerli olan bir kuralın ilk olayıyla başlar: günün ilk şikâyeti, ilk yeni hesap uck'ı ya da birbirinin neredeyse aynısı ilk şikâyet. Aralık bir kural geçerli olduğu sürece açık kalır ve kuralın son geçerli olduğu andan {clearHours} saat sonra kendiliğinden kapanır; bir moderatör onu daha önce kapatabilir ya da onaylayabilir.",
  "methodology.flood.without": "işaretli aralıklar hariç",
  "methodology.flood.shown":
    "Bir aralıktaki hiçbir şey gizlenmez ya da silinmez ve aralık şikâyetleri yargılar, onlara verilen uckları değil. Bir şikâyet kuralı geçerli olduğunda (çok sayıda şikâyet ya da birbirinin neredeyse aynısı metinler) aralıkta yazılan her şikâyet yalnızca kendisi şüpheliyse işaretlenir: hesabı yazdığında 7 günden yeniydi, hesabı aralığın başka bir yazarıyla aynı ağ adresini paylaşıyor ya da metni {accounts} veya daha fazla hesabın şikâyetleriyle neredeyse aynı. Yeni hesapların uckları sıralamalarda zaten ancak bu hesaplar eskidikçe sayılır; verildikleri şikâyeti asla işaretlemez ve yalnızca yeni hesap ucklarından oluşan bir aralık hiçbir şikâyeti işaretlemez. Bir aralık açıkken ya da bir moderatör onu onayladıktan sonra şirket sayfası ve API ölçümleri iki kez gösterir: tüm şikâyetler üzerinden ve {c1}; yani aynı formüller, böyle bir aralığın işaretlemediği şikâyetler ve bunların iadeleri üzerinden. Kapatılmış bir aralık diğer günler gibi sayılır.",
  "methodology.groups.name": "Aynı sorunu yaşayanlar",
  "methodology.groups.formula": "kelime 3'lülerinin Jaccard benzerliği ≥ {threshold}",
  "methodology.groups.joins":
    "Bir şikâyet “Bu sorun bende de var” ile bir gruba ancak sözleri grubunkilere benzediğinde katılır: seçilen şikâyete ve grubun ilk şikâyetine karşı {c1}; şikâyet formundaki önerileri seçen kuralın aynısı. Bir grup asla birleştirme değildir: her şikâyet kendi süresini, yanıtlarını ve durumunu korur.",
  "methodology.groups.counts":
    "“Bu sorunu yaşayan kişiler” gruptaki şikâyet sahibi her hesabı bir kez ve ancak hesap {hours} saatlik olduktan sonra sayar; bu, hesabın uck'larının sıralamaları etkilediği yaştır. Daha yeni bir hesabın şikâyeti grupta gösterilir ve hesabı bu yaşa ulaştığında sayılır. “Bu hafta” ve “çözüldü” bu hesapların şikâyetlerini sayar. Şirket sayfası gruplarını en çok sayılan kişiden başlayarak gösterir; her grubu, sayılan bir hesabın en çok uck alan şikâyetiyle anar.",
  "methodology.reputation.name": "Bir uck sıralamalarda nasıl sayılır",
  "methodology.reputation.formula": "min(tam hafta cinsinden yaş, {weeks}) ÷ {weeks} × etkinlik",
  "methodology.reputation.body":
    "Her uck şikâyetinde hemen görünür. Yükselenler, Gündemdekiler ve en çok uck alanlar sıralamasında bir uck, orada sayılmaya başladığı anda hesabının itibarı kadar sayılır: {c1}, 0 ile 1 arasında. Doğrulanmış e-posta adresi olmayan ya da ilk haftasındaki bir hesap 0 sayılır; her tam haftayla biraz daha fazla sayılır ve {weeks} haftadan itibaren tam sayılır. Etkinlik, hesap bir şikâyet yazmışsa ya da başka bir hesabın uck verdiği bir yorum yazmışsa 1, yalnızca uck vermişse {quiet} olur.",
  "methodology.reputation.cohort":
    "Aynı saat içinde açılan hesaplar bir şikâyet için tek hesap sayılır: içlerinden şikâyete ilk uck veren itibarı kadar sayılır, diğerleri 0 sayılır. Bir günden yeni hesapların uckları ve tek bir ağ adresinden bir anda gelen çok sayıda uck, verildikten {hours} saat sonra sayılmaya başlar. Bu kuraldan önce sayılan ucklar bir kez bu kurala göre yeniden sayıldı.",
  "methodology.trending.name": "Yükselenler",
  "methodology.trending.formula": "(uck + 2 × yorum + 3 × paylaşım) ÷ (saat cinsinden yaş + 2)^1.5",
  "methodology.trending.body":
    "Son {days} günün şikâyetleri, {c1} ile sıralanır; böylece yeni hareketlilik eski toplamların önüne geçer. Ucklar, yukarıda anlatıldığı gibi ağırlıklarıyla sayılır.",
  "methodology.viral.name": "Gündemdekiler",
  "methodology.viral.or": " ya da ",
  "methodology.viral.formula": "aralıkta sayılan uckların ağırlıkları ÷ aralıktaki saat",
  "methodology.viral.body":
    "Seçilen aralıkta ({hours} saat) saat başına kazanılan uck: {c1}, en yüksekten başlayarak.",
  "methodology.categories.name": "Bir şirket nasıl yanıtlar",
  "methodology.categories.body":
    "Her şirket yanıtı, CFPB'nin şirket yanıtlarından uyarlanan ve şirketin yanıtlarken seçtiği bir kategori taşır: açıklama, parasal çözüm (tutarı ve para birimiyle, şikâyetçinin her geri ödeme gibi onayladığı bir geri ödeme), parasal olmayan çözüm, sürüyor, müşterimiz değil veya mükerrer. Şirket sayfası yanıtlarını kategoriye göre sayar. Kategoriler olmadan önce verilen yanıtlar, verilerinin gösterdiği kategoriyi alır: geri ödeme kaydedildiyse parasal çözüm, değilse açıklama.",
  "methodology.verdict.name": "Şikâyetçinin kararı",
  "methodology.verdict.body":
    "Şirket yanıtladıktan sonra şikâyetçi, yanıtın şikâyeti çözüp çözmediğini söyler (Evet veya Hayır, zorunlu) ve isterse nasıl ele alındığını 0 ile 10 arasında puanlar, şirketle yeniden iş yapıp yapmayacağını belirtir. Yanıtını 30 gün boyunca değiştirebilir. Ortalama puan ve yeniden gelecek olanların oranı {minSample} yanıttan itibaren gösterilir; bir şikâyetin arama motorlarına verilen puanı, şikâyetçinin kendi 10 üzerinden puanıdır ya da hiç yoktur.",
  "methodology.composite.name": "UCK puanı (bileşik)",
  "methodology.composite.formula":
    "(2 × yanıtlanan% + 3 × çözülen% + 2 × yeniden-gelir% + 3 × 10 × ortalama puan ÷ 10) ÷ 100",
  "methodology.composite.body":
    "0 ile 10 arasında bir sayı: {c1}. Yanıtlanan% yanıt oranıdır; çözülen% şikâyetçilerin kararları arasındaki Evet oranıdır; yeniden-gelir% “Onlarla yeniden iş yapar mısınız?” sorusunu yanıtlayanlar arasındaki Evet oranıdır; ortalama puan, 0 ile 10 arasındaki “Nasıl ele alındı?” puanlarıdır. {verdicts} karardan az olduğunda, şirket şikâyetlerinin %{answered}'inden azını yanıtladığında ya da henüz hiçbir şikâyetçi puan vermediğinde veya yeniden gelip gelmeyeceğini söylemediğinde gösterilmez, asla tahmin edilmez.",
  "methodology.composite.sources":
    "Girdiler ve ağırlıklar, Reclame Aqui'nin itibar endeksi için yayımladıklarından başlar (yanıtlanan, çözülen, yeniden iş yapar ve 0 ile 10 arası tüketici puanı; %50'nin altında yanıtta gösterilmez); yanıt kategorileri CFPB'ninkileri izler. Ağırlıklarda veya eşiklerde bir değişiklik, burada tarihlenen yeni bir sürümdür.",
  "methodology.more":
    "Aynı sayılar ve tüm herkese açık şikâyetler, programlar tarafından {api} ile okunabilir. UCK'nin şikâyet yazan kişilere verdiği sözler, her biri onu denetleyen testle birlikte, {guarantees} sayfasındadır.",
  "methodology.more.api": "herkese açık API",
  "methodology.more.guarantees": "güvenceler",
};
