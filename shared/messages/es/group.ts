import type { GroupMessages } from "../en/group";

export const groupEs: GroupMessages = {
  "group.people_one": "A {count} persona le pasa lo mismo",
  "group.people_other": "A {count} personas les pasa lo mismo",
  "group.line": "{people} ({thisWeek} esta semana) · {resolved} resueltas · {response}",
  "group.noResponse": "la empresa aún no ha respondido",
  "group.medianResponse": "mediana de respuesta: {duration}",
};
