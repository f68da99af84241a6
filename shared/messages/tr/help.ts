import type { HelpMessages } from "../en/help";

/**
 * /help in Turkish: written for Turkish readers ("siz"), not word for word; the buttons the
 * answers name are the Turkish interface's words where it has them.
 */
export const helpTr: HelpMessages = {
  "help.metaDescription":
    "UCK nasıl işler: şikâyet yazmak, uck'lar, şirket yanıtları, 48 saat sonra üst merciye taşınma, şirket sayfasını sahiplenmek, verileriniz ve UCK ekibine nasıl ulaşacağınız.",
  "help.intro": "UCK hakkında en çok sorulan soruların yanıtları. Açmak için bir soru seçin.",
  "contact.title": "UCK ekibine yazın",
  "contact.text": "Yanıtınızı bulamadınız mı? Bize yazın, e-postayla yanıt verelim.",
  "contact.name": "Ad",
  "contact.email": "E-posta",
  "contact.topic": "Konu",
  "contact.message": "Mesaj",
  "contact.chooseTopic": "Bir konu seçin",
  "contact.placeholder": "En az {min} karakter",
  "contact.sending": "Gönderiliyor...",
  "contact.send": "Mesajı gönder",
  "contact.sent": "Teşekkürler! Mesajınız UCK ekibine ulaştı.",
  "contact.topic.account": "Hesabım ya da giriş",
  "contact.topic.complaint": "Bir şikâyet ya da yorum",
  "contact.topic.company": "Bir şirket sayfası ya da sahiplenme başvurusu",
  "contact.topic.privacy": "Gizlilik ve verilerim",
  "contact.topic.press": "Basın ve iş birlikleri",
  "contact.topic.other": "Başka bir konu",
  "faq.section.0": "Şikâyetler",
  "faq.filing.q": "Nasıl şikâyet yazarım?",
  "faq.filing.a1":
    "Giriş yapın, ardından Şikâyet Yaz'ı seçin. Şirketi adıyla bulun; listede yoksa web adresini Alan Adı Gir bölümüne yazın. Olanı en fazla 500 karakterle anlatın; işe yarayacaksa bir fotoğraf ve konum ekleyin.",
  "faq.filing.a2":
    "Şikâyetiniz gönderdiğiniz anda, adınızla birlikte şirketin sayfasında ve akışta herkese açık olur.",
  "faq.filing.link": "Şikâyet yaz",
  "faq.ucks.q": "Uck nedir?",
  "faq.ucks.a1":
    'Uck, "bu benim de başıma geldi" ya da "bu olmamalı" demenin yoludur. Herkes bir şikâyete bir kez uck verebilir. Bir şikâyet ne kadar çok uck alırsa o kadar çok kişi onu görür ve şirket yanıt vermek için o kadar çok baskı hisseder.',
  "faq.ucks.a2":
    "Fikrinizi mi değiştirdiniz? Şikâyeti açın ve geri almak için uck düğmesini yeniden seçin. Şikâyet sahibi, şikâyeti 10, 50, 100, 500 ve 1.000 uck'a ulaştığında haberdar edilir.",
  "faq.edit-delete.q": "Şikâyetimi değiştirebilir ya da kaldırabilir miyim?",
  "faq.edit-delete.a1":
    "Evet. Şikâyetinizin kartındaki menüyü açın ve Düzenle ya da Sil'i seçin. Düzenlenen bir şikâyet düzenlendiğini gösterir; silinen bir şikâyet, yorumları ve uck'larıyla birlikte herkes için kaybolur.",
  "faq.section.1": "Şirketler ve yanıtlar",
  "faq.responses.q": "Şirketler şikâyetime nasıl yanıt verir?",
  "faq.responses.a1":
    "UCK'de sayfasını sahiplenmiş bir şirket, her şikâyete herkese açık bir yanıt yazabilir. Yanıt verdiğinde size bildirim gelir ve yanıt şikâyetinizin altında görünür.",
  "faq.responses.a2":
    "Ardından işe yarayıp yaramadığını herkese siz söylersiniz: Hayır ya da Evet, çözüldü olarak işaretle. Şirketin memnuniyet puanı sizin yanıtlarınızdan oluşur.",
  "faq.escalation.q": "Şirket yanıt vermezse ne olur?",
  "faq.escalation.a1":
    "Her şikâyette 48 saatlik bir geri sayım görünür. Süre dolduğunda şirket yanıt vermemişse şikâyet UCK'de üst merciye taşınır: şirketin sayfasında Üst Merciye Taşındı olarak işaretlenir, şirkete son bir uyarı gider, siz ve şirketi takip edenler bilgilendirilirsiniz.",
  "faq.escalation.a2":
    "Başvuru dosyanız hemen hazır olur: şikâyet, zamanıyla her olay (yazılması, şirkete gönderilmesi, yanıtlar, geri ödemeler, üst merciye taşınma), SHA-256 parmak iziyle fotoğrafınız, sorunu sizin için neyin çözeceği ve sizinki gibi durumlara bakan tüketici kurumu ya da hakem. Şikâyetinizden yazdırın ya da JSON olarak indirin.",
  "faq.escalation.a3":
    "UCK hiçbir kuruma kendiliğinden bir şey göndermez. Şikâyet yazarken, şirket sessiz kalırsa dosyanızı sizin adınıza UCK'nin göndermesini isteyebilirsiniz; UCK bunu yalnızca o kurum şikâyetleri e-postayla kabul ediyorsa, yanıt için sizin adresinizle yapar ve ancak o zaman şikâyetiniz yetkililere iletildiğini söyler. Aksi hâlde dosyayı göndermek size kalır.",
  "faq.escalation.a4": "Şirket, üst merciye taşındıktan sonra da yanıt verebilir.",
  "faq.reimbursement.q": "Geri ödeme teklifi nedir?",
  "faq.reimbursement.a1":
    "Bir şirket yanıt verirken size geri ödeme önerebilir; örneğin para iadesi ya da bir hediye çeki. Teklif, yanıtıyla birlikte şirketin kendi sözleriyle gösterilir. Parayla UCK ilgilenmez: teklifi kabul etmek için şirketle iletişime geçin, memnun kaldığınızda da Evet, çözüldü olarak işaretle yanıtını verin.",
  "faq.claiming.q": "Bir şirkette çalışıyorum. Sayfasını nasıl sahiplenirim?",
  "faq.claiming.a1":
    "Şirketin sayfasını açın ve Bu sayfayı sahiplen'i seçin. Şirketin kendi alan adındaki iş e-posta adresinizi girin; o adrese bir doğrulama bağlantısı göndeririz. Bağlantıyı açtığınızda sayfayı siz yönetirsiniz: şikâyetlere yanıt verebilir, onları çözüldü olarak işaretleyebilir ve analizleri görebilirsiniz.",
  "faq.claiming.a2":
    "Bağlantı size ulaşmazsa başvuruyu UCK ekibi elle inceler. Ücretsiz plan ayda 5 yanıt içerir.",
  "faq.section.2": "Hesabınız ve gizlilik",
  "faq.notifications.q": "Bildirimler bana ne söyler?",
  "faq.notifications.a1":
    "Zil; bir şirket şikâyetinize yanıt verdiğinde ya da onu çözüldü olarak işaretlediğinde, biri yorum yaptığında ya da sizi takip ettiğinde, şikâyetiniz bir uck eşiğine ulaştığında ve üst merciye taşındığında size haber verir. Zilin üstündeki sayı henüz okumadıklarınızı gösterir.",
  "faq.notifications.link": "Bildirimlerinizi açın",
  "faq.your-data.q": "Verilerimi indirebilir ya da silebilir miyim?",
  "faq.your-data.a1":
    "Evet. Profilinizde Verilerimi indir, profilinizi ve UCK'deki etkinliğinizi içeren bir dosya verir. Hesabımı sil, her yerde oturumunuzu kapatır ve hesabınızı 7 gün içinde siler; şikâyetleriniz adınız ve fotoğraflarınız olmadan okunabilir kalır.",
  "faq.your-data.a2": "Neyi neden sakladığımızı gizlilik politikası anlatır.",
  "faq.your-data.link": "Gizlilik politikasını okuyun",
  "faq.block-report.q": "Birini nasıl engellerim ya da bir gönderiyi nasıl bildiririm?",
  "faq.block-report.a1":
    "Şikâyetin kartındaki menüyü açın. Kullanıcıyı engelle, o kişinin şikâyetlerini sizden gizler ve artık size bildirim göndermez. Bildir, şikâyeti gerekçenizle UCK moderatörlerine gönderir; onlar şikâyeti tutar ya da kaldırır.",
  "faq.invites.q": "Arkadaşlarımı nasıl davet ederim?",
  "faq.invites.a1":
    "Profilinizin Davetler sekmesinde size özel davet bağlantınız ve bir arkadaşınızı e-postayla davet etme formu var. Bağlantınızla katılan herkes 10 kişilik hedefinize sayılır.",
  "faq.invites.link": "Arkadaşlarını davet et",
};
