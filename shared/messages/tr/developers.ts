import type { DevelopersMessages } from "../en/developers";

export const developersTr: DevelopersMessages = {
  "developers.title": "Herkese açık API",
  "developers.metaDescription":
    "UCK'nin herkese açık şikâyetlerini ve şirketlerin sayılarını okuyun: OpenAPI 3.1 belgesiyle belgelenmiş, anahtar gerektirmeyen bir JSON API.",
  "developers.intro":
    "Tüm herkese açık şikâyetler ve tüm şirketlerin sayıları, {server} adresinde JSON olarak. Anahtar ya da hesap gerekmez; veriler kamu malına bırakılmıştır (CC0) ve yazarlar yalnızca herkese açık profillerinde görünen adlarıyla yer alır.",
  "developers.document": "Kod üreticileri ve araçlar için tam tanım: {link}.",
  "developers.document.link": "OpenAPI 3.1 belgesi",
  "developers.pages":
    "Listeler en yeniden başlayarak sayfalar hâlinde gelir: sonraki sayfa için yanıttaki {nextCursor} değerini {cursor} olarak gönderin; son sayfada bu değer {null} olur. Aynı sonraki sayfa {link} başlığında da bulunur ({next}).",
  "developers.cache":
    "Yanıtlar bir {etag} taşır ve {maxAge} saniye saklanabilir; onu {ifNoneMatch} olarak geri gönderirseniz değişmemiş bir yanıt kısa bir 304 olur.",
  "developers.limit":
    "Her adres {window} saniyede yaklaşık {limit} istek yapabilir (her Cloudflare konumunda ayrı sayılır); bu, {policy} başlığında bildirilir. 304 yanıtları sayılmaz. Sınır aşılınca bir 429 yanıtı ne zaman yeniden deneneceğini söyler ({retryAfter}).",
  "developers.readOnly":
    "API yalnızca okur: GET, HEAD ve OPTIONS dışındaki her yöntem {allow} ile birlikte 405 yanıtı alır. Her hata bir {problem} nesnesidir (RFC 9457, {type}).",
  "developers.readOnly.problem": "sorun",
  "developers.cors": "Her web sitesi onu tarayıcıdan okuyabilir (CORS, GET için açıktır).",
  "developers.methodology": "Sayılar {link} sayfasındaki tanımlara uyar.",
  "developers.methodology.link": "Sayılar nasıl hesaplanır",
  "developers.englishReference":
    "Aşağıdaki başvuru bölümü API'nin OpenAPI belgesidir ve İngilizce yazılmıştır.",
  "developers.endpoints": "Uç noktalar",
  "developers.parametersOf": "{path} parametreleri",
  "developers.parameter": "Parametre",
  "developers.type": "Tür",
  "developers.meaning": "Anlamı",
  "developers.inPath": "(yol)",
  "developers.errors": "Hatalar",
  "developers.errors.about":
    "Her ret ve hata bir {problem} nesnesidir: {type} alanı, aşağıdaki türünün adresidir; {code} türü programlar için adlandırır; {detail} ise bu istekte neyin yanlış gittiğini söyler.",
  "developers.objects": "Nesneler",
  "developers.fieldsOf": "{name} alanları",
};
