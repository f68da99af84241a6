import type { SearchMessages } from "../en/search";

/** The search page in Turkish (written for Turkish readers; what people wrote stays as written). */
export const searchTr: SearchMessages = {
  "search.metaTitleQuery": "“{q}” · Arama",
  "search.metaDescription":
    "UCK'deki herkese açık şikâyetlerde ve hakkında oldukları şirketlerde arama yapın.",
  "search.label": "Şikâyetlerde ve şirketlerde ara",
  "search.submit": "Ara",
  "search.status": "Durum",
  "search.allStatuses": "Tüm durumlar",
  "search.company": "Şirket",
  "search.allCompanies": "Tüm şirketler",
  "status.open": "Açık",
  "status.in_progress": "İşlemde",
  "status.resolved": "Çözüldü",
  "status.escalated": "Üst merciye taşındı",
  "status.unknown": "Bilinmiyor",
  "search.searching": "Aranıyor…",
  "search.tooShort": "Aramak için en az iki harf yazın.",
  "search.tooShortText":
    "Şikâyetleri yaşanan olaya, şirkete ya da yere göre; şirketleri adına ya da alan adına göre bulun.",
  "search.companies": "Şirketler ({count})",
  "search.complaints": "Şikâyetler ({count})",
  "search.pageOf": "Sonuçların {page}. sayfası.",
  "search.firstPage": "İlk sayfaya dön",
  "search.noComplaints": "“{q}” ile eşleşen şikâyet yok.",
  "search.noneFiltered":
    "Bir filtreyi kaldırmayı ya da daha az veya daha kısa kelimeyle aramayı deneyin.",
  "search.noneHint":
    "Yazımı kontrol edin ya da daha az veya daha kısa kelimeyle arayın: “iad” yazınca “iade” de bulunur.",
  "search.allComplaints": "Tüm şikâyetlerde ara",
  "search.loadingMore": "Daha fazla şikâyet yükleniyor…",
  "search.showing": "{total} şikâyetten {shown} tanesi gösteriliyor.",
  "search.capped":
    " Yalnızca en iyi eşleşmeler listelenir: aramayı daraltmak için bir kelime ya da filtre ekleyin.",
  "search.loadMore": "Daha fazla yükle",
  "search.noCompanies": "“{q}” ile eşleşen şirket yok.",
  "search.companyComplaints_one": "{count} şikâyet",
  "search.companyComplaints_other": "{count} şikâyet",
  "search.formerUser": "Eski kullanıcı",
  "search.ucks_one": "{count} uck",
  "search.ucks_other": "{count} uck",
};
