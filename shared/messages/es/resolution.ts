import type { ResolutionMessages } from "../en/resolution";

export const resolutionEs: ResolutionMessages = {
  "resolution.sought": "¿Qué lo solucionaría para ti?",
  "resolution.optional": "(opcional)",
  "resolution.soughtPlaceholder": "El reembolso del billete, un cambio, una disculpa…",
  "resolution.amount": "Importe reclamado",
  "resolution.currency": "Moneda",
  "resolution.choose": "Elige…",
  "resolution.problem.tooLong": "Cuenta qué lo solucionaría en {max} caracteres como máximo.",
  "resolution.problem.amount":
    "Escribe el importe reclamado como un número, por ejemplo 40 o 40.50.",
  "resolution.problem.currency": "Elige la moneda del importe reclamado.",
};
