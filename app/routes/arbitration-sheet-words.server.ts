/**
 * The Turkish arbitration petition's own words (decision 045). The petition is Turkish
 * whatever the reader's language (the committee's), so its words are not the message layer's: the
 * loader sends them, and no browser chunk carries another language's words (decision 030).
 */
export const ARBITRATION_SHEET_WORDS = {
  addressee: "İL / İLÇE TÜKETİCİ HAKEM HEYETİ BAŞKANLIĞINA",
  subtitle: "Başvuru dilekçesi (6502 sayılı Tüketicinin Korunması Hakkında Kanun)",
  applicant: "BAŞVURAN (TÜKETİCİ)",
  fullName: "Adı soyadı",
  idNumber: "T.C. kimlik numarası",
  address: "Adres",
  phone: "Telefon",
  emailLabel: "E-posta",
  trader: "ŞİKÂYET EDİLEN (SATICI / SAĞLAYICI)",
  tradeName: "Ticaret unvanı",
  nameOnUck: "UCK'de görünen adı",
  mersis: "MERSİS numarası",
  vkn: "Vergi kimlik numarası",
  website: "İnternet adresi",
  dispute: "UYUŞMAZLIK",
  value: "Uyuşmazlık değeri",
  invoice: "Fatura tarihi ve numarası",
  subject: "Konusu",
  demand: "Talep",
  choices:
    "Seçimlik hak: ☐ sözleşmeden dönme ve bedel iadesi ☐ bedel indirimi ☐ ücretsiz onarım ☐ yenisi ile değişim ☐ hizmetin yeniden görülmesi",
  annexes: "EKLER",
  invoiceCopy: "Fatura, fiş veya sözleşmenin bir kopyası",
  uckFile: "UCK şikâyet dosyası:",
  filedOn: "şikâyet",
  filedOnAfter: "tarihinde yapıldı",
  photo: "Fotoğraf:",
  closing: "Yukarıda belirtilen uyuşmazlığın çözümü için gereğini saygılarımla arz ederim.",
  date: "Tarih",
  signature: "İmza",
  conversion:
    "başvuru tarihindeki T.C. Merkez Bankası efektif döviz satış kuruyla Türk lirasına çevrilir:",
} as const;
