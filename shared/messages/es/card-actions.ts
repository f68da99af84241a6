import type { CardActionsMessages } from "../en/card-actions";

/** The card's actions page in Spanish: written for Spanish readers ("tú"), not word for word. */
export const cardActionsEs: CardActionsMessages = {
  title: "Acciones de la queja",
  description: "Guarda, comparte, sigue, denuncia o bloquea, para una queja.",
  about: "Queja sobre {company}",
  linkLabel: "El enlace de esta queja, para copiarlo",
  signIn: "Inicia sesión para guardar, seguir, denunciar o bloquear.",
};
