import type { PersonMessages } from "../en/person";
import { unblockTr } from "./unblock";

/** A person's page in Turkish; a name never takes a suffix (decision 030). */
export const personTr: PersonMessages = {
  "person.title": "Profil",
  "person.metaDescription": "{name} tarafından UCK'de yazılan şikâyetler.",
  "person.complaints_one": "{count} şikâyet",
  "person.complaints_other": "{count} şikâyet",
  "person.signInToFollow": "Kişileri takip etmek için lütfen giriş yapın.",
  "person.blocked": "Bu kişiyi engellediniz: {name}",
  "person.blockedText":
    "Bu kişinin şikâyetleri UCK'nin her yerinde sizden gizlenir. Yeniden görmek için engeli kaldırın.",
  "person.emptyTitle": "Henüz şikâyet yok",
  "person.emptyText": "{name} henüz bir şikâyet yazmadı.",
  "person.following": "Takip ediliyor",
  "person.followingText": "Artık takip ediyorsunuz: {name}.",
  "person.unfollowed": "Takip bırakıldı",
  "person.unfollowedText": "Artık takip etmiyorsunuz: {name}.",
  "person.error": "Hata",
  "person.cannotFollowSelf": "Kendinizi takip edemezsiniz.",
  "person.authRequired": "Giriş yapmanız gerekiyor",
  ...unblockTr,
};
