// What the demo tickets say (db/seed/demo-tickets.ts): subjects and details per demo sub-category, and the messages
// of their discussions, in the help desk's Spanish.

export type DemoSubCategoryKey = 'impresoras' | 'correo' | 'accesos' | 'clima' | 'nomina';

interface DemoSubject {
  subject: string;
  detail: string;
}

export const demoSubjects: Record<DemoSubCategoryKey, DemoSubject[]> = {
  impresoras: [
    { subject: 'La impresora no imprime', detail: 'Los trabajos se quedan en cola y la impresora no responde.' },
    { subject: 'Atasco de papel en la impresora del piso 2', detail: 'Marca atasco aunque ya se retiró la hoja atorada.' },
    { subject: 'Impresora sin tóner', detail: 'Aparece el aviso de tóner agotado y las hojas salen tenues.' },
    { subject: 'El escáner no envía al correo', detail: 'Al escanear a correo marca error de autenticación.' },
    { subject: 'La impresora imprime hojas en blanco', detail: 'Desde ayer todas las impresiones salen en blanco.' },
    { subject: 'Sin conexión con la impresora de red', detail: 'Ningún equipo del área encuentra la impresora en la red.' },
  ],
  correo: [
    { subject: 'No puedo enviar correos', detail: 'Los mensajes se quedan en la bandeja de salida.' },
    { subject: 'El correo no sincroniza en el celular', detail: 'La aplicación del teléfono no descarga mensajes nuevos.' },
    { subject: 'Buzón lleno', detail: 'Me llega el aviso de que el buzón alcanzó su límite.' },
    { subject: 'Restablecer contraseña de correo', detail: 'Olvidé la contraseña y la cuenta quedó bloqueada.' },
    { subject: 'No recibo correos externos', detail: 'Los clientes dicen que sus correos rebotan.' },
    { subject: 'Alta de lista de distribución', detail: 'Necesitamos una lista para el equipo de ventas.' },
  ],
  accesos: [
    { subject: 'Acceso al sistema de facturación', detail: 'Personal nuevo de cobranza necesita acceso.' },
    { subject: 'Baja de accesos de personal que dejó la empresa', detail: 'Favor de retirar los accesos de dos colaboradores.' },
    { subject: 'Permiso para la carpeta compartida de Finanzas', detail: 'Requiero permiso de lectura para el cierre de mes.' },
    { subject: 'Acceso a la VPN para trabajo remoto', detail: 'Trabajaré desde casa la próxima semana.' },
    { subject: 'Desbloqueo de usuario del ERP', detail: 'El usuario se bloqueó tras varios intentos fallidos.' },
  ],
  clima: [
    { subject: 'El aire acondicionado no enfría', detail: 'El equipo enciende pero sólo sale aire caliente.' },
    { subject: 'Fuga de agua en el clima de la sala de juntas', detail: 'Gotea sobre la mesa cuando está encendido.' },
    { subject: 'Ruido fuerte en el equipo de clima', detail: 'Hace un ruido metálico constante.' },
    { subject: 'Mantenimiento preventivo de climas', detail: 'Solicito programar el mantenimiento del trimestre.' },
    { subject: 'El termostato no responde', detail: 'No cambia la temperatura aunque se ajuste el control.' },
  ],
  nomina: [
    { subject: 'Aclaración de descuento en nómina', detail: 'Aparece un descuento que no reconozco en la quincena.' },
    { subject: 'No se reflejó el pago de horas extra', detail: 'Las horas extra del mes pasado no aparecen en el recibo.' },
    { subject: 'Constancia de percepciones', detail: 'Necesito la constancia para un trámite bancario.' },
    { subject: 'Error en el cálculo de vacaciones', detail: 'Los días disponibles no coinciden con mi antigüedad.' },
    { subject: 'Recibo de nómina no disponible', detail: 'No puedo descargar el recibo de la última quincena.' },
  ],
};

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`);

export const demoConversation = {
  /** Written by the creator with the new ticket. */
  opening: paragraphs('Es urgente, afecta a todo el equipo.', 'Ocurre desde esta mañana.', 'Adjunto el detalle arriba, gracias.'),
  /** The responsible's first answer. */
  reply: paragraphs(
    'Recibido, lo reviso hoy mismo.',
    '¿Me puede compartir una captura del error?',
    'Voy en camino a revisarlo.',
    'Ya lo escalé con el proveedor; le aviso en cuanto tenga respuesta.',
    '¿En qué horario puedo pasar a su lugar?',
  ),
  /** The creator asks again. */
  followUp: paragraphs('Gracias, quedo atento.', 'Sigue fallando, ¿hay alguna novedad?', 'Ya puede pasar, estoy en mi lugar.'),
  /** The responsible closes. */
  closing: paragraphs(
    'Quedó resuelto, cierro el ticket.',
    'Se reemplazó la pieza y el equipo funciona correctamente.',
    'Se aplicó el cambio solicitado; favor de confirmar.',
  ),
  /** A task's responsible finishes the child ticket. */
  taskDone: paragraphs('Revisión terminada, el equipo queda funcionando.', 'Refacción entregada e instalada.'),
};

/** What creators say when they rate a ticket (docs/product/service-quality.md#satisfaction-surveys), by rating 1–5. */
export const demoRatingComments: Record<number, readonly string[]> = {
  1: ['Tardaron días en responder y nadie me avisó.', 'El problema sigue igual aunque cerraron el ticket.'],
  2: ['Lo resolvieron, pero tuve que insistir varias veces.', 'La solución fue temporal, volvió a fallar.'],
  3: ['Se resolvió, aunque tardó más de lo esperado.'],
  4: ['Buena atención.', 'Resuelto sin complicaciones.'],
  5: ['¡Excelente servicio, muy rápido!', 'Muy amables y resolvieron a la primera.'],
};

/** The notes of the time the help desk logs on its tickets ('Registrar tiempo'). */
export const demoTimeNotes = ['Diagnóstico', 'Revisión en sitio', 'Configuración del equipo', 'Llamada con el usuario', null];
