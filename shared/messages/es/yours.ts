import type { YoursMessages } from "../en/yours";

export const yoursEs: YoursMessages = {
  "yours.login": "Iniciar sesión",
  "yours.register": "Registrarse",
  "myComplaints.description":
    "Todas las quejas que has presentado, de la más reciente a la más antigua.",
  "myComplaints.emptyTitle": "Aún no hay quejas",
  "myComplaints.emptyText": "Presenta tu primera queja y aparecerá aquí.",
  "myComplaints.signIn": "Inicia sesión para ver las quejas que has presentado.",
  "bookmarked.description":
    "Quejas que guardaste desde el menú de la tarjeta, las guardadas más recientemente primero.",
  "bookmarked.emptyTitle": "Aún no has guardado nada",
  "bookmarked.emptyText": "Elige Guardar en el menú de una queja para tenerla aquí.",
  "bookmarked.signIn": "Inicia sesión para ver las quejas que guardaste.",
  "notifications.description": "Lo que ha pasado con tus quejas y lo que sigues.",
  "notifications.signIn": "Inicia sesión para ver tus notificaciones.",
  "notifications.emptyTitle": "Aún no tienes notificaciones",
  "notifications.emptyText":
    "Cuando una empresa responda a tu queja, alguien la comente o te siga, lo verás aquí.",
  "notifications.caughtUp": "Estás al día.",
  "notifications.markAllRead": "Marcar todo como leído",
  "notifications.markedAllRead": "Todas las notificaciones marcadas como leídas",
  "notifications.loading": "Cargando...",
  "notifications.loadMore": "Cargar más",
  "notifications.unread": "No leída: ",
};
