import type { YoursMessages } from "../en/yours";

export const yoursTr: YoursMessages = {
  "yours.login": "Giriş yap",
  "yours.register": "Kayıt ol",
  "myComplaints.description": "Yazdığınız tüm şikâyetler, en yenisi önce.",
  "myComplaints.emptyTitle": "Henüz şikâyet yok",
  "myComplaints.emptyText": "İlk şikâyetinizi yazın, burada görünsün.",
  "myComplaints.signIn": "Yazdığınız şikâyetleri görmek için lütfen giriş yapın.",
  "bookmarked.description": "Kart menüsünden kaydettiğiniz şikâyetler, en son kaydedilen önce.",
  "bookmarked.emptyTitle": "Henüz kaydedilen bir şey yok",
  "bookmarked.emptyText": "Bir şikâyeti burada tutmak için menüsünden Kaydet'i seçin.",
  "bookmarked.signIn": "Kaydettiğiniz şikâyetleri görmek için lütfen giriş yapın.",
  "notifications.description": "Şikâyetlerinizde ve takip ettiklerinizde olup bitenler.",
  "notifications.signIn": "Bildirimlerinizi görmek için lütfen giriş yapın.",
  "notifications.emptyTitle": "Henüz bildirim yok",
  "notifications.emptyText":
    "Bir şirket şikâyetinize yanıt verdiğinde, biri yorum yaptığında ya da sizi takip ettiğinde burada görürsünüz.",
  "notifications.caughtUp": "Okunmamış bildiriminiz yok.",
  "notifications.markAllRead": "Tümünü okundu say",
  "notifications.markedAllRead": "Tüm bildirimler okundu sayıldı",
  "notifications.loading": "Yükleniyor...",
  "notifications.loadMore": "Daha fazla yükle",
  "notifications.unread": "Okunmadı: ",
};
