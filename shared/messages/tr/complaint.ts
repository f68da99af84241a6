import type { ComplaintMessages } from "../en/complaint";
import { clocksTr } from "./clocks";
import { groupTr } from "./group";
import { lettersPanelTr } from "./letters";
import { resolutionTr } from "./resolution";

/** The complaint page in Turkish: written for Turkish readers ("siz"), not word for word. */
export const complaintTr: ComplaintMessages = {
  "complaint.back": "Geri",
  "complaint.heading": "Şikâyet Ayrıntıları",
  "complaint.groupNote":
    "Gruptaki her şikâyet ayrı kalır; her birinin kendi 48 saatlik süresi, yanıtları ve durumu vardır.",
  "complaint.moderationKept_one":
    "UCK moderatörleri {count} bildirimin ardından {date} tarihinde inceledi: Kullanıcı Sözleşmesi'ne uyuyor ve yayında kalıyor.",
  "complaint.moderationKept_other":
    "UCK moderatörleri {count} bildirimin ardından {date} tarihinde inceledi: Kullanıcı Sözleşmesi'ne uyuyor ve yayında kalıyor.",
  "complaint.restored":
    "Bir UCK moderatörü bu şikâyeti {date} tarihinde kaldırdı (gerekçe: {reason}). Yazarı itiraz etti ve şikâyet geri yüklendi. {appeal}",
  "complaint.backToAll": "Tüm şikâyetlere dön",
  "complaint.removed": "Şikâyet kaldırıldı",
  "complaint.removedOn":
    "Bu şikâyet {date} tarihinde bir moderatör tarafından kaldırıldı. Gerekçe: {reason}",
  "complaint.appealLabel": "Bu kaldırmaya itiraz edin",
  "complaint.appealHint":
    "Bu şikâyeti siz yazdınız, bu yüzden bir kez itiraz edebilirsiniz. Bir UCK yöneticisi itirazınızı okur ve şikâyeti ya geri yükler ya da kaldırılmış olarak bırakır; kararı bu sayfada görürsünüz.",
  "complaint.sendAppeal": "İtirazı gönder",
  "complaint.promises": "UCK'nin şikâyetçilere güvenceleri",
  "appeal.none": "Yazar itiraz etmedi.",
  "appeal.pending": "İtiraz bekleniyor: yazar itiraz etti, kararı bir UCK yöneticisi verecek.",
  "appeal.upheld": "İtiraz kabul edildi.",
  "appeal.upheldNote": "İtiraz kabul edildi: {note}",
  "appeal.rejected": "İtiraz reddedildi.",
  "appeal.rejectedNote": "İtiraz reddedildi: {note}",
  "complaint.error": "Hata",
  "complaint.commentFailed": "Yorum gönderilemedi. Lütfen yeniden deneyin.",
  "complaint.signInToComment": "Yorum yazmak için lütfen giriş yapın.",
  "complaint.commentPosted": "Yorum gönderildi",
  "complaint.commentPostedText": "Yorumunuz şikâyete eklendi.",
  "complaint.saved": "Kaydedildi",
  "complaint.savedText":
    "Şikâyetinizin nasıl çözülmesini istediğiniz artık şikâyette ve dosyasında.",
  "nameChoice.heading": "Adımı herkese açık göster",
  "nameChoice.shown":
    "Açık: bu şikâyette herkes adınızı, avatarınızı ve profilinize bağlantıyı görür.",
  "nameChoice.hidden":
    "Kapalı: herkes yalnızca baş harflerinizi ve sade bir avatar görür, bu şikâyet herkese açık profilinizde yer almaz. Şirket, şikâyet dosyası ve makamlar adınızı görmeye devam eder.",
  "nameChoice.show": "Adımı herkese açık göster",
  "nameChoice.hide": "Adımı herkesten gizle",
  "nameChoice.shownText": "Adınız bu şikâyette yeniden herkese açık gösteriliyor.",
  "nameChoice.hiddenText":
    "Adınız bu şikâyette herkesten gizlendi: insanlar baş harflerinizi görür. Şirket adınızı görmeye devam eder.",
  "comments.update": "Şikâyetçiden güncelleme",
  "comments.signInToUck": "Yorumlara UCK demek için giriş yapın",
  "comments.heading": "Yorumlar ({count})",
  "comments.none": "Henüz yorum yok. İlk yorumu siz yazın.",
  "comments.yours":
    "Bu sizin şikâyetiniz: buraya yazdıklarınız şikâyetçiden bir güncelleme olarak görünür.",
  "comments.label": "Yorum yazın",
  "comments.placeholder": "Bir yorum yazın…",
  "comments.send": "Yorumu gönder",
  "comments.signInTo": "Yorum yazmak için {signIn}.",
  "comments.signIn": "giriş yapın",
  "rating.satisfied": "Şikâyet sahibi, {company} tarafından çözüldüğünü onayladı.",
  "rating.notSatisfied": "Şikâyet sahibi, {company} yanıtının sorunu çözmediğini söyledi.",
  "rating.score": "Nasıl ele alındığına 10 üzerinden {score} puan verdi.",
  "rating.wouldReturn": "{company} ile yeniden iş yapacağını söyledi.",
  "rating.wouldNotReturn": "{company} ile yeniden iş yapmayacağını söyledi.",
  "flood.note":
    "Bu şikâyet, şirketin sayfasında olağan dışı bir hareketlilik sırasında yazıldı; bu hareketlilik inceleniyor. Şikâyet yayında kalıyor; hiçbir şey silinmedi.",
  "flood.how": "Olağan dışı hareketlilik nasıl saptanıyor",
  "archived.note":
    "{year} yılında yazılan bu şikâyet UCK'nin arşivinde: herkese açık ve olduğu gibi kalıyor, ancak artık uck, yorum veya yanıt alamıyor.",
  "reach.sent": "{day} tarihinde (UTC) {company} şirketine iletildi: {via}.",
  "reach.via.members": "UCK'deki şirket yetkililerine",
  "reach.via.complaints_address": "şikâyet adresine",
  "reach.via.support_mailbox": "müşteri hizmetleri adresine",
  "reach.notSent": "{company} şirketine henüz iletilmedi: {reason}",
  "reach.canHelp": "Bunu herkes değiştirebilir: {claim} ya da {suggest}.",
  "reach.claim": "sayfayı sahiplenin",
  "reach.suggest": "şikâyet adresini önerin",
  "reach.why.sending": "bu şikâyeti taşıyan bir e-posta {company} şirketine gönderiliyor.",
  "reach.why.waiting":
    "{company} şirketine son bir gün içinde yazıldı; bu şikâyet 24 saat içinde gidecek bir sonraki e-postada yer alacak.",
  "reach.why.no_address":
    "UCK'de {company} sayfasını yöneten kimse yok ve bilinen bir şikâyet adresi de yok.",
  "reach.why.no_domain": "UCK, {company} şirketinin alan adını bilmiyor.",
  "reach.why.no_mail_exchanger":
    "{company} şirketinin alan adı e-posta almıyor ve UCK'de sayfasını yöneten kimse yok.",
  "reach.why.stopped":
    "{company} şirketinin adresi UCK'den yazmayı bırakmasını istedi ve UCK'de sayfasını yöneten kimse yok.",
  "reach.why.no_link_key":
    "bu kurulum henüz şirketlere yazamıyor (işletmecisinin ADDRESS_HASH_KEY ayarını yapması gerekiyor).",
  "reach.why.too_old":
    "UCK'de {company} sayfasını yöneten kimse yok ve UCK bir şirkete yalnızca son 30 günün şikâyetleri için yazıyor.",
  "reach.why.account_cap":
    "yazarının şikâyetleri, UCK'nin şirketlere o gün gönderdiği e-postalardaki payını doldurdu; bu pay boşalınca sonraki bir e-postayla {company} şirketine gider.",
  "escalation.resolveIt": "Sorunun çözümü için beklenen: ",
  "escalation.amount": "Anlaşmazlık konusu tutar: ",
  "escalationOutcome.heading": "Sonra ne oldu",
  "escalationOutcome.line": "{outcome}, {date}",
  "escalationOutcome.amount": "Tutar: {amount}",
  "escalationOutcome.record": "Ne olduğunu kaydedin",
  "escalationOutcome.change": "Ne olduğunu değiştirin",
  "escalationOutcome.confirm": "Ne olduğunu onaylayın",
  "escalationOutcome.state.reported":
    "Şikâyet sahibi bildirdi; doğrulanmadı, bu yüzden sayılmıyor.",
  "escalationOutcome.state.counts": "Doğrulandı; şirketin sayfasında sayılır.",
  "escalationOutcome.state.review": "Doğrulandı; tutar sayılmadan önce UCK incelemesini bekliyor.",
  "escalationOutcome.state.notCounted":
    "Doğrulandı ama sayılmıyor: kaydeden hesap UCK'nin sayma kurallarını karşılamıyor.",
  "escalationOutcome.state.refused": "UCK inceledi ve saymıyor.",
  "escalationOutcome.o.venue_upheld": "Merci şikâyeti haklı buldu",
  "escalationOutcome.o.venue_not_upheld": "Merci şikâyeti haklı bulmadı",
  "escalationOutcome.o.settled": "Uzlaşıldı",
  "escalationOutcome.o.chargeback_won": "Kart şirketi iade etti (ters ibraz kazanıldı)",
  "escalationOutcome.o.chargeback_refused": "Kart şirketi ters ibrazı reddetti",
  "escalationOutcome.o.s75_paid": "Kredi kartı şirketi ödedi (75. madde)",
  "escalationOutcome.o.company_paid": "Şirket mektuptan sonra ödedi",
  "escalationOutcome.o.nothing_yet": "Henüz bir şey yok",
  "escalation.heading": "Üst merciye taşıma",
  "escalation.headingBefore": "Şirket yanıt vermezse",
  "escalation.headingAnswered": "Yanıt sorunu çözmezse",
  "escalation.answered":
    "Şirket yanıt verdi. Yanıtı şikâyetinizi çözmezse dosyanız aşağıdaki başvuru yeri için hazır.",
  "escalation.before":
    "48 saat içinde yanıt gelmezse şikâyetiniz UCK'de üst merciye taşınır ve dosyası bir tüketici kurumuna götürülmeye hazır olur.",
  "escalation.followUp":
    "UCK, üst merciye taşınmadan bir hafta sonra, {date} tarihinde {company} ile yeniden iletişime geçti: o gün de yanıt yoktu.",
  "escalation.file": "Şikâyet dosyası",
  "escalation.json": "JSON olarak",
  "escalation.where": "Nereye başvurulur: ",
  "escalation.from": " {date} tarihinden itibaren başvuru kabul ediyor.",
  "escalation.noVenue": "Bu durum için bildiğimiz bir başvuru yeri yok.",
  "complaint.toolsFailed":
    "Sayfanın bu bölümü yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyin.",
  "escalation.category": "Kategori: {category}",
  "escalation.categoryLabel": "Şikâyetinize uyan kategori",
  "complaint.categorySaved":
    "Şikâyetinizin kategorisi düzeltildi; şikâyette ve dosyasında da öyle.",
  "venue.why.sent": "UCK dosyayı buraya gönderdi.",
  "sheet.title": "Tüketici hakem heyetine başvuru dilekçesi",
  "sheet.note":
    "Şikâyetinizden doldurulmuş, kuralların istediği bilgileri içeren bir başvuru dilekçesidir; Bakanlığın resmî formu değildir. Yazdırın, boşlukları (T.C. kimlik numaranız, adresiniz, faturanın tarihi ve numarası) elle doldurun, imzalayın ve faturanın bir kopyasıyla verin ya da aynı bilgileri e-Devlet'te (TÜBİS) girin.",
  "sheet.back": "Şikâyet dosyasına dön",
  "venue.why.cfpb": "Şirket, ABD'de bir finans şirketi.",
  "venue.why.fosNoAnswer": "Şirket, nihai yanıt göndermemiş bir Birleşik Krallık finans kuruluşu.",
  "venue.why.fosRecent":
    "Şirket bir Birleşik Krallık finans kuruluşu ve altı aydan kısa süre önce yanıt verdi.",
  "venue.why.thhNoAmount":
    "Tüketici hakem heyeti sınırının altındaki tutarlar için ({year} yılında yapılan şikâyetlerde {limit} TL); bu tutar ve üzerinde tüketici mahkemesi.",
  "venue.why.thhBelow":
    "Tutar, tüketici hakem heyeti sınırının altında ({year} yılında yapılan şikâyetlerde {limit} TL).",
  "venue.why.trCourt":
    "Tutar, tüketici hakem heyeti sınırında veya üzerinde ({year} yılında yapılan şikâyetlerde {limit} TL): zorunlu arabuluculuktan sonra tüketici mahkemesi.",
  "venue.why.ecc": "Siz {home} ülkesindesiniz, şirket ise {company} ülkesinde.",
  "venue.why.fraud": "Başka bir ülkedeki ({company}) bir şirketin dolandırıcılığı.",
  "venue.why.nationalAdvice": "{home} için resmî tüketici danışma hizmeti.",
  "venue.why.nationalAuthority": "{home} için tüketici koruma kurumu.",
  "escalation.sending":
    "UCK dosyanızı e-postayla {venue} kurumuna gönderiyor; gönderildiğinde bu sayfada yazacak.",
  "escalation.theVenue": "ilgili kurum",
  "escalation.willSend":
    "Dosyanızın UCK tarafından gönderilmesini istediniz: 48 saat içinde yanıt gelmezse, yanıt için adresinizle birlikte e-postayla {venue} kurumuna gider.",
  "escalation.cannotSend":
    "Dosyanızın UCK tarafından gönderilmesini istediniz, ancak bu kurum UCK'den e-postayla şikâyet kabul etmiyor: dosyayı sizin göndermeniz gerekiyor.",
  "escalation.edit": "Çözüm beklentinizi düzenleyin",
  "escalation.sendToVenue":
    "48 saat içinde yanıt gelmezse, kurum şikâyetleri e-postayla kabul ediyorsa dosyamı benim adıma gönder.",
  "escalation.saving": "Kaydediliyor…",
  "escalation.save": "Kaydet",
  "appeal.sentTitle": "İtiraz gönderildi",
  "appeal.sentText": "Kararı bir UCK yöneticisi verecek; karar şikâyetin sayfasında görünecek.",
  "appeal.twiceTitle": "Zaten itiraz ettiniz",
  "appeal.twiceText": "Bir kaldırmaya yalnızca bir kez itiraz edebilirsiniz ve bunu yaptınız.",
  "appeal.notYours": "Kaldırılan bir şikâyete yalnızca yazarı itiraz edebilir.",
  "removed.text":
    "Bildirilen bu şikâyeti UCK moderatörleri {agreement} hükümlerine aykırı olduğu için kaldırdı.",
  "removed.agreement": "Kullanıcı Sözleşmesi",
  ...resolutionTr,
  ...groupTr,
  ...clocksTr,
  ...lettersPanelTr,
};
