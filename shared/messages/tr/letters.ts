import type { LettersMessages, LettersPanelMessages } from "../en/letters";

export const lettersPanelTr: LettersPanelMessages = {
  "letters.heading": "İhtar mektubu",
  "letters.panelIntro":
    "{company} adına, sorununuz için geçerli yasayı anan, tutarı, sorunu neyin çözeceğini ve tarihli bir son günü yazan resmî bir mektup. Bunu yalnızca siz görürsünüz.",
  "letters.open": "Mektubunuzu açın (yazdırılabilir)",
  "letters.kit": "Kartla ödeme itiraz dosyası (yazdırılabilir)",
  "letters.askProblem":
    "Aşağıdaki formda sorunun ne olduğunu (teslim edilmedi, ayıplı ya da iptal edildi ama iade yapılmadı) söyleyin, UCK mektubunuzu yazsın.",
  "letters.noPlace":
    "UCK'nin Birleşik Krallık, Türkiye, İspanya, Amerika Birleşik Devletleri ve AB için mektupları var.",
  "letters.send": "Mektubu benim için {company} şirketine gönder",
  "letters.sendHint":
    "UCK mektubu bir kez, yanıt adresi siz olarak {company} şirketinin şikâyet adresine gönderir ve şikâyet dosyanıza kaydeder.",
  "letters.sending": "Gönderiliyor…",
  "letters.sent":
    "UCK mektubunuzu {day} tarihinde {company} şirketine gönderdi; mektup {deadline} tarihine kadar yanıt istiyor.",
  "letters.sendDone": "Mektubunuz yola çıktı ve şikâyet dosyanıza kaydedildi.",
  "letters.sendRefused.already": "UCK bu şikâyet için mektubunuzu zaten gönderdi.",
  "letters.sendRefused.capped":
    "Son 24 saatte UCK'den 3 mektup göndermesini istediniz. Yarın yeniden deneyin.",
  "letters.sendRefused.unavailable": "UCK bu şikâyet için mektup gönderemez.",
  "letters.sendRefused.noAddress":
    "UCK'nin bu şirkete yazabileceği bir adres yok: mektubu yazdırıp kendiniz gönderin.",
  "letters.sendRefused.cadence":
    "UCK bu şirketin adresine 24 saatten kısa bir süre önce yazdı. {time} sonrasında yeniden deneyin.",
};

