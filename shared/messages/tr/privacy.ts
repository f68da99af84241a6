import type { PrivacyMessages } from "../en/privacy";

export const privacyTr: PrivacyMessages = {
  "privacy.title": "Gizlilik Politikası",
  "privacy.metaDescription":
    "UCK neleri topluyor, neden topluyor, kimler görebiliyor, ne kadar saklıyoruz ve verilerinizi nasıl indirip silebilirsiniz.",
  "privacy.updated": "Son güncelleme: 29 Kasım 2026",
  "privacy.intro":
    "UCK herkese açık bir platformdur: bir şikâyetin amacı, insanların onu okuyabilmesidir. Bu sayfa bunun hangi verileri kapsadığını, neyin gizli kaldığını ve bizden neler isteyebileceğinizi sade bir dille anlatır.",
  "privacy.collect.title": "1. Neleri topluyoruz",
  "privacy.collect.account.lead": "Hesabınız:",
  "privacy.collect.account":
    "adınız, e-posta adresiniz ve şifrenizin korumalı (hash'lenmiş) bir hâli ya da bir oturum açma sağlayıcısının bize ilettiği kimlik.",
  "privacy.collect.profile.lead": "Profiliniz:",
  "privacy.collect.profile":
    "eklemeyi seçtiğiniz her şey: kullanıcı adı, biyografi, konum, web sitesi, telefon numarası, şirket, unvan, profil fotoğrafı ve arka plan görseli gibi.",
  "privacy.collect.complaints.lead": "Şikâyetleriniz:",
  "privacy.collect.complaints":
    "metin, şirket ve isteğe bağlı bir fotoğraf ile konum. Şikâyetler herkese açıktır.",
  "privacy.collect.comments.lead": "Yorumlarınız ve uck'larınız:",
  "privacy.collect.comments":
    "şikâyetlerin altına yazdıklarınız ve hangi şikâyetlerle yorumları bir uck ile desteklediğiniz.",
  "privacy.collect.uploads.lead": "Yüklemeler:",
  "privacy.collect.uploads": "şikâyetlerinize veya profilinize eklediğiniz görseller.",
  "privacy.collect.ip.lead": "IP adresiniz:",
  "privacy.collect.ip":
    "işlemlerin ne sıklıkla tekrarlanabileceğini sınırlamak, kötüye kullanımı durdurmak ve engellemeleri uygulamak için kullanılır.",
  "privacy.why.title": "2. Neden kullanıyoruz",
  "privacy.why.use":
    "Verilerinizi hesabınızı yürütmek, paylaşmayı seçtiğiniz şeyleri yayımlamak, şirketlere hakkındaki şikâyetleri gösterip yanıt verebilmelerini sağlamak, ihtiyaç duyduğunuz e-postaları (adres doğrulama ve şifre sıfırlama gibi) göndermek ve platformu spam, dolandırıcılık ve kötüye kullanımdan korumak için kullanırız. Verilerinizi satmayız ve onlara dayalı reklam göstermeyiz.",
  "privacy.why.sent":
    "Bir şikâyet yazdığınızda, ilk satırı ve şikâyete giden bir bağlantı, UCK'nin ulaşabildiği her durumda ilgili şirkete gönderilir (şikâyetin sayfası ne zaman gönderildiğini ya da neden henüz gönderilmediğini söyler): şirketin UCK'deki sayfasını yöneten kişilere ya da e-postayla şirketin onaylanmış şikâyet adresine veya müşteri hizmetleri posta kutusuna (alan adındaki support@ adresi). Adınız ve e-posta adresiniz bu e-postada yer almaz; şirket gerisini şikâyetin herkese açık sayfasında okur.",
  "privacy.why.mail":
    "Bir saat içinde en fazla {cap} e-posta size tek tek ulaşır; bunu aşınca, aynı türden o saatin geri kalan haberleri tek bir e-postada toplanır. Gönderilemeyen bir e-posta 5 dakika, 30 dakika, 2 saat ve 6 saat sonra yeniden denenir; ilk denemeden bir gün sonrasına asla kalmaz. Her e-posta türünün hemen mi, günlük özet olarak mı geleceğini ya da hiç gelmeyeceğini profilinizden seçersiniz; her e-postada onu tek tıkla durduran bir bağlantı vardır.",
  "privacy.cookies.title": "3. Çerezler ve yerel depolama",
  "privacy.cookies.intro": "Bunları sitenin çalışması için gerekenlerle sınırlı tutarız:",
  "privacy.cookies.session.lead": "Bir oturum çerezi:",
  "privacy.cookies.session":
    "oturumunuzun açık kalmasını sağlar. İçinde şifreniz değil, rastgele bir anahtar bulunur.",
  "privacy.cookies.sidebar": "yan menüyü açık mı kapalı mı bıraktığınızı 7 gün boyunca hatırlar.",
  "privacy.cookies.homeScreen":
    "(yerel depolama, yalnızca cihazınızda) UCK'yi ana ekranınıza ekleme ipucunu gördüğünüzü hatırlar.",
  "privacy.cookies.agreement":
    "(yerel depolama) Kullanıcı Sözleşmesi'ni bu cihazda kabul ettiğinizi ve ne zaman kabul ettiğinizi kaydeder.",
  "privacy.cookies.none": "Reklam çerezi ya da siteler arası izleme çerezi kullanmayız.",
  "privacy.who.title": "4. Kim neyi görür",
  "privacy.who.body":
    "Oturum açmış olsun olmasın herkes şikâyetleri, yorumları, uck sayılarını, şirket yanıtlarını ve profillerin herkese açık kısımlarını görebilir. Sayfasını sahiplenen şirketler, hakkındaki şikâyetleri herkes gibi görür ve herkesin önünde yanıt verebilir. E-posta adresiniz, şifreniz, IP adresiniz ve telefon numaranız sitede asla gösterilmez. Küçük bir yönetici ekibi, bir bildirimi ya da {agreement} ihlalini ele almaları gerektiğinde hesap bilgilerini görebilir. Barındırma ve e-posta sağlayıcılarımız verileri bizim adımıza ve yalnızca bu amaçla işler.",
  "privacy.who.agreement": "Kullanıcı Sözleşmesi",
  "privacy.who.name":
    "Şikâyetteki adınız: “Adımı herkese açık göster” açıkken (varsayılan), herkes şikâyette, ona yazdığınız yorumlarda, arama sonuçlarında, akışlarda ve herkese açık API'de görünen adınızı, avatarınızı ve profilinize bağlantıyı görür. Kapalıyken (bunu şikâyet ederken, şikâyetin sayfasında ya da profilinizde tüm şikâyetleriniz için seçersiniz) herkes yalnızca baş harflerinizi (“A. K.” gibi) ve sade bir avatar görür, profilinize bağlantı olmaz; şikâyet herkese açık profilinizde ve sayılarında yer almaz. Şirketin üyeleri, şikâyet dosyası, dosyanın gönderildiği tüketici makamı ve siz adınızı görmeye devam edersiniz. Şikâyetinizin metni her durumda herkese açıktır; sizi tanıtan bilgileri metne yazmayın. Açık veri dosyalarında hiçbir zaman ad bulunmaz.",
  "privacy.keep.title": "5. Ne kadar süre saklıyoruz",
  "privacy.keep.body":
    "Hesabınızı ve paylaştıklarınızı hesabınız var olduğu sürece ve bir silme talebi yerine getirilene kadar saklarız. Hız sınırları için IP adresi başına tuttuğumuz sayaçlar yalnızca deneme sayısını ve geçerli zaman aralığının başladığı anı içerir; paylaşımlarınızla ilişkilendirilmez. Bir engellemenin kayıtları engelleme süresince saklanır.",
  "privacy.rights.title": "6. Haklarınız",
  "privacy.rights.body":
    "Verilerinizin bir kopyasını indirmeyi ya da silinmesini dilediğiniz zaman isteyebilirsiniz. Silme talebi 7 gün içinde yerine getirilir: hesabınız, profiliniz, yorumlarınız ve yüklemeleriniz silinir; şikâyetleriniz ise anonimleştirilir, böylece bir şirketin yanıtlarının herkese açık kaydı adınız olmadan okunabilir kalır. Yanlış olan verilerin düzeltilmesini de isteyebilirsiniz.",
  "privacy.age.title": "7. Yaş sınırı",
  "privacy.age.body":
    "UCK'yi kullanmak için en az 13 yaşında olmalısınız. Bir hesabın daha küçük birine ait olduğunu öğrenirsek hesabı sileriz.",
  "privacy.breach.title": "8. Kullanıcı Sözleşmesi ihlalleri",
  "privacy.breach.body":
    "Bir hesap Kullanıcı Sözleşmesi'ni ihlal ederse, hesabı ve verilerini derhal siler ve kullandığı IP adreslerini {months} ay süreyle engelleriz. Bu engellemeyi uygulayabilmek için o IP adreslerini aynı süre boyunca saklarız.",
  "privacy.contact.title": "9. İletişim",
  "privacy.contact.body":
    "Sorularınız, veri indirme ya da silme talepleriniz veya verilerinizle ilgili başka her şey için: {address}. Talebi hesabınızdaki e-posta adresinden onaylamanızı isteyebiliriz.",
};
