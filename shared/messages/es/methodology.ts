import type { MethodologyMessages } from "../en/methodology";

export const methodologyEs: MethodologyMessages = {
  "methodology.title": "Cómo se calculan las cifras",
  "methodology.metaDescription":
    "Las definiciones exactas de cada cifra de las páginas de empresa de UCK, la insignia, Tendencias y Virales, cada una con su versión.",
  "methodology.intro":
    'Cada cifra de una página de empresa se calcula a partir de las quejas públicas de esa empresa, de la misma forma para todas. Cuando hay menos de {minSample} datos, la página dice "Aún no hay datos suficientes" en lugar de mostrar una cifra. Los porcentajes se redondean a números enteros; los tiempos se dan en minutos, horas y días.',
  "methodology.version": "Versión {version} · modificada el {changed}",
  "methodology.day26": "26 de noviembre de 2026",
  "methodology.day27": "27 de noviembre de 2026",
  "methodology.day29": "29 de noviembre de 2026",
  "methodology.total.name": "Total de quejas",
  "methodology.total.body":
    "Todas las quejas presentadas sobre la empresa que siguen siendo públicas.",
  "methodology.responseRate.name": "Tasa de respuesta",
  "methodology.responseRate.formula": "respondidas ÷ total de quejas × 100",
  "methodology.responseRate.body":
    "{c1}, donde respondida significa que la empresa publicó una respuesta. 0 % si no hay quejas.",
  "methodology.resolutionRate.name": "Tasa de resolución",
  "methodology.resolutionRate.formula":
    "quejas que quien las presentó confirmó resueltas ÷ quejas con un resultado que contar × 100",
  "methodology.resolutionRate.body":
    "{c1}. Una queja solo está resuelta cuando quien la presentó lo dice: el «Marcar como resuelta» de un miembro es lo que afirma la empresa, y se pregunta a quien presentó la queja (con recordatorios a los 7 y 21 días). Un resultado que contar es una queja confirmada, una afirmación que nadie respondió en 30 días (cerrada sin el veredicto de quien la presentó: cuenta, nunca como resuelta) o una queja presentada hace más de 30 días que no espera respuesta a una afirmación. Las afirmaciones que aún esperan quedan fuera y se muestran aparte, a la espera de quien presentó la queja. Hasta el 29 de noviembre de 2026 era toda queja marcada como resuelta por cualquiera ÷ todas las quejas.",
  "methodology.responseTime.name": "Tiempo de respuesta",
  "methodology.responseTime.body":
    "Para cada queja respondida, el tiempo desde que se presentó hasta la respuesta de la empresa. La página muestra la media, la mediana (el valor central; la media de los dos valores centrales si su número es par) y el percentil 90 por rango más cercano: se ordenan los tiempos y se toma el que ocupa la posición {c1}, de modo que nueve de cada diez respuestas llegaron al menos así de rápido. Se muestra a partir de {minSample} quejas respondidas. La versión 2 añadió el percentil 90.",
  "methodology.satisfaction.name": "Satisfacción",
  "methodology.satisfaction.formula": 'veredictos "Sí" ÷ todos los veredictos × 100',
  "methodology.satisfaction.body":
    "{c1}: tras una respuesta, quien se queja indica si está satisfecho; las quejas sin veredicto no cuentan. Se muestra a partir de {minSample} veredictos.",
  "methodology.sla.name": "Respondidas en {hours} h (SLA)",
  "methodology.sla.formula": "respondidas en {hours} h ÷ quejas que se pueden valorar × 100",
  "methodology.sla.body":
    "{c1}. Una queja se puede valorar cuando ya está respondida o tiene {hours} horas, así que una queja reciente sin respuesta nunca cuenta en contra de la empresa. Una queja sin respuesta se escala pasadas {hours} horas.",
  "methodology.timely.name": "Envío a la empresa y respuesta a tiempo",
  "methodology.timely.body":
    '{c1} es el momento en que se avisó a la empresa de la queja: al instante si hay personas que gestionan su página en UCK (lo ven en sus notificaciones), y si no, cuando se envió el correo que la lleva a la dirección de quejas confirmada de la empresa o a su buzón de atención al cliente (support@ de su dominio); a una misma empresa se le escribe como mucho una vez al día. {c2} (la "respuesta a tiempo" de la CFPB) es sí cuando la primera respuesta de la empresa llegó en las {hours} horas siguientes a {c1}, no cuando esas horas pasaron sin respuesta, y queda vacío mientras corren o si la queja nunca se envió. Ambos están en la API y en los datos abiertos.',
  "methodology.pledge.name": "El compromiso de responder a tiempo",
  "methodology.pledge.body":
    'El propietario de la página reclamada de una empresa puede comprometerse a dos cosas en cada queja: una primera respuesta en las {hours} horas siguientes a {c1}, y una categoría de resultado (cualquiera salvo "en curso") en {days} días, es decir {days} × 24 horas después de {c1}, al milisegundo (una respuesta a las 48:00:00 lo cumple; a las 48:00:01 lo incumple). Una queja cuenta cuando llegó a la empresa con un compromiso en vigor (desde el momento en que se asumió hasta el momento en que se retiró, sin incluirlo), en los últimos 12 meses, y sus dos plazos se cumplieron o uno se cerró sin cumplirse. Una queja aún dentro de sus plazos espera; una que llegó tras una retirada nunca cuenta, y una que llegó antes sigue contando después. Las quejas retiradas y las que un moderador determinó que se usaron para exigir un pago quedan fuera, como en toda cifra. La página, la insignia y la API muestran lo mismo: "Comprometida desde el {date}: cumplido en {n} de {m} ({x}%)".',
  "methodology.pledge.changes":
    "Un propietario puede retirar un compromiso un día después de asumirlo y volver a asumirlo 30 días después de retirarlo, para que una empresa no pueda salirse ante una queja que espera incumplir. Cada periodo, con sus fechas, sigue en la página y en la API.",
  "methodology.outcomes.name": "Qué pasó después de escalar",
  "methodology.outcomes.body":
    'Quien escribió una queja escalada, o una cuya respuesta rechazó con un No, puede registrar qué resultó: el organismo le dio o no la razón, las partes llegaron a un acuerdo, el emisor de la tarjeta devolvió el contracargo o lo rechazó, el emisor de la tarjeta de crédito pagó (sección 75), la empresa pagó tras la carta, o nada todavía; con el importe si hubo dinero, el día y una prueba que solo ven los moderadores de UCK. Solo cuenta una vez verificado: un miembro de la empresa lo confirma en la queja o un moderador de UCK comprueba la prueba. Después se aplican las reglas de recuento de reembolsos: no cuenta un resultado registrado por un miembro de la empresa, por una cuenta con menos de un día cuando se quejó o por una que compartió dirección de red con los miembros de la empresa en los últimos 30 días, y un importe muy por encima de lo habitual espera a un moderador. "Escalaciones resueltas contra la empresa: n de m": n cuenta las resoluciones a favor, los acuerdos, los contracargos ganados, los pagos de la sección 75 y los pagos tras la carta; m cuenta esos más las resoluciones en contra y los contracargos rechazados; "nada todavía" no está en ninguno. Cada queja cuenta una vez, con su resultado actual. Un resultado informado pero sin verificar aparece en su queja como informado por quien se quejó y no cuenta en ningún sitio.',
  "methodology.outcomes.money":
    "El dinero devuelto por canal suma, por moneda: los reembolsos de la empresa (los que sus clientes confirmaron, contados como arriba en dinero devuelto), lo pagado tras una carta, los contracargos, las reclamaciones a la tarjeta de crédito (sección 75) y las resoluciones o acuerdos, cada uno de resultados verificados que cuentan.",
  "methodology.money.name": "Dinero devuelto",
  "methodology.money.formula":
    "suma de los reembolsos que los autores de las quejas confirmaron haber recibido",
  "methodology.money.body":
    '{c1}, por moneda (nunca se convierte). Una empresa registra un reembolso con su respuesta: importe, moneda y el día en que llegará. Solo cuenta cuando quien se queja responde "Ha llegado"; hasta entonces está pendiente de confirmación y, pasado su día sin respuesta, se marca como atrasado. Un reembolso que según quien se queja no llegó se cuenta aparte. El total del sitio en Resueltas suma los reembolsos confirmados de todas las empresas, por moneda.',
  "methodology.money.counts":
    'Un reembolso confirmado solo cuenta si quien se queja no es miembro de la empresa, no ha iniciado sesión desde la misma dirección de red que alguno de sus miembros en los últimos {days} días (se comparan hashes con clave, nunca las direcciones) y su cuenta tenía al menos un día cuando se ofreció el reembolso. Un importe muy por encima de los reembolsos habituales de la empresa (más de {factor} veces la mediana de sus reembolsos contados en esa moneda, o unos 2.000 USD mientras tenga menos de {history}) cuenta cuando UCK lo ha revisado; hasta entonces la queja dice "pendiente de revisión". Un reembolso que no cuenta sigue apareciendo en su queja tal como lo indicó quien se queja.',
  "methodology.badge.name": "La insignia de la empresa",
  "methodology.badge.body":
    "Total de quejas, tasa de respuesta y mediana del tiempo de respuesta, según se definen arriba, sobre las quejas presentadas en los últimos {days} días, siempre todas: una empresa no puede elegir qué quejas cuenta su insignia.",
  "methodology.flood.name": "Actividad inusual y métricas sin los periodos señalados",
  "methodology.flood.formula": "máx({min}, {factor} × mediana)",
  "methodology.flood.opens":
    "Cada hora se comparan las últimas 24 horas de cada empresa con su propio día habitual: la mediana de sus quejas diarias en los {baseline} días anteriores. Se abre un periodo de actividad inusual cuando se cumple cualquiera de estas condiciones: al menos {c1} quejas; al menos {ucks} ucks en sus quejas, la mitad o más de cuentas con menos de un día; {accounts} o más cuentas con menos de 7 días (o que comparten dirección de red) publicando textos casi idénticos (trigramas de palabras que coinciden al menos en un {percent} %). Empieza con el primer hecho de una regla que se cumplió: la primera queja del día, su primer uck de una cuenta nueva o la primera queja casi idéntica. El periodo sigue abierto mientras se cumpla una regla y se cierra solo {clearHours} horas después de la última vez que se cumplió; un moderador puede cerrarlo o confirmarlo antes.",
  "methodology.flood.without": "sin los periodos señalados",
  "methodology.flood.shown":
    "Nada de lo que hay en un periodo se oculta ni se borra, y un periodo juzga las quejas, no los ucks que reciben. Cuando se cumplió una regla de quejas (muchas quejas o textos casi idénticos), cada queja presentada en el periodo se señala solo si es sospechosa en sí: su cuenta tenía menos de 7 días al publicarla, su cuenta comparte dirección de red con otro autor del periodo o su texto es casi idéntico a quejas de {accounts} o más cuentas. Los ucks de cuentas nuevas ya cuentan en las clasificaciones solo a medida que esas cuentas envejecen; nunca señalan la queja que recibieron, y un periodo solo de ucks de cuentas nuevas no señala ninguna queja. Mientras un periodo está abierto, o después de que un moderador lo confirme, la página de la empresa y la API muestran las métricas dos veces: sobre todas las quejas y {c1}, es decir, las mismas fórmulas sobre las quejas que ningún periodo así señaló, con sus reembolsos. Un periodo cerrado cuenta como cualquier otro día.",
  "methodology.groups.name": "Personas con el mismo problema",
  "methodology.groups.formula": "similitud de Jaccard de grupos de 3 palabras ≥ {threshold}",
  "methodology.groups.joins":
    "Una queja se suma a un grupo con «A mí también me pasa» solo cuando sus palabras se parecen a las del grupo: {c1}, frente a la queja elegida y frente a la primera queja del grupo, la misma regla que elige las sugerencias del formulario de quejas. Un grupo nunca es una fusión: cada queja conserva su propio plazo, sus respuestas y su estado.",
  "methodology.groups.counts":
    "«Personas con este problema» cuenta una vez cada cuenta con una queja en el grupo, y solo cuando la cuenta tiene {hours} horas, la edad a la que sus ucks mueven las clasificaciones. La queja de una cuenta más nueva se muestra en el grupo y se cuenta cuando su cuenta llega a esa edad. «Esta semana» y «resueltas» cuentan las quejas de esas cuentas. La página de una empresa muestra primero los grupos con más personas contadas, cada uno citado por su queja con más ucks de una cuenta contada.",
  "methodology.reputation.name": "Cómo cuenta un uck en las clasificaciones",
  "methodology.reputation.formula":
    "mín(semanas completas de antigüedad, {weeks}) ÷ {weeks} × actividad",
  "methodology.reputation.body":
    "Cada uck aparece en su queja al instante. En Tendencias, Virales y el orden por más ucks, un uck cuenta según la reputación de su cuenta en el momento en que empieza a contar allí: {c1}, entre 0 y 1. Una cuenta sin dirección de correo verificada, o en su primera semana, cuenta 0; cuenta un poco más con cada semana completa de antigüedad, y del todo a partir de {weeks} semanas. La actividad es 1 si la cuenta ha presentado una queja o ha escrito un comentario al que otra cuenta dio un uck, y {quiet} si solo ha dado ucks.",
  "methodology.reputation.cohort":
    "Las cuentas creadas dentro de la misma hora cuentan como una sola para cada queja: la primera de ellas que le da un uck cuenta según su reputación, las demás cuentan 0. Los ucks de cuentas con menos de un día, y muchos a la vez desde una misma dirección de red, empiezan a contar {hours} horas después de darse. Los ucks contados antes de esta regla se volvieron a contar una vez con ella.",
  "methodology.trending.name": "Tendencias",
  "methodology.trending.formula":
    "(ucks + 2 × comentarios + 3 × veces compartida) ÷ (antigüedad en horas + 2)^1.5",
  "methodology.trending.body":
    "Quejas de los últimos {days} días, ordenadas por {c1}, para que la actividad reciente supere a los totales antiguos. Los ucks cuentan por su peso, como se explica arriba.",
  "methodology.viral.name": "Virales",
  "methodology.viral.or": " o ",
  "methodology.viral.formula": "pesos de los ucks contados en el periodo ÷ horas del periodo",
  "methodology.viral.body":
    "Ucks ganados por hora en el periodo elegido ({hours} horas): {c1}, de mayor a menor.",
  "methodology.categories.name": "Cómo responde una empresa",
  "methodology.categories.body":
    "Cada respuesta de una empresa lleva una categoría, elegida por la empresa al responder, según las respuestas de empresa de la CFPB: explicación, compensación económica (un reembolso con su importe y su moneda, que el reclamante confirma como cualquier reembolso), compensación no económica, en curso, no es nuestro cliente o duplicado. La página de la empresa cuenta sus respuestas por categoría. Las respuestas anteriores a las categorías tienen la que indican sus datos: compensación económica si se registró un reembolso; si no, explicación.",
  "methodology.verdict.name": "El veredicto del reclamante",
  "methodology.verdict.body":
    "Cuando la empresa responde, el reclamante dice si resolvió la queja (Sí o No, obligatorio) y puede añadir cómo se gestionó, de 0 a 10, y si volvería a hacer negocios con la empresa. Puede cambiar su respuesta durante 30 días. La puntuación media y la proporción que volvería se muestran a partir de {minSample} respuestas; la valoración de una queja para los buscadores es la propia puntuación del reclamante, sobre 10, o ninguna.",
  "methodology.composite.name": "Puntuación UCK (compuesta)",
  "methodology.composite.formula":
    "(2 × % respondidas + 3 × % resueltas + 2 × % volvería + 3 × 10 × puntuación media ÷ 10) ÷ 100",
  "methodology.composite.body":
    "Un número de 0 a 10: {c1}. El % de respondidas es la tasa de respuesta; el % de resueltas, los Sí de los reclamantes entre sus veredictos; el % volvería, los Sí entre quienes respondieron “¿Volverías a hacer negocios con ellos?”; la puntuación media, su “¿Cómo se gestionó?” de 0 a 10. Se retiene, nunca se estima, con menos de {verdicts} veredictos, mientras la empresa haya respondido menos del {answered} % de sus quejas, o mientras ningún reclamante haya dado una puntuación o dicho si volvería.",
  "methodology.composite.sources":
    "Las entradas y los pesos parten de los que Reclame Aqui publica para su índice de reputación (respondidas, resueltas, volvería a hacer negocios y una puntuación del consumidor de 0 a 10, retenido por debajo del 50 % de respuestas); las categorías de respuesta siguen las de la CFPB. Un cambio en los pesos o en los umbrales es una versión nueva, fechada aquí.",
  "methodology.more":
    "Las mismas cifras, y todas las quejas públicas, se pueden leer desde programas mediante la {api}. Lo que UCK promete a quienes presentan quejas, cada promesa con la prueba que la verifica, está en {guarantees}.",
  "methodology.more.api": "API pública",
  "methodology.more.guarantees": "la página de garantías",
};
