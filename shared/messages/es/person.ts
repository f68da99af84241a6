import type { PersonMessages } from "../en/person";
import { unblockEs } from "./unblock";

/** A person's page in Spanish ("tú"). */
export const personEs: PersonMessages = {
  "person.title": "Perfil",
  "person.metaDescription": "Quejas presentadas en UCK por {name}.",
  "person.complaints_one": "{count} queja",
  "person.complaints_other": "{count} quejas",
  "person.signInToFollow": "Inicia sesión para seguir a personas.",
  "person.blocked": "Has bloqueado a {name}",
  "person.blockedText":
    "Sus quejas están ocultas para ti en todo UCK. Desbloquea para volver a verlas.",
  "person.emptyTitle": "Aún no hay quejas",
  "person.emptyText": "{name} no ha publicado ninguna queja.",
  "person.following": "Siguiendo",
  "person.followingText": "Ahora sigues a {name}.",
  "person.unfollowed": "Ya no sigues",
  "person.unfollowedText": "Ya no sigues a {name}.",
  "person.error": "Error",
  "person.cannotFollowSelf": "No puedes seguirte a ti mismo.",
  "person.authRequired": "Tienes que iniciar sesión",
  ...unblockEs,
};
