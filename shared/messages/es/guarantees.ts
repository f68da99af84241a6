import type { GuaranteesMessages } from "../en/guarantees";

/**
 * /guarantees in Spanish: written for Spanish readers ("tú"), not word for word. The tests'
 * files and names stay as the code names them.
 */
export const guaranteesEs: GuaranteesMessages = {
  "guarantees.title": "Lo que UCK garantiza a quien se queja",
  "guarantees.description":
    "Las promesas de UCK a quienes publican quejas, cada una con la prueba automática que la comprueba en cada cambio.",
  "guarantees.intro":
    "Estas son las promesas que UCK te hace cuando publicas una queja. Cada una la comprueban pruebas automáticas que se ejecutan con cada cambio en UCK; un cambio que rompe una promesa no las pasa. Bajo cada promesa encontrarás las pruebas por su archivo y su nombre en el código fuente de UCK.",
  "guarantees.testOne": "La prueba que lo comprueba",
  "guarantees.testMany": "Las pruebas que lo comprueban",
  "guarantees.rules":
    "Las normas sobre lo que se puede publicar están en el {agreement}; cómo se calculan las cifras de las empresas se explica en {methodology}.",
  "guarantees.agreement": "Acuerdo de usuario",
  "guarantees.methodology": "la página de metodología",
  "promise.company-actions": "Ninguna acción de una empresa oculta tu queja.",
  "detail.company-actions.1":
    "Una empresa puede responder a tu queja, ofrecer un reembolso, marcarla como resuelta y denunciarla a los moderadores de UCK. Nada de eso la oculta, la saca de las listas ni la quita de su página: sigue siendo pública mientras la empresa actúa.",
  "detail.company-actions.2":
    "Solo un moderador de UCK puede retirar una queja, y solo según las reglas de abajo.",
  "promise.removal-stub":
    "Si un moderador retira tu queja, queda una nota pública con el motivo, y puedes apelar una vez.",
  "detail.removal-stub.1":
    "Si un moderador de UCK retira tu queja, su dirección conserva una nota que dice cuándo se retiró y por qué, y en qué punto está tu apelación: sin apelar, pendiente, aceptada o rechazada.",
  "detail.removal-stub.2":
    "Puedes apelar una vez, desde esa página. Decide un administrador de UCK: si acepta la apelación, tu queja vuelve a su dirección (sus comentarios, ucks y foto anteriores no vuelven); si la rechaza, la nota se queda y lo dice.",
  "promise.your-deletion": "Cuando borras tu queja o eliminas tu cuenta, no queda nada.",
  "detail.your-deletion.1":
    "Una queja que borras no deja nada en su dirección: ni nota ni motivo, solo “no encontrada”.",
  "detail.your-deletion.2":
    "Eliminar tu cuenta borra las notas de tus quejas retiradas con sus motivos y apelaciones. Las quejas que conservas siguen pudiéndose leer sin tu nombre.",
  "promise.refund-conditions": "No se puede ofrecer un reembolso a cambio de que borres tu queja.",
  "detail.refund-conditions.1":
    "Una respuesta o una oferta de reembolso de una empresa que te pida borrar, retirar o quitar tu queja se rechaza antes de enviarse, ya esté en inglés, turco o español. La empresa ve las palabras rechazadas y puede decirlo de otra forma.",
  "promise.you-hear":
    "Te enteras de cada acción de la empresa sobre tu queja, y puedes publicar una actualización.",
  "detail.you-hear.1":
    "Cuando una empresa responde a tu queja (con el reembolso que ofrezca), la marca como resuelta u ofrece un nuevo reembolso, recibes un correo y una notificación en UCK. En tu perfil eliges cómo te llega ese correo: al momento, en un resumen diario o nunca.",
  "detail.you-hear.2":
    "Puedes publicar una actualización en tu propia queja: lo que escribas ahí aparece como “Novedad de quien se queja”.",
};
