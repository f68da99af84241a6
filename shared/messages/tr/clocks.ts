import type { ClocksMessages } from "../en/clocks";

export const clocksTr: ClocksMessages = {
  "clocks.legend": "Sizin için geçerli süreler için",
  "clocks.legendHint":
    "İsteğe bağlı. Bu yanıtları yalnızca siz görürsünüz; UCK bunları yasal sürelerinizi göstermek ve size hatırlatmak için kullanır.",
  "clocks.optional": "(isteğe bağlı)",
  "clocks.problemLabel": "Sorun neydi?",
  "clocks.paymentLabel": "Nasıl ödediniz?",
  "clocks.dateLabel": "Satın alma veya teslim tarihi",
  "clocks.choose": "Seçin…",
  "clocks.problem.not_delivered": "Teslim edilmedi",
  "clocks.problem.faulty": "Ayıplı veya anlatıldığı gibi değil",
  "clocks.problem.cancelled_not_refunded": "İptal edildi ama para iade edilmedi",
  "clocks.problem.other": "Başka bir şey",
  "clocks.payment.credit_card": "Kredi kartı",
  "clocks.payment.debit_card": "Banka kartı",
  "clocks.payment.bank_transfer": "Havale / EFT",
  "clocks.payment.cash": "Nakit",
  "clocks.payment.other": "Başka bir yol",
  "clocks.problem.problem": "Sorunu listeden seçin.",
  "clocks.problem.payment": "Ödeme yolunu listeden seçin.",
  "clocks.problem.date":
    "Satın alma veya teslim tarihini gerçek ve ileri olmayan bir gün olarak girin.",
  "clocks.heading": "Süreleriniz",
  "clocks.private": "Bunu yalnızca siz görürsünüz.",
  "clocks.intro":
    "Verdiğiniz tarihten sayılır (teslimden işleyen bir süre, malı teslim aldığınız günden işler). Genel bilgidir, hukuki tavsiye değildir: bir güne güvenmeden önce kaynağı kontrol edin.",
  "clocks.askAnswers":
    "Sorunun ne olduğunu, nasıl ve ne zaman ödediğinizi söyleyin; UCK sizin için geçerli yasal süreleri göstersin.",
  "clocks.none": "UCK bu yanıtlar ve bu yer için bir süre bilmiyor.",
  "clocks.next": "Sıradaki son gün",
  "clocks.passed": "geçti",
  "clocks.unverified": "Kanunun kendi metniyle doğrulanmadı.",
  "clocks.source": "Kaynak: {law}, kontrol tarihi {date}",
  "clocks.calendar": "Bu süreleri takviminize ekleyin (.ics)",
  "clocks.edit": "Sorun, ödeme şekli ve tarih",
  "clocks.save": "Kaydet",
  "clocks.saving": "Kaydediliyor…",
  "clocks.saved": "Kaydedildi. Süreleriniz güncellendi.",
  "clocks.notAuthor": "Bunu yalnızca şikâyet sahibi değiştirebilir.",
  "clocks.calendarName": "UCK süreleri: {company}",
  "clocks.calendarLink": "Şikâyetiniz: {url}",
  "clocks.reminderSubject1": "Yarın: {title}",
  "clocks.reminderSubject7": "7 gün sonra: {title}",
  "clocks.reminderText": "{company} hakkındaki şikâyetiniz: {title}, {date}. {do}",
  "clocks.reminderOpen": "Sürelerinizi görün",
  "clocks.rule.eu-withdrawal.title": "Satın almadan cayma için son gün (14 gün)",
  "clocks.rule.eu-withdrawal.do":
    "Satıcıya sözleşmeden caydığınızı yazılı olarak bildirin; gerekçe göstermeniz gerekmez.",
  "clocks.rule.uk-cancel.title": "İnternetten veya uzaktan alışverişi iptal için son gün (14 gün)",
  "clocks.rule.uk-cancel.do": "Satıcıya iptal ettiğinizi açıkça ve yazılı olarak bildirin.",
  "clocks.rule.tr-withdrawal.title": "Cayma hakkının son günü (14 gün)",
  "clocks.rule.tr-withdrawal.do": "Satıcıya cayma hakkınızı kullandığınızı yazılı olarak bildirin.",
  "clocks.rule.br-withdrawal.title": "Cayma hakkının son günü (7 gün)",
  "clocks.rule.br-withdrawal.do":
    "Satıcıya caydığınızı yazılı olarak bildirin ve ödediğiniz paranın tamamını isteyin.",
  "clocks.rule.uk-reject.title": "Ayıplı malı kısa süreli reddetme hakkının son günü (30 gün)",
  "clocks.rule.uk-reject.do": "Satıcıya malı reddettiğinizi ve tam iade istediğinizi bildirin.",
  "clocks.rule.uk-presumption.title": "Ayıbın teslimde var olduğunun varsayıldığı altı ayın sonu",
  "clocks.rule.uk-presumption.do":
    "Ayıbı bu günden önce satıcıya yazılı olarak bildirin; sonrasında ayıbı sizin kanıtlamanız gerekebilir.",
  "clocks.rule.uk-delivery.title": "Tarih kararlaştırılmadıysa satıcının son teslim günü (30 gün)",
  "clocks.rule.uk-delivery.do":
    "Hiçbir şey gelmediyse yazılı olarak son bir tarih verin ya da sözleşmeyi sona erdirip iade isteyin.",
  "clocks.rule.uk-limitation.title":
    "Satıcıya dava açmak için son gün (altı yıl, İngiltere ve Galler)",
  "clocks.rule.uk-limitation.do": "Bu alışverişle ilgili dava bu günden önce açılmalıdır.",
  "clocks.rule.eu-delivery.title": "Tarih kararlaştırılmadıysa satıcının son teslim günü (30 gün)",
  "clocks.rule.eu-delivery.do":
    "Hiçbir şey gelmediyse satıcıya yazılı olarak ek süre verin; onu da kaçırırsa sözleşmeyi sona erdirip paranızı geri isteyin.",
  "clocks.rule.eu-presumption.title": "Ayıbın teslimde var olduğunun varsayıldığı bir yılın sonu",
  "clocks.rule.eu-presumption.do":
    "Ayıbı bu günden önce satıcıya yazılı olarak bildirin; sonrasında kanıtlamanız gerekebilir.",
  "clocks.rule.eu-guarantee.title": "İki yıllık yasal garantinin sonu",
  "clocks.rule.eu-guarantee.do":
    "Bu günden önce satıcıdan yazılı olarak onarım veya değişim isteyin.",
  "clocks.rule.es-presumption.title": "Ayıbın teslimde var olduğunun varsayıldığı iki yılın sonu",
  "clocks.rule.es-presumption.do":
    "Ayıbı bu günden önce satıcıya yazılı olarak bildirin; sonrasında kanıtlamanız gerekebilir.",
  "clocks.rule.es-guarantee.title": "Üç yıllık yasal garantinin sonu",
  "clocks.rule.es-guarantee.do":
    "Bu günden önce satıcıdan yazılı olarak onarım veya değişim isteyin.",
  "clocks.rule.tr-presumption.title": "Ayıbın teslimde var olduğunun kabul edildiği altı ayın sonu",
  "clocks.rule.tr-presumption.do": "Ayıbı bu günden önce satıcıya yazılı olarak bildirin.",
  "clocks.rule.tr-limitation.title": "Ayıplı mal için iki yıllık zamanaşımının sonu",
  "clocks.rule.tr-limitation.do": "Ayıpla ilgili talepler bu günden önce ileri sürülmelidir.",
  "clocks.rule.card-dispute.title":
    "Kart ödemesine itiraz (chargeback) için yaklaşık son gün (120 gün)",
  "clocks.rule.card-dispute.do":
    "Bankanızdan ödemeye itiraz etmesini isteyin; bankalar daha kısa süre koyabilir, erken davranın.",
  "clocks.rule.us-fcba.title":
    "Kart şirketine fatura hatası mektubu göndermek için son gün (60 gün)",
  "clocks.rule.us-fcba.do":
    "Kart şirketinin fatura hatası adresine yazın. Süre, harcamayı gösteren ekstreden sonra 60 gündür; burada alışverişten sayıldığı için gerçek süre daha erken bitmez.",
  "clocks.rule.fos-wait.title": "Kuruluşun nihai yanıt için sekiz haftası doluyor",
  "clocks.rule.fos-wait.do":
    "O güne kadar yanıt vermezse şikâyeti Financial Ombudsman Service'e götürebilirsiniz.",
  "clocks.rule.fos-refer.title":
    "Şikâyeti Financial Ombudsman Service'e götürmek için son gün (yanıttan altı ay sonra)",
  "clocks.rule.fos-refer.do": "Yanıt sorunu çözmüyorsa şikâyeti bu günden önce ombudsmana iletin.",
};
