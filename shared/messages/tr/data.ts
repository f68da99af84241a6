import type { DataMessages } from "../en/data";

export const dataTr: DataMessages = {
  "data.name": "UCK açık verisi",
  "data.description":
    "UCK'deki tüm herkese açık şikâyetler; herkesin indirebileceği, inceleyebileceği ve yeniden yayımlayabileceği dosyalar hâlinde.",
  "data.title": "Açık veri",
  "data.metaDescription":
    "UCK'deki tüm herkese açık şikâyetler; kamu malı olarak, günlük ve haftalık CSV ile JSON Lines dosyaları hâlinde ve bir veri sözlüğüyle.",
  "data.intro":
    "{description} Her sabah bir önceki günün (UTC) şikâyetleri CSV ve JSON Lines olarak yazılır; her hafta tam bir dosya, bir önceki pazar gününe kadarki tüm şikâyetleri içerir. Dosyalar {license} kapsamında kamu malına bırakılmıştır. Kişisel veri içermezler: yazar yok, adres yok; bir şikâyete yazılmış e-posta adresi de (şirketin kendi alan adında değilse) {removed} ile değiştirilir, tıpkı tüm sayfalarda ve API'de olduğu gibi. Durumlar ve sayılar, dosyanın son yazıldığı andaki hâlleriyledir; o zamandan beri kaldırılan ya da düzenlenen bir şikâyet bir sonraki dışa aktarımda düzeltilir (aşağıdaki Düzeltmeler bölümüne bakın); {api} ise onları şu anki hâlleriyle verir.",
  "data.intro.api": "herkese açık API",
  "data.files": "Dosyalar",
  "data.files.none": "İlk dosyalar, şikâyet yazılan ilk günün ertesi sabahı yazılır.",
  "data.files.file": "Dosya",
  "data.files.covers": "Kapsam",
  "data.files.complaints": "Şikâyet",
  "data.files.size": "Boyut",
  "data.files.upTo": "{day} tarihine kadar her şey",
  "data.corrections": "Düzeltmeler",
  "data.corrections.about":
    "Dosyalar siteyi izler. Moderatörler bir şikâyeti kaldırdığında, yazarı onu sildiğinde ya da düzenlediğinde veya şikâyet Kullanıcı Sözleşmesi ihlali nedeniyle kapatılan bir hesapla birlikte gittiğinde, bir sonraki dışa aktarım (15 dakikada bir) şikâyetin yazıldığı günün günlük dosyalarını ve en yeni haftalık dosyaları yeniden yazar, onu içeren eski haftalık dosyaları da yayından kaldırır. Bir indirme en fazla bir saat önbellekte tutulur. Kaldırılan bir şikâyetten hiçbir şey burada sunulan bir dosyada kalmaz.",
  "data.corrections.none": "Son bir yılda hiçbir dosyanın düzeltilmesi gerekmedi.",
  "data.corrections.waiting": "Bir sonraki dışa aktarım bekleniyor:",
  "data.corrections.note": "{day} tarihinde yazılan {complaints} {reason}.",
  "data.complaints_one": "1 şikâyet",
  "data.complaints_other": "{count} şikâyet",
  "data.reason.removed_by_moderators": "moderatörler tarafından kaldırıldı",
  "data.reason.deleted_by_author": "yazarı tarafından silindi",
  "data.reason.edited_by_author": "yazarı tarafından düzenlendi",
  "data.reason.account_deleted":
    "Kullanıcı Sözleşmesi ihlali nedeniyle kapatılan bir hesapla birlikte kaldırıldı",
  "data.dictionary": "Veri sözlüğü",
  "data.dictionary.about":
    "CSV dosyaları (text/csv: UTF-8, RFC 4180, virgülle ayrılmış, CRLF satır sonları) bu başlık satırıyla başlar; her JSON Lines dosyasında (application/jsonl) satır başına aynı anahtarlara sahip bir nesne bulunur. Boş CSV alanları JSON'da null'dır. {eq}, {plus}, {minus} ya da {at} ile başlayan bir metnin önüne CSV'de bir kesme işareti konur; böylece bir hesap tablosu onu çalıştırmak yerine gösterir.",
  "data.columns": "Sütunlar",
  "data.columns.column": "Sütun",
  "data.columns.type": "Tür",
  "data.columns.meaning": "Anlamı",
  "data.type.complaint_id": "metin",
  "data.about.complaint_id": "Şikâyetin kimliği; sayfası /complaint/{id}",
  "data.type.url": "metin",
  "data.about.url": "Şikâyetin sayfası",
  "data.type.created_at": "zaman damgası (ISO 8601, UTC)",
  "data.about.created_at": "Şikâyetin yazıldığı an",
  "data.type.company": "metin",
  "data.about.company": "Şirketin adı",
  "data.type.company_slug": "metin",
  "data.about.company_slug": "Şirket sayfası /company/{company_slug}",
  "data.type.company_domain": "metin",
  "data.about.company_domain": "Biliniyorsa şirketin alan adı",
  "data.type.company_legal_name": "metin veya boş",
  "data.about.company_legal_name":
    "UCK'nin doğruladığı tüzel kişi adı (GLEIF veya Companies House'tan ya da şirketin kontrol edilen belgesinden); boş: tüzel kişi bilinmiyor",
  "data.type.company_registry":
    "lei | gb_company_number | tr_mersis | tr_vkn | br_cnpj | es_nif | other | boş",
  "data.about.company_registry": "Tüzel kişiyi numaralandıran sicil",
  "data.type.company_registry_id": "metin veya boş",
  "data.about.company_registry_id": "Tüzel kişinin o sicildeki numarası",
  "data.type.category": "metin",
  "data.about.category": "Anahtar kelime kategorisinin kısa adı (/category/{category})",
  "data.type.country": "metin",
  "data.about.country": "Verildiyse şikâyetin konumundan alınan ülke",
  "data.type.status": "open | in_progress | resolved | escalated",
  "data.about.status": "Şirket yanıt verdiğinde in_progress; 48 saat yanıtsız kalınca escalated",
  "data.type.uck_count": "tam sayı",
  "data.about.uck_count": "Şikâyete uck veren (katılan) kişi sayısı",
  "data.type.comment_count": "tam sayı",
  "data.about.comment_count": "Herkese açık yorumlar",
  "data.type.responded_at": "zaman damgası ya da boş",
  "data.about.responded_at": "Şirketin yanıt verdiği an",
  "data.type.resolved_at": "zaman damgası ya da boş",
  "data.about.resolved_at": "Şikâyet sahibinin çözüldüğünü onayladığı an",
  "data.type.escalated_at": "zaman damgası ya da boş",
  "data.about.escalated_at": "Üst mercilere taşındığı an",
  "data.type.satisfied": "true | false | boş",
  "data.about.satisfied": "Şikâyet sahibinin şirketin yanıtı hakkındaki kararı",
  "data.type.company_resolved_at": "zaman damgası ya da boş",
  "data.about.company_resolved_at":
    "Şirketten bir üyenin çözüldüğünü söylediği an: şirketin iddiası, sonuç değil (kararı şikâyet sahibi verir)",
  "data.type.verdict": "resolved | disputed | boş",
  "data.about.verdict":
    "Şikâyet sahibinin son yanıtı: resolved (Evet; durum yalnızca böyle çözüldü olur) ya da disputed (Hayır)",
  "data.type.verdict_at": "zaman damgası ya da boş",
  "data.about.verdict_at": "Şikâyet sahibinin yanıt verdiği an",
  "data.type.closed_unverified_at": "zaman damgası ya da boş",
  "data.about.closed_unverified_at":
    "Şirketin iddiasının şikâyet sahibinin kararı olmadan kapandığı an (30 gün yanıtsız); asla çözüldü sayılmaz",
  "data.type.company_response":
    "explanation | monetary | non_monetary | in_progress | not_our_customer | duplicate | boş",
  "data.about.company_response":
    "Şirketin yanıtının ne yaptığı, şirketin seçtiği kategoriyle (CFPB'nin şirket yanıtlarından uyarlanmıştır); monetary bir geri ödeme teklifidir",
  "data.type.consumer_disputed": "true | false | boş",
  "data.about.consumer_disputed":
    "Şikâyet sahibi yanıtın sorunu çözmediğini söylediyse true, çözdüğünü onayladıysa false, henüz yanıt vermediyse boş",
  "data.type.score": "0–10 arası tam sayı ya da boş",
  "data.about.score":
    "Şikâyet sahibinin, puan verdiyse, sürecin nasıl ele alındığına verdiği 0–10 puan",
  "data.type.would_do_business_again": "true | false | boş",
  "data.about.would_do_business_again":
    "Şikâyet sahibinin, söylediyse, şirketle yeniden iş yapıp yapmayacağı",
  "data.type.outcome":
    "venue_upheld | venue_not_upheld | settled | chargeback_won | chargeback_refused | s75_paid | company_paid | nothing_yet | boş",
  "data.about.outcome": "Şikâyet sahibinin kaydettiği, yükseltmeden sonra olan",
  "data.type.outcome_at": "tarih ya da boş",
  "data.about.outcome_at": "Sonucun olduğu gün",
  "data.type.outcome_amount_minor": "tam sayı ya da boş",
  "data.about.outcome_amount_minor":
    "Ödenen para, alt birimlerle; yalnızca outcome_verified true ise",
  "data.type.outcome_currency": "ISO 4217 ya da boş",
  "data.about.outcome_currency": "Tutarın para birimi; yalnızca outcome_verified true ise",
  "data.type.outcome_verified": "true | false | boş",
  "data.about.outcome_verified":
    "Şirketin üyesi ya da bir UCK moderatörü doğruladı ve sayıldı; yalnızca şikâyet sahibi bildirdiyse false",
  "data.type.sent_to_company_at": "zaman damgası ya da boş",
  "data.about.sent_to_company_at":
    "Şirketin haberdar edildiği an: UCK'deki üyeleri ya da gönderildiyse adresine giden e-posta",
  "data.type.company_response_timely": "true | false | boş",
  "data.about.company_response_timely":
    "sent_to_company_at anından sonraki 48 saat içinde ilk yanıt (süre işlerken ya da hiç gönderilmediyse boş)",
  "data.type.group_id": "metin ya da boş",
  "data.about.group_id":
    "Aynı sorun grubu: yazarları aynı sorunu yaşadıklarını söyleyen şikâyetler bunu paylaşır (her biri kendi şikâyeti olarak kalır)",
  "data.type.complaint_text": "metin",
  "data.about.complaint_text": "Şikâyet sahibinin yazdığı",
  "data.type.response_text": "metin ya da boş",
  "data.about.response_text": "Şirketin yanıtı",
  "data.type.reimbursement": "metin ya da boş",
  "data.about.reimbursement": "Şirketin teklif ettiği geri ödeme, yazıldığı gibi",
};
