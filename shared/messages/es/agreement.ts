import type { AgreementMessages } from "../en/agreement";

export const agreementEs: AgreementMessages = {
  "agreement.title": "Acuerdo de usuario",
  "agreement.metaDescription":
    "Las normas para publicar en UCK: edad mínima, qué puedes publicar, páginas de empresa, incumplimientos y tus datos.",
  "agreement.updated": "Última actualización: 13 de mayo de 2025",
  "agreement.what.title": "1. Qué es UCK",
  "agreement.what.body":
    "UCK es una plataforma pública donde los consumidores publican quejas sobre empresas y donde las empresas pueden responderlas. Todo lo que publicas en UCK es público.",
  "agreement.account.title": "2. Tu cuenta",
  "agreement.account.body":
    "Debes tener al menos 13 años para usar UCK. No compartas tu contraseña; eres responsable de lo que se publique desde tu cuenta.",
  "agreement.posts.title": "3. Qué puedes publicar",
  "agreement.posts.body":
    "Publica tu propia experiencia, con honestidad. No publiques datos personales de otras personas (direcciones, teléfonos, números de cuenta), amenazas, odio, spam ni nada ilegal. No te hagas pasar por una empresa ni por otra persona.",
  "agreement.companies.title": "4. Empresas",
  "agreement.companies.body":
    "Una empresa puede reclamar su página tras verificar una dirección de su propio dominio. Las respuestas de las empresas son públicas y deben ser veraces; los reembolsos ofrecidos son un compromiso de la propia empresa.",
  "agreement.breaches.title": "5. Incumplimientos",
  "agreement.breaches.body":
    "Incumplir este acuerdo supone el borrado inmediato de la cuenta y sus datos y el bloqueo durante tres meses de las direcciones IP utilizadas.",
  "agreement.data.title": "6. Tus datos",
  "agreement.data.body":
    "Puedes pedir en cualquier momento una descarga de tus datos o su borrado. Una solicitud de borrado se cumple en un plazo de 7 días. La Política de privacidad explica qué guardamos y por qué.",
};