export const lettersTr: LettersMessages = {
  ...lettersPanelTr,
  "letters.title": "İhtar mektubu",
  "letters.subject": "İhtar mektubu: {company}",
  "letters.from": "Gönderen",
  "letters.to": "Alıcı",
  "letters.date": "Tarih",
  "letters.reference": "Referans",
  "letters.referenceValue": "UCK şikâyeti {id}",
  "letters.registerNumber": "Sicil numarası: {identifier}",
  "letters.legalUnknown": "UCK bu şirketin tüzel kişiliğini henüz doğrulamadı.",
  "letters.salutation": "Sayın Yetkili,",
  "letters.facts.not_delivered":
    "{date} tarihinde sizden alışveriş yaptım ve {amount} ödedim. Ödediğim mal veya hizmet teslim edilmedi.",
  "letters.facts.faulty":
    "{date} tarihinde sizden alışveriş yaptım ve {amount} ödedim. Teslim ettiğiniz mal ayıplı veya anlatıldığı gibi değil.",
  "letters.facts.cancelled_not_refunded":
    "{date} tarihinde sizden alışveriş yaptım ve {amount} ödedim. Sözleşmeden caydım ve ödememi iade etmediniz.",
  "letters.complaintWords": "{day} tarihinde yazdığım şikâyetim:",
  "letters.law.uk.not_delivered":
    "{law} uyarınca mal kararlaştırılan zamanda, zaman kararlaştırılmadıysa gecikmeksizin ve sözleşmeden sonraki en geç 30 gün içinde teslim edilmelidir. Teslim edilmediği için aşağıdaki tarihte sona eren, koşullara uygun ek bir süre veriyorum; bu süreyi kaçırırsanız sözleşmeyi sona ermiş sayacağım ve ödediğim her şeyi iade etmeniz gerekecek.",
  "letters.law.uk.faulty":
    "{law} uyarınca mal sözleşmeye uygun olmalıdır. Uygun değilse 30 gün içinde malı reddedip tam iade alma, onarım veya değişim isteme ve bir başarısız onarım ya da değişimden sonra bedel indirimi veya nihai ret hakkım vardır.",
  "letters.law.uk.cancelled_not_refunded":
    "{law} uyarınca mesafeli veya iş yeri dışında kurulan bir sözleşme 14 gün içinde gerekçe gösterilmeden iptal edilebilir ve satıcı, standart teslimat ücreti dahil ödeneni iade etmelidir. Sözleşmeyi iptal ettim ve iade gelmedi.",
  "letters.law.tr.not_delivered":
    "{law} uyarınca mesafeli satışta satıcı, taahhüt ettiği süre içinde ve mal satışlarında her hâlükârda 30 gün içinde edimini yerine getirmelidir; getirmezse tüketici sözleşmeyi feshedebilir ve ödediği her şey kendisine iade edilmelidir.",
  "letters.law.tr.faulty":
    "{law} uyarınca ayıplı mal alan tüketici sözleşmeden dönebilir, ayıp oranında bedel indirimi, ücretsiz onarım ya da malın ayıpsız bir misli ile değiştirilmesini isteyebilir; satıcı tüketicinin seçtiği talebi yerine getirmekle yükümlüdür.",
  "letters.law.tr.cancelled_not_refunded":
    "{law} uyarınca mesafeli satışta tüketici on dört gün içinde gerekçe göstermeksizin ve cezai şart ödemeksizin sözleşmeden cayabilir; satıcı da teslimat masrafı dahil tahsil ettiği tüm bedeli iade etmelidir.",
  "letters.law.es.not_delivered":
    "{law} uyarınca mal zamanında teslim edilmezse tüketici satıcıya koşullara uygun ek bir süre verebilir; bu süre de kaçırılırsa sözleşmeyi feshedebilir ve ödediği her şey gecikmeksizin iade edilmelidir.",
  "letters.law.es.faulty":
    "{law} uyarınca satıcı sözleşmeye aykırılıktan sorumludur: tüketici ücretsiz onarım veya değişim, bu mümkün değilse ya da yapılmazsa bedel indirimi veya sözleşmenin feshini isteyebilir. Satın almadan sonraki iki yıl içinde ortaya çıkan ayıbın baştan var olduğu kabul edilir.",
  "letters.law.es.cancelled_not_refunded":
    "{law} uyarınca tüketici mesafeli sözleşmeden 14 takvim günü içinde cayabilir ve satıcı, caymayı öğrendiği tarihten itibaren 14 gün içinde ödenen tüm tutarları aynı ödeme aracıyla iade etmelidir.",
  "letters.law.us.not_delivered":
    "{law} uyarınca satıcı, belirttiği süre içinde, süre belirtmediyse 30 gün içinde gönderim yapmalıdır; yapamazsa gecikmeye onayımı almalı veya derhal iade yapmalıdır. Kredi kartıyla ödediğim durumda, kararlaştırıldığı gibi teslim edilmeyen mal için yapılan tahsilat kart çıkarıcıma bildirebileceğim bir fatura hatasıdır.",
  "letters.law.us.faulty":
    "{law} uyarınca satılan mal, yasanın zımni saydığı garantiler dahil satıcının garantilerine uygun olmalıdır. Teslim ettiğiniz mal uygun değil.",
  "letters.law.us.cancelled_not_refunded":
    "{law} uyarınca kabul etmediğim ya da teslim edilmeyen mal veya hizmet için yapılan tahsilat, kredi kartıyla ödediğim durumda kart çıkarıcıma bildirebileceğim bir fatura hatasıdır. İptali veya iadeyi kabul ettiniz ve iade yapılmadı.",
  "letters.law.eu.not_delivered":
    "Ülkenizin hukukunun uyguladığı biçimiyle {law} uyarınca mal kararlaştırılan zamanda veya 30 gün içinde teslim edilmelidir. Teslim edilmediği için aşağıdaki tarihte sona eren makul bir ek süre veriyorum; bu süreyi kaçırırsanız sözleşmeyi feshedebilirim ve ödediğim her şeyi gecikmeksizin iade etmeniz gerekir.",
  "letters.law.eu.faulty":
    "Ülkenizin hukukunun uyguladığı biçimiyle {law} uyarınca satıcı, teslimde var olan ve iki yıl içinde ortaya çıkan ayıplardan sorumludur ve bunları ücretsiz onarmalı veya değiştirmelidir; bu mümkün değilse ya da yapılmazsa bedel indirimi veya sözleşmenin feshi hakkım vardır.",
  "letters.law.eu.cancelled_not_refunded":
    "Ülkenizin hukukunun uyguladığı biçimiyle {law} uyarınca mesafeli bir sözleşmeden 14 gün içinde gerekçe göstermeden cayabilirim ve satıcı, standart teslimat ücreti dahil tüm ödemeleri, bildirimden itibaren 14 gün içinde iade etmelidir.",
  "letters.demand.not_delivered":
    "Ödediğim mal veya hizmeti teslim etmenizi ya da ödediğim her şeyi aşağıdaki tarihe kadar iade etmenizi istiyorum.",
  "letters.demand.faulty":
    "Aşağıdaki tarihe kadar bedeli iade etmenizi ya da malı ücretsiz onarmanızı veya değiştirmenizi istiyorum.",
  "letters.demand.cancelled_not_refunded":
    "Standart teslimat ücreti dahil ödediğim her şeyi, kullandığım ödeme aracına, aşağıdaki tarihe kadar iade etmenizi istiyorum.",
  "letters.resolution": "Sorunu benim için çözecek olan: {resolution}",
  "letters.amount": "Uyuşmazlık konusu tutar {amount}.",
  "letters.deadline":
    "Lütfen {deadline} tarihine kadar (bu mektubun tarihinden itibaren {days} gün) yanıt verin ve sorunu giderin.",
  "letters.next.uk":
    "Aksi hâlde konuyu alternatif uyuşmazlık çözüm kuruluşuna veya mahkemeye taşımayı ve bu mektubu onlara göstermeyi düşünüyorum.",
  "letters.next.tr":
    "Aksi hâlde tüketici hakem heyetine veya tüketici mahkemesine başvurmayı ve bu mektubu onlara sunmayı düşünüyorum.",
  "letters.next.es":
    "Aksi hâlde konuyu tüketici tahkim sistemine veya mahkemeye taşımayı düşünüyorum. Bu mektup size yaptığım yazılı ön başvurudur.",
  "letters.next.us":
    "Aksi hâlde kartla ödediğim durumda tahsilata kart çıkarıcım nezdinde itiraz etmeyi ve konuyu eyaletimin tüketici koruma ofisine veya küçük davalar mahkemesine taşımayı düşünüyorum.",
  "letters.next.eu":
    "Aksi hâlde ülkemdeki Avrupa Tüketici Merkezi'nden yardım istemeyi ve konuyu ileri taşımayı düşünüyorum.",
  "letters.closing": "Saygılarımla,",
  "letters.sources": "Anılan yasalar",
  "letters.sourceLine": "{cite}: {date} tarihinde şu kaynakla karşılaştırıldı:",
  "letters.numberless":
    "Madde numarası yazılmadı: UCK numarayı yasanın yayımlanmış bir metniyle doğrulayamadı.",
  "letters.template":
    "Bu mektup, UCK'nin şikâyetinizden hazırladığı bir şablondur. Hukuki tavsiye değildir: kontrol edin, uymayanı değiştirin ve emin değilseniz bir tüketici danışmanına sorun.",
  "letters.print": "Bu sayfayı tarayıcınızın yazdır menüsünden yazdırın ya da PDF olarak kaydedin.",
  "letters.back": "Şikâyete dön",
  "letters.other": "Başka bir yer için aynı mektup:",
  "letters.place.uk": "Birleşik Krallık",
  "letters.place.tr": "Türkiye",
  "letters.place.es": "İspanya",
  "letters.place.us": "Amerika Birleşik Devletleri",
  "letters.place.eu": "AB, sınır ötesi",
  "kit.title": "Kartla ödeme itiraz dosyası",
  "kit.intro":
    "Kartla yaptığınız bir ödeme için bankanıza itiraz ederken: bankanızın kullanabileceği itiraz kodu, kalan gün sayısı ve yazdırılacak bir kanıt dosyası.",
  "kit.thirdParty":
    "İtiraz kodları ve süreler, kart ağlarının kurallarının üçüncü taraf özetlerinden alınmıştır, ağların kendi kural kitaplarından değil. Kart ağı kuralları bankaları bağlar ve bankanız daha kısa bir süre belirleyebilir: bankanıza hemen başvurun.",
  "kit.formLegend": "Kartla ödemeniz",
  "kit.network": "Kart ağı",
  "kit.card": "Kart",
  "kit.card.credit": "Kredi kartı",
  "kit.card.debit": "Banka kartı",
  "kit.problem": "Sorun neydi",
  "kit.problem.not_delivered": "Teslim edilmedi",
  "kit.problem.faulty": "Ayıplı veya anlatıldığı gibi değil",
  "kit.problem.cancelled_not_refunded": "İptal edildi ama iade yapılmadı",
  "kit.timing": "Sonra ne oldu",
  "kit.timing.date_given": "Bir teslim tarihi söz verildi ve geçti",
  "kit.timing.no_date": "Teslim tarihi verilmedi",
  "kit.timing.services_stopped": "Süren bir hizmet durdu",
  "kit.timing.kept": "Malı elimde tuttum",
  "kit.timing.returned": "Malı geri gönderdim veya hizmeti iptal ettim",
  "kit.timing.credit_receipt": "Şirket bir iadeyi onayladı ama iade gelmedi",
  "kit.expected": "Söz verilen teslim tarihi veya malın geldiği gün",
  "kit.returned": "Malı geri gönderdiğiniz gün",
  "kit.credit": "İade onayındaki tarih",
  "kit.aware": "Hizmetin durduğunu öğrendiğiniz gün",
  "kit.show": "Kodumu ve kalan günleri göster",
  "kit.needDate": "Önce şikâyet sayfasında satın alma tarihini girin: süreler o günden sayılır.",
  "kit.choose": "Kodu görmek için kart ağını, kartı ve ne olduğunu seçin.",
  "kit.code": "İtiraz kodu: {network} {code}, {name}",
  "kit.window": "Bankanızın itiraz için son günü: {date}, {window} günün {days} günü kaldı.",
  "kit.windowPassed": "{window} günlük süre {date} tarihinde doldu.",
  "kit.counted": "{date} tarihinden itibaren sayıldı.",
  "kit.fileFrom": "Bankanız {date} tarihinden itibaren itiraz edebilir.",
  "kit.waitUnknown":
    "Bankanızın itirazdan önce beklemesi gerekip gerekmediği okunan kaynaklardan anlaşılamıyor.",
  "kit.source": "Üçüncü taraf özeti, {date} tarihinde kontrol edildi:",
  "kit.s75.heading": "Birleşik Krallık: 1974 tarihli Consumer Credit Act'in 75. bölümü",
  "kit.s75.eligible":
    "100 sterlinin üzerinde ve 30.000 sterlini aşmayan bir ürünü kredi kartıyla ödediniz: kart çıkarıcınız satıcıyla birlikte sorumludur. Talebinizi kart çıkarıcınıza yöneltin.",
  "kit.s75.below":
    "75. bölüm 100 sterlinin üzerindeki ürünleri kapsar: bu tutar 100 sterlinin üzerinde değil.",
  "kit.s75.above": "75. bölüm 30.000 sterline kadar olan ürünleri kapsar: bu tutar bunun üzerinde.",
  "kit.s75.not_credit":
    "75. bölüm yalnızca kredi kartlarını kapsar; banka kartı için bankanızdan ters ibraz (chargeback) isteyin.",
  "kit.s75.not_gbp":
    "75. bölümün sınırları sterlin cinsindendir; ürünün sterlin fiyatını kontrol edin.",
  "kit.s75.no_amount":
    "Şikâyet sayfasında tutarı girin: 75. bölüm 100 sterlinin üzerinde ve 30.000 sterlini aşmayan ürünleri kapsar.",
  "kit.fcba.heading": "Amerika Birleşik Devletleri: Fair Credit Billing Act mektubu",
  "kit.fcba.text":
    "Kart çıkarıcınızın fatura hatası adresine yazın. Mektup, tahsilatı gösteren ilk hesap özetinin gönderilmesinden sonraki 60 gün içinde ona ulaşmalıdır; satın almadan sayıldığında en geç {date}. Telefon görüşmesi bu hakkı korumaz.",
  "kit.fcba.debit":
    "Fair Credit Billing Act kredi kartlarını kapsar; banka kartı için bankanızdan ters ibraz (chargeback) isteyin.",
  "kit.bundle": "Bankanız için dosya",
  "kit.complaint": "Şikâyet",
  "kit.timeline": "Zaman çizelgesi (UTC)",
  "kit.answers": "Şirketin yanıtları, kelimesi kelimesine",
  "kit.noAnswers": "Şirket yanıt vermedi.",
  "kit.photos": "Fotoğraflar",
  "kit.noPhotos": "Bu şikâyette fotoğraf yok.",
  "kit.sha": "Saklanan dosyanın SHA-256 değeri:",
  "kit.event.filed": "UCK'de şikâyet edildi",
  "kit.event.sent_to_company": "Şirkete gönderildi",
  "kit.event.contact_attempt": "UCK şirkete ulaşmaya çalıştı",
  "kit.event.company_not_reached": "Üst aşamaya taşındı; şirkete hiç ulaşılamadı",
  "kit.event.company_response": "Şirket yanıt verdi",
  "kit.event.refund_offered": "Şirket iade önerdi",
  "kit.event.refund_received": "İade geldi",
  "kit.event.refund_not_received": "İade gelmedi",
  "kit.event.escalated": "Üst aşamaya taşındı: 48 saat içinde yanıt yok",
  "kit.event.follow_up": "UCK üst aşamadan bir hafta sonra şirketi yeniden uyardı",
  "kit.event.letter_sent": "UCK ihtar mektubunu gönderdi",
  "kit.event.sent_to_venue": "Bir tüketici kuruluşuna gönderildi",
  "kit.event.resolved": "Çözüldü olarak işaretlendi",
};
