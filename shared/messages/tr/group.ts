import type { GroupMessages } from "../en/group";

export const groupTr: GroupMessages = {
  "group.people_one": "{count} kişi bu sorunu yaşıyor",
  "group.people_other": "{count} kişi bu sorunu yaşıyor",
  "group.line": "{people} (bu hafta {thisWeek}) · {resolved} çözüldü · {response}",
  "group.noResponse": "şirket henüz yanıt vermedi",
  "group.medianResponse": "medyan yanıt süresi {duration}",
  "group.withWaiting": "{line} · {waiting}",
  "group.waiting_one": "{count} yeni hesap henüz sayılmıyor",
  "group.waiting_other": "{count} yeni hesap henüz sayılmıyor",
};
