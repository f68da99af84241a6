import type { ClaimMessages } from "../en/claim";

/** The claim link's page in Spanish (see claim.en.ts), with "tú". */
export const claimEs: ClaimMessages = {
  "claimLink.metaTitle": "Confirma que reclamas la página de tu empresa",
  "claimLink.metaDescription": "Confirma que reclamas la página de una empresa en UCK.",
  "claimLink.invalidTitle": "Enlace no válido",
  "claimLink.invalid": "Este enlace caducó, se sustituyó por uno más reciente o ya se usó.",
  "claimLink.invalidAgain":
    "Este enlace caducó, se sustituyó por uno más reciente o ya se usó. Vuelve a enviar la solicitud desde la página de la empresa.",
  "claimLink.toCompany": "Ir a la página de la empresa",
  "claimLink.heading": "Reclama {company} en UCK",
  "claimLink.logInFirst":
    "Inicia sesión con la cuenta que pidió reclamar esta página y confirma la solicitud aquí.",
  "claimLink.logIn": "Inicia sesión para confirmar",
  "claimLink.otherAccount":
    "Este enlace se envió para otra cuenta. Cierra sesión e inicia sesión como la persona que pidió reclamar esta página.",
  "claimLink.company": "Empresa",
  "claimLink.domain": "Dominio",
  "claimLink.address": "Dirección verificada",
  "claimLink.grants": "Cuando confirmes, gestionarás esta página y podrás:",
  "claimLink.grantAnswer": "responder en público a las quejas de sus clientes y ofrecer reembolsos",
  "claimLink.grantResolve": "marcar como resueltas las quejas respondidas",
  "claimLink.grantAnalytics": "ver las estadísticas de la página",
  "claimLink.confirming": "Confirmando…",
  "claimLink.confirm": "Confirmar",
  "claimLink.notNow": "Ahora no",
  "claimLink.didNotAsk":
    "¿No lo pediste tú? No hagas nada: el enlace deja de funcionar en 24 horas.",
  "claimLink.signIn": "Inicia sesión para reclamar la página de esta empresa.",
  "claimLink.claimed": "Página de la empresa reclamada",
  "claimLink.claimedText": "Ahora puedes responder quejas y ver las estadísticas.",
};
