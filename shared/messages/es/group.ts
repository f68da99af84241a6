import type { GroupMessages } from "../en/group";

export const groupEs: GroupMessages = {
  "group.people_one": "A {count} persona le pasa lo mismo",
  "group.people_other": "A {count} personas les pasa lo mismo",
  "group.line": "{people} ({thisWeek} esta semana) · {resolved} resueltas · {response}",
  "group.noResponse": "la empresa aún no ha respondido",
  "group.medianResponse": "mediana de respuesta: {duration}",
  "group.withWaiting": "{line} · {waiting}",
  "group.waiting_one": "{count} cuenta más reciente aún no se cuenta",
  "group.waiting_other": "{count} cuentas más recientes aún no se cuentan",
};
