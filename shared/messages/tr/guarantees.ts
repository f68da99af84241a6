import type { GuaranteesMessages } from "../en/guarantees";

/**
 * /guarantees in Turkish: written for Turkish readers ("siz"), not word for word. The tests'
 * files and names stay as the code names them.
 */
export const guaranteesTr: GuaranteesMessages = {
  "guarantees.title": "UCK'nin şikâyet sahiplerine güvenceleri",
  "guarantees.description":
    "UCK'nin şikâyet yazanlara verdiği sözler; her biri, her değişiklikte onu denetleyen otomatik testle birlikte.",
  "guarantees.intro":
    "Bir şikâyet yazdığınızda UCK'nin size verdiği sözler bunlar. Her biri, UCK'deki her değişiklikte çalışan otomatik testlerle denetlenir; bir sözü bozan değişiklik bu testlerden geçemez. Her sözün altında, onu denetleyen testlerin UCK kaynak kodundaki dosyasını ve adını bulursunuz.",
  "guarantees.testOne": "Bunu denetleyen test",
  "guarantees.testMany": "Bunu denetleyen testler",
  "guarantees.rules":
    "Neyin yayımlanabileceğine dair kurallar {agreement} içinde; şirket rakamlarının nasıl hesaplandığı {methodology} anlatılıyor.",
  "guarantees.agreement": "Kullanıcı Sözleşmesi",
  "guarantees.methodology": "yöntem sayfasında",
  "promise.company-actions": "Hiçbir şirket işlemi şikâyetinizi gizlemez.",
  "detail.company-actions.1":
    "Bir şirket şikâyetinize yanıt verebilir, para iadesi önerebilir, şikâyeti çözüldü olarak işaretleyebilir ve UCK moderatörlerine bildirebilir. Bunların hiçbiri şikâyetinizi gizlemez, listelerden çıkarmaz ya da sayfasından kaldırmaz: şirket işlem yaparken şikâyet herkese açık kalır.",
  "detail.company-actions.2":
    "Bir şikâyeti yalnızca bir UCK moderatörü kaldırabilir, o da yalnızca aşağıdaki kurallara göre.",
  "promise.removal-stub":
    "Bir moderatör şikâyetinizi kaldırırsa yerinde gerekçesiyle birlikte herkese açık bir not kalır ve bir kez itiraz edebilirsiniz.",
  "detail.removal-stub.1":
    "Bir UCK moderatörü şikâyetinizi kaldırırsa, adresinde ne zaman ve neden kaldırıldığını ve itirazınızın durumunu (itiraz edilmedi, bekliyor, kabul edildi ya da reddedildi) söyleyen bir not kalır.",
  "detail.removal-stub.2":
    "O sayfadan bir kez itiraz edebilirsiniz. Kararı bir UCK yöneticisi verir: kabul edilen itiraz şikâyetinizi adresine geri getirir (önceki yorumları, uck'ları ve fotoğrafı geri gelmez); reddedilen itirazda not kalır ve bunu söyler.",
  "promise.your-deletion":
    "Şikâyetinizi sildiğinizde ya da hesabınızı tamamen sildirdiğinizde geride hiçbir şey kalmaz.",
  "detail.your-deletion.1":
    "Sildiğiniz bir şikâyetin adresinde hiçbir şey kalmaz: not yok, gerekçe yok, yalnızca “bulunamadı”.",
  "detail.your-deletion.2":
    "Hesabınızı sildirmek, kaldırılmış şikâyetlerinizin notlarını gerekçeleri ve itirazlarıyla birlikte siler. Yerinde bıraktığınız şikâyetler adınız olmadan okunabilir kalır.",
  "promise.refund-conditions": "Para iadesi, şikâyetinizi silmeniz koşuluyla önerilemez.",
  "detail.refund-conditions.1":
    "Şikâyetinizi silmenizi, kaldırmanızı ya da geri çekmenizi isteyen bir şirket yanıtı veya iade önerisi, gönderilmeden önce reddedilir; İngilizce, Türkçe ya da İspanyolca olması fark etmez. Şirket reddedilen ifadeleri görür ve bunu başka türlü söyleyebilir.",
  "promise.you-hear":
    "Şikâyetinizle ilgili her şirket işleminden haberiniz olur ve bir güncelleme yazabilirsiniz.",
  "detail.you-hear.1":
    "Bir şirket şikâyetinize yanıt verdiğinde (önerdiği iadeyle birlikte), şikâyeti çözüldü olarak işaretlediğinde ya da yeni bir iade önerdiğinde hem e-posta hem de UCK'de bildirim alırsınız. Bu e-postanın nasıl geleceğini profilinizde seçersiniz: hemen, günlük özet olarak ya da hiç.",
  "detail.you-hear.2":
    "Kendi şikâyetinize güncelleme yazabilirsiniz: oraya yazdıklarınız “Şikâyetçiden güncelleme” olarak görünür.",
};
