import { WIDGET_CATALOGUE_ES } from '../widgetCopyEs.ts';
import type { AssistantCopy } from './types.ts';

/** The hand-off button as a Spanish visitor sees it (decision 0220: the window speaks the chat's language). */
const ESCALATE = WIDGET_CATALOGUE_ES.ctaEscalate;

/**
 * Every sentence the local assistant can say, in Spanish (usted). Same keys and the same `{facts}` as
 * `en.ts`, so prices, phones, links and licenses are identical in both languages. Proper names (regions,
 * the booking site) stay as the visitor sees them on screen; the buttons are named as the Spanish window labels them.
 */
export const es: AssistantCopy = {
  notes: {
    serviceCall: 'Cargo mínimo por visita de servicio de {fee} más impuestos, que se abona a la reparación si se realiza.',
    outOfArea: 'Para visitas fuera del área de servicio o excluidas se aplica un mínimo de {outOfAreaMin} más impuestos.',
    outOfAreaLower: 'para visitas fuera del área de servicio o excluidas se aplica un mínimo de {outOfAreaMin} más impuestos.',
    sameDay: 'Servicio el mismo día significa dentro de {sameDayHours} horas.',
    estimates: 'Los presupuestos para puertas nuevas son gratis; los presupuestos por escrito para reparaciones tienen costo.',
    finalPricing: 'El precio final lo confirman nuestros técnicos con licencia en el lugar.',
    finalPricingLower: 'el precio final lo confirman nuestros técnicos con licencia en el lugar.',
  },
  priceFactors: {
    spring: [
      'un resorte o un par (recomendamos cambiar ambos)',
      'resortes de torsión o de extensión, y su tamaño',
      'resortes de alto ciclo para puertas que se usan muchas veces al día',
    ],
    cable: ['uno o ambos cables', 'si los tambores están dañados', 'la altura y el peso de la puerta'],
    panel: ['cuántas secciones', 'el modelo de la puerta y si todavía se fabrican sus paneles', 'el material y el acabado'],
    installation: ['puerta sencilla o doble', 'el material, el aislamiento y las ventanas', 'el retiro de la puerta vieja'],
    opener: [
      'transmisión de cadena, de correa o de montaje en pared',
      'funciones inteligentes y batería de respaldo',
      'el largo del riel y la instalación',
    ],
  },
  estimateLabels: {
    spring: 'El cambio de resortes',
    cable: 'La reparación de cables',
    panel: 'El cambio de paneles',
    installation: 'La instalación de una puerta nueva',
    opener: 'La instalación de un abridor',
  },
  problemNames: {
    spring: 'resorte roto',
    cable: 'problema de cables',
    off_track: 'puerta fuera del riel',
    stuck_open: 'puerta atascada abierta',
    stuck_closed: 'puerta atascada cerrada',
    sensor: 'puerta que se regresa / sensores de seguridad',
    remote: 'control remoto o teclado que no funciona',
    opener: 'problema con el abridor',
    panel: 'panel dañado',
    weather_seal: 'sello contra la intemperie',
    noise: 'puerta ruidosa',
    installation: 'instalación de una puerta nueva',
    commercial: 'puerta comercial',
    gate: 'portón',
    maintenance: 'mantenimiento / ajuste',
    general: 'problema con la puerta',
    carbon_monoxide: 'monóxido de carbono en el garaje',
    fire: 'fuego, humo o chispas',
    pet_trapped: 'una mascota atrapada por la puerta',
    door_falling: 'puerta cayéndose o colgando',
    cable_snapped: 'cable reventado con la puerta abierta',
    struck: 'una persona lastimada por la puerta',
    break_in: 'robo',
    person_trapped: 'una persona encerrada en el garaje',
    person_pinned: 'una persona atrapada debajo de la puerta',
    car_trapped: 'carro atrapado en el garaje',
    spring_door_open: 'resorte roto con la puerta abierta',
    open_at_night: 'puerta atascada abierta de noche',
    stated: 'emergencia (vea la conversación)',
  },
  lists: {
    and: ' y ',
    andLast: ', y ',
    office: '{name} en {address}',
    regionCities: '{region} ({cities})',
  },
  chips: {
    bookTech: 'Reservar un técnico',
    human: WIDGET_CATALOGUE_ES.chipEscalate,
    comeToday: '¿Pueden venir hoy?',
    comeTonight: '¿Pueden venir esta noche?',
    feeQuestion: '¿Cuánto es el cargo por visita?',
    serviceCallCost: '¿Cuánto cuesta una visita de servicio?',
    safeToUse: '¿Es seguro usar la puerta?',
    safeToKeepUsing: '¿Es seguro seguir usando la puerta?',
    safeNearDoor: '¿Es seguro estar cerca de la puerta?',
    repairsCost: '¿Cuánto cuestan las reparaciones?',
    willCost: '¿Cuánto me va a costar?',
    repairWillCost: '¿Cuánto costará la reparación?',
    repairUsuallyCost: '¿Cuánto cuesta normalmente una reparación?',
    whichCities: '¿En qué ciudades dan servicio?',
    whatAreas: '¿Qué áreas cubren?',
    showroom: '¿Dónde está su sala de exhibición?',
    office: '¿Dónde está su oficina?',
    noisy: '¿Por qué hace ruido mi puerta?',
    tuneUpIncludes: '¿Qué incluye el mantenimiento?',
    newDoorCost: '¿Cuánto cuesta una puerta nueva?',
    wholeNewDoorCost: '¿Cuánto costaría una puerta nueva completa?',
    sameDay: '¿Tienen servicio el mismo día?',
    sameDayAvailable: '¿Hay servicio el mismo día?',
    estimator: 'Probar el estimador en línea',
    doorWontOpen: 'Mi puerta no abre',
    doorNoise: 'Mi puerta hace ruido',
    newOpenerCost: '¿Cuánto cuesta un abridor nuevo?',
    couldBeSpring: '¿Podría ser un resorte roto?',
    couldBeTheSpring: '¿Podría ser el resorte?',
    bookTuneUp: 'Reservar un mantenimiento',
    bookConsultation: 'Reservar una consulta',
    bookInstallation: 'Reservar una instalación',
    estimatesFree: '¿Los presupuestos son gratis?',
    newDoorEstimatesFree: '¿Los presupuestos para puertas nuevas son gratis?',
    wallButtonToo: '¿Y si el botón de pared tampoco funciona?',
    sensorsCleaned: '¿Y si limpiar los sensores no ayuda?',
    sensorsFine: 'Los sensores se ven bien, ¿ahora qué?',
    stuckOpen: 'Mi puerta está atascada abierta',
    carTrapped: 'Mi carro está atrapado',
    springCost: '¿Cuánto cuesta cambiar un resorte?',
    springReplacementCost: '¿Cuánto cuesta el cambio de resortes?',
    cableCost: '¿Cuánto cuesta reparar un cable?',
    reprogramRemote: '¿Cómo reprogramo mi control remoto?',
    reengageOpener: '¿Cómo vuelvo a enganchar el abridor?',
    gates: '¿Reparan portones?',
    maintenancePlans: '¿Tienen planes de mantenimiento?',
    emergencyService: '¿Tienen servicio de emergencia?',
    commercial: '¿Trabajan con puertas comerciales?',
    outsideArea: '¿Cobran más fuera de su área?',
    fixOldOpener: '¿Pueden arreglar mi abridor viejo?',
    beltOrChain: '¿Correa o cadena?',
    licensed: '¿Tienen licencia?',
  },
  openers: {
    acknowledge: ['Gracias por los detalles.', 'Entendido.', 'Muy bien, eso me ayuda.', 'Gracias, eso me ayuda a precisarlo.'],
    sympathy: [
      'Lamento que esté pasando por eso.',
      'Qué frustrante; vamos a resolverlo.',
      'Lo siento, no es nada agradable.',
      'Vamos a arreglarlo.',
    ],
    greeting: [
      'Hola{name}. Soy T.O.D., el asistente virtual de puertas de garaje para {city}. ¿Qué le pasa a su puerta? Puedo ayudarle a identificar el problema, darle precios típicos o programar la visita de un técnico.',
      'Hola{name}, le saluda T.O.D. Cuénteme qué pasa con su puerta de garaje y le ayudo a decidir el siguiente paso.',
      'Hola{name}. Soy T.O.D. ¿Puerta atascada, resorte roto, abridor ruidoso o está pensando en una puerta nueva? Pregúnteme lo que necesite.',
    ],
    thanks: [
      'Con mucho gusto{name}. Si surge algo más, aquí estoy {alwaysOn}, o llámenos al {phone}.',
      'Fue un placer ayudarle{name}. Suerte con la puerta, y escríbanos cuando quiera: {phone}.',
      'A la orden{name}. Si la puerta vuelve a fallar, aquí estoy, o llame al {phone}.',
    ],
    injection: [
      'No puedo cambiar mi función, mis reglas ni nuestros precios, pero con gusto le ayudo con su puerta de garaje.',
      'No acepto instrucciones que cambien mi función o nuestros precios. Me limito a ayudar con puertas de garaje, con los precios de nuestra lista.',
      'No puedo seguir instrucciones para cambiar cómo trabajo o lo que cuestan las cosas, pero sí puedo ayudarle con su puerta.',
    ],
    offTopic: [
      'Soy T.O.D., y mi especialidad son las puertas de garaje, así que con eso no puedo ayudarle. Puedo identificar un problema de la puerta, darle precios típicos o ayudarle a programar un técnico. ¿Qué le pasa a su puerta?',
      'Eso se sale de lo que sé: soy un asistente de puertas de garaje. Si su puerta se atora, hace ruido o está rota, o le interesa una nueva, le escucho.',
      'Mejor me quedo en lo mío: puertas de garaje, abridores, resortes y demás. ¿Le pasa algo a la suya?',
    ],
    clarify: [
      'Quiero orientarle bien. ¿Me cuenta un poco más? ¿Qué hace la puerta cuando presiona el botón, y ve u oye algo raro, como un espacio en un resorte, un cable suelto o un ruido de roce?',
      'Vamos a precisarlo. ¿La puerta se mueve? ¿El abridor hace algún sonido o se enciende su luz? ¿Hay algo visiblemente doblado, suelto o roto?',
    ],
    askForMissing: [
      'Si desea que venga un técnico, envíeme',
      '¿Quiere que programemos una visita? Envíeme',
      'Para programar una visita, envíeme',
    ],
  },
  kb: {
    'spring-broken':
      'Parece un resorte roto. Las señales típicas son un golpe fuerte en el garaje, un espacio visible en la espiral del resorte sobre la puerta, y una puerta que de pronto se siente muy pesada o que el abridor solo levanta unos centímetros. Deje la puerta donde está, mantenga a personas y mascotas lejos de ella, y no siga presionando el botón del abridor, porque puede dañar su engranaje. Por favor, no intente ajustar, desenrollar ni cambiar el resorte usted mismo: los resortes de torsión acumulan suficiente energía para causar lesiones graves, y es un trabajo para un técnico con las herramientas adecuadas. El cambio de resortes suele costar {springRange}, según {springFactor} y el tipo de resorte. Normalmente cambiamos ambos resortes a la vez para que se desgasten igual. {finalPricing} Puede reservar un técnico en {bookingLink} o llamar al {phone}.',
    'cable-problem':
      'Un cable de elevación deshilachado, flojo o reventado necesita un técnico pronto: cuando un cable se suelta, la puerta puede caer o atascarse torcida en los rieles. Deje de usar la puerta, mantenga el abridor desenchufado si la puerta está torcida, y mantenga carros y personas fuera de su paso. Los cables están bajo la alta tensión de los resortes, así que por favor no los afloje, jale ni vuelva a enhebrar usted mismo. La reparación de cables suele costar {cableRange}, según {cableFactors}. Un cable reventado muchas veces indica también un problema de resortes, que el técnico revisa en la misma visita. {finalPricing} Reserve en {bookingLink} o llame al {phone}.',
    'off-track':
      'Una puerta que se salió del riel es una de las situaciones que tratamos como emergencia. Una puerta de garaje puede pesar mucho más de {doorWeightLb} libras, y cuando los rodillos salen del riel puede caer o balancearse sin aviso. No use el abridor, no intente meter los rodillos de nuevo ni forzar la puerta hacia arriba o hacia abajo, y mantenga a todos lejos. Desenchufe el abridor para que nadie presione el botón por accidente. Esto necesita un técnico en el lugar; llame al {phone} y enviaremos a alguien lo antes posible. Las reparaciones de puertas fuera del riel están dentro de nuestro rango típico de reparación de {typicalRange}, y el técnico confirma el precio antes de empezar cualquier trabajo.',
    'sensor-reversing':
      'Una puerta que empieza a bajar y luego se regresa casi siempre se debe a los sensores de seguridad, los dos pequeños "ojos" a unos centímetros del piso a cada lado de la puerta. Es algo seguro de revisar usted mismo: primero, asegúrese de que no haya nada en el paso de la puerta, ni telarañas ni un bote de basura; luego limpie ambos lentes con un paño suave; y revise que las luces de ambos sensores estén fijas (una luz que parpadea o apagada indica que están desalineados, así que gire con cuidado el soporte hasta que quede fija). En la mayoría de los abridores, mantener presionado el botón de pared hasta que la puerta cierre por completo la cerrará mientras tanto. Si sigue regresándose, la causa puede ser el ajuste de fuerza, un riel doblado o cables desgastados, y debe revisarlo un técnico. La visita empieza con el cargo por visita de servicio de {fee}, que se abona a la reparación. Reserve en {bookingLink} o llame al {phone}.',
    'opener-problem':
      'Primero unas revisiones rápidas: ¿el abridor está enchufado y el tomacorriente funciona (pruebe con una lámpara, y restablezca cualquier tomacorriente GFCI o interruptor que se haya disparado)? ¿Está activado el botón de "bloqueo" o "vacaciones" del control de pared? Si el motor zumba o la luz se enciende pero la puerta no se mueve, deje de presionar el botón: eso suele indicar un resorte roto (el abridor no puede levantar todo el peso de la puerta) o un engranaje desgastado, y volver a usarlo puede empeorar las cosas. Nuestros técnicos reparan abridores de cadena, de correa y de montaje en pared. Si conviene más cambiarlo, un abridor nuevo instalado suele costar {openerRange}, según {openerFactorsTwo}. {finalPricing} Reserve en {bookingLink} o llame al {phone}.',
    'remote-keypad':
      'Cuando el botón de pared funciona pero el control remoto o el teclado no, suele ser algo sencillo: cambie la batería del control o del teclado; asegúrese de que la función de "bloqueo"/"vacaciones" del control de pared esté apagada; vuelva a vincular el control con el botón "learn" de la unidad del motor (el manual de su abridor tiene los pasos exactos para su modelo); y revise que nada bloquee la antena que cuelga de la unidad del motor. Si el botón de pared tampoco funciona, el problema es el abridor, y un técnico puede diagnosticarlo. Reserve en {bookingLink} o llame al {phone}.',
    'opens-by-itself':
      'Una puerta que se abre o se cierra sola casi siempre se debe a un botón de control remoto o teclado que se queda presionado (en el visor del carro, un bolsillo o un cajón), a un botón de pared con un cortocircuito en el cable, o a un control viejo o perdido que todavía tiene su código. Revise primero sus controles y el botón de pared. Si sigue pasando, borre la memoria de controles del abridor con su botón "learn" (el manual de su abridor tiene los pasos) y vincule solo los controles que tiene. Mientras se arregla, active el modo de "bloqueo" o "vacaciones" del control de pared o desenchufe el abridor por la noche, y cierre con llave la puerta entre el garaje y la casa. Un técnico puede revisar el cableado y la tarjeta electrónica del abridor: reserve en {bookingLink} o llame al {phone}.',
    'noisy-door':
      'La mayoría de las puertas ruidosas se deben a rodillos desgastados, bisagras secas o tornillería floja. Puede rociar sin riesgo las bisagras y los rodamientos de los rodillos con un lubricante para puertas de garaje (no ponga grasa en los rieles). No toque los resortes, los cables ni los soportes inferiores: están bajo tensión. Un ruido de roce o raspado, una puerta que tiembla o da tirones, o un golpe nuevo son señales para revisarla antes de que falle una pieza. Nuestro mantenimiento incluye balance, lubricación, ajuste de tornillería y revisión de sensores y de fuerza. Las visitas empiezan con el cargo por visita de servicio de {fee}, que se abona a cualquier reparación. Reserve en {bookingLink} o llame al {phone}.',
    'dented-panel':
      'Sí, cambiamos secciones dañadas. El cambio de paneles suele costar {panelRange}, según {panelFactors}. Si los paneles de una puerta antigua ya no se fabrican, el técnico le dirá con honestidad si le conviene más una puerta nueva. Si el golpe dobló la puerta o un riel y la puerta se traba o queda torcida, deje de usarla hasta que la revisen. {finalPricing} Reserve una visita en {bookingLink} o llame al {phone}.',
    'door-impact':
      'Una puerta golpeada por un carro suele tener paneles doblados, y muchas veces un riel doblado o rodillos fuera de su lugar, y por eso no cierra. Por favor, no use el abridor ni intente bajar la puerta a la fuerza: una puerta doblada puede atorarse, salirse del riel o forzar los resortes y los cables. Mantenga a todos lejos, desenchufe el abridor si puede alcanzar el enchufe sin riesgo, y cierre con llave la puerta entre el garaje y la casa si el garaje queda abierto. Un técnico revisa el riel, los rodillos, los resortes y los cables, endereza o cambia lo que esté doblado y deja la puerta cerrando de nuevo. El cambio de secciones dañadas suele costar {panelRange}. {finalPricing} Reserve en {bookingLink} o llame al {phone}.',
    'weather-seal':
      'Sí. Un sello inferior gastado o roto deja pasar agua, corrientes de aire, hojas y ratones, y es un arreglo común y económico. Un técnico cambia el sello inferior y los burletes laterales, y revisa que la puerta cierre pareja, porque un hueco en un lado también puede indicar que la puerta está desbalanceada. Se puede hacer junto con un mantenimiento o cualquier otra reparación, empezando con el cargo por visita de servicio de {fee}, que se abona al trabajo. Reserve en {bookingLink} o llame al {phone}.',
    'stuck-open':
      'Probemos primero lo que es seguro revisar: asegúrese de que no haya nada en el paso de la puerta, limpie los dos lentes de los sensores de seguridad cerca del piso y revise que sus luces estén fijas, y pruebe a mantener presionado el botón de pared hasta que la puerta cierre por completo. Si ve un resorte roto o un cable suelto, o la puerta está torcida, no intente bajarla: deje que lo haga un técnico, y mantenga a todos lejos. Si la puerta no cierra esta noche, llame al {phone} y le ayudaremos a asegurar su casa lo antes posible.',
    'stuck-closed':
      'Revise primero lo sencillo: la corriente del abridor, el botón de "bloqueo" del control de pared y la batería del control remoto. Luego mire el resorte que está sobre la puerta. Si tiene un espacio en la espiral, o la puerta se siente muy pesada, es un resorte roto: no jale el cordón rojo de liberación de emergencia ni intente levantar la puerta, porque sin el resorte puede caer de golpe. Si los resortes y los cables se ven bien y la puerta está completamente cerrada, jalar el cordón rojo le permite levantar la puerta a mano (debe sentirse ligera). Para todo lo demás hace falta un técnico: llame al {phone} y abriremos la puerta lo antes posible.',
    'commercial-doors':
      'Sí. Nuestro equipo comercial repara y da mantenimiento a puertas enrollables, seccionales y de alto ciclo para negocios, bodegas y edificios de varias unidades, incluidos resortes, cables, abridores y secciones dañadas. Las puertas comerciales varían mucho, así que un técnico revisa la puerta y confirma el precio antes de empezar. Si la puerta está atascada abierta o no deja asegurar su edificio, llame al {phone}; si no, reserve en {bookingLink}.',
    gates:
      'Sí, la reparación de portones es uno de los servicios que puede solicitar, además de las puertas de garaje. Los portones y sus motores tienen muchos diseños, así que el equipo le confirma qué puede atender cuando conoce la marca y el problema. Cuénteme qué hace el portón, o llame al {phone}; también puede solicitar una visita en {bookingLink}.',
    maintenance:
      'Un mantenimiento anual es la forma más barata de evitar una avería inesperada: el técnico revisa el balance de la puerta, lubrica las piezas móviles, ajusta la tornillería, inspecciona resortes, cables y rodillos, y prueba los sensores de seguridad y el ajuste de fuerza del abridor. Las visitas empiezan con el cargo por visita de servicio de {fee} (más impuestos), que se abona a cualquier reparación. Reserve en {bookingLink} o llame al {phone}.',
    'maintenance-plan':
      'En nuestra lista de precios no tenemos un plan ni un contrato de mantenimiento prepagado: lo que ofrecemos es el mantenimiento anual, que usted reserva cuando lo necesita. El técnico revisa el balance de la puerta, lubrica las piezas móviles, ajusta la tornillería, inspecciona resortes, cables y rodillos, y prueba los sensores de seguridad y el ajuste de fuerza del abridor. Empieza con el cargo por visita de servicio de {fee} (más impuestos), que se abona a cualquier reparación. Para visitas regulares a varias puertas o edificios, la oficina puede acordar un calendario con usted: llame al {phone}, o reserve un mantenimiento en {bookingLink}.',
    'new-door':
      'Una puerta nueva instalada suele costar {installRange} en la mayoría de las casas, según {installFactors}. Considerando todos los estilos, las puertas nuevas de diseños personalizados y de gama alta promedian {newDoorRange}. Los presupuestos para puertas nuevas son gratis: un técnico mide, le muestra opciones y le da el precio antes de pedir nada. También puede ver puertas en persona en nuestras salas de exhibición de Portland y Boise. {finalPricing} Pruebe el estimador en línea en {estimatePath}, reserve en {bookingLink} o llame al {phone}.',
    'opener-install':
      'Un abridor nuevo instalado suele costar {openerRange}, según {openerFactors}. Los de correa son la opción más silenciosa si hay una recámara sobre el garaje; los de cadena son los resistentes y económicos; los de montaje en pared dejan libre el techo. Muchos abridores actuales se manejan desde una aplicación del teléfono (como myQ), y a muchos más antiguos se les puede agregar un módulo inteligente; un técnico puede revisar el suyo. {finalPricing} Reserve en {bookingLink} o llame al {phone}.',
    brands:
      'Nuestros técnicos reparan e instalan las marcas de abridores más comunes, entre ellas {brands}, en modelos de cadena, de correa y de montaje en pared. Si tiene en mente una marca o un modelo, dígaselo al técnico o a la oficina y se lo confirman. Un abridor nuevo instalado suele costar {openerRange}. {finalPricing} Reserve en {bookingLink} o llame al {phone}.',
    insulation:
      'Muchas veces, sí. La mayoría de las puertas de acero admiten un kit de aislamiento: paneles de espuma cortados a la medida de cada sección, que hacen la puerta más silenciosa y mantienen más cálido un garaje adosado a la casa. Dos cosas que debe saber: el kit agrega peso, así que después hay que revisar y rebalancear los resortes (trabajo de un técnico, nunca a mano), y un kit no iguala a una puerta aislada de fábrica. Si su puerta es vieja o está dañada, una puerta nueva aislada puede convenirle más, y los presupuestos para puertas nuevas son gratis. Reserve una visita en {bookingLink} o llame al {phone}, y el técnico le dirá qué le conviene a su puerta.',
    'property-manager':
      'Sí, trabajamos con administradores de propiedades, propietarios y asociaciones de vecinos (HOA), en casas y edificios de varias unidades, para reparaciones, mantenimiento y puertas nuevas. La oficina puede acordar con usted cómo solicitar las visitas, quién le abre al técnico y cómo se factura cada trabajo: llame al {phone}, o envíe los detalles con el formulario de contacto en {contactPath}. Para una puerta que necesita visita ya, reserve en {bookingLink}.',
    'price-list':
      'Estos son nuestros rangos típicos: cambio de resortes {springRange}, reparación de cables {cableRange}, cambio de paneles {panelRange}, instalación de abridor {openerRange} e instalación de puerta nueva {installRange}. En general, las reparaciones típicas cuestan {typicalRange}. Toda visita empieza con el cargo por visita de servicio de {fee} (más impuestos), que se abona a la reparación si se realiza. {finalPricing} Cuénteme qué hace su puerta y le doy un rango más preciso, o use el estimador en línea en {estimatePath}.',
    'service-fee':
      'Sí: {serviceCall} Así que, si sigue adelante con la reparación, esos {fee} no son un cargo extra: forman parte del trabajo. {outOfArea} Reserve en {bookingLink} o llame al {phone}.',
    'out-of-area':
      '{outOfArea} Dentro de nuestra área de servicio se aplica el cargo normal por visita de servicio de {fee}, que se abona a la reparación. Llame al {phone} para confirmar si su dirección está cubierta.',
    'free-estimates':
      '{estimates} En las reparaciones, el técnico diagnostica el problema durante la visita de servicio de {fee} (que se abona a la reparación) y le da el precio antes de hacer cualquier trabajo. Para tener una idea rápida del costo, pruebe el estimador en línea en {estimatePath}, o llame al {phone}.',
    'online-estimator':
      'Sí: el estimador en línea en {estimatePath} le da un presupuesto instantáneo hecho con IA, en una pestaña nueva. Sus cifras son un punto de partida; {finalPricingLower} También puede contarme aquí qué pasa y le doy el rango típico.',
    'same-day':
      'Sí. Servicio el mismo día significa un técnico dentro de {sameDayHours} horas, y para problemas urgentes intentamos llegar antes. La forma más rápida de entrar en la agenda es reservar en {bookingLink} o llamar al {phone}.',
    duration:
      'La mayoría de las reparaciones toman {repairHours} horas una vez que el técnico llega, y un cambio de resortes suele tomar {springHours} horas, así que no se quedará sin su carro todo el día. Un abridor nuevo toma unas {openerHours} horas, y una puerta nueva {installHours} horas. El técnico le dice cuánto tardará antes de empezar. {sameDay} Reserve en {bookingLink} o llame al {phone}.',
    booking:
      'Puede elegir un horario en línea en {bookingLink}, llamar al {phone}, o darme su nombre, teléfono, ciudad y lo que hace la puerta, y se lo paso al equipo para que le llamen.',
    'emergency-service':
      'Sí, atendemos problemas urgentes: una puerta atascada abierta, un carro atrapado adentro, una puerta fuera del riel o un resorte que se rompió con la puerta abierta. Estoy en línea {alwaysOn} para ayudarle a mantenerse seguro, y en una emergencia lo más rápido es llamar al {phone}: el equipo le dirá cuándo puede llegar un técnico. {sameDay}',
    hours:
      'Estoy aquí {alwaysOn}, y la reserva en línea en {bookingLink} siempre está abierta. Para hablar con la oficina, llame al {phone}. En una emergencia real (un carro atrapado, una puerta fuera del riel o atascada abierta de noche) llame de inmediato y diga que es una emergencia.',
    licenses:
      'Sí. Tenemos licencia en los tres estados donde trabajamos: Oregón {orLicense}, Washington {waLicense} e Idaho {idLicense}. {regionLicenseSentence}Nuestros técnicos tienen {years} años de experiencia.',
    regionLicense: 'En su área, la licencia que aplica es {regionLicense}. ',
    parts:
      'Nuestros técnicos traen las piezas que necesita la reparación (rodillos, bisagras, resortes, cables, sellos, abridores y controles) y las instalan. Para preguntar por la compra de una pieza suelta, llame a la oficina al {phone}. Por favor, deje los resortes, los cables y los soportes inferiores a un técnico: están bajo suficiente tensión para causar lesiones graves. Reserve una visita en {bookingLink}.',
    officeTerms:
      'Las formas de pago, el financiamiento, las garantías y los descuentos vigentes los define nuestra oficina, y prefiero no adivinar: llame al {phone} y el equipo le dará los detalles, o pregúntele a su técnico durante la visita.',
    'payments-warranty': '{officeTerms} Lo que sí puedo decirle: {serviceCall} {estimates}',
    offices:
      'Tenemos dos oficinas, cada una con sala de exhibición donde puede ver puertas en persona: {offices}. Los técnicos van a su casa en toda nuestra área de servicio. Llame al {phone} antes de su visita para que alguien le atienda.',
    'service-area':
      'Damos servicio en Oregón, Washington e Idaho a través de cuatro regiones: {regions}. Por lo general también cubrimos los pueblos cercanos. {outOfArea}',
    about:
      'Somos una empresa regional de reparación e instalación de puertas de garaje en Oregón, Washington e Idaho, con {years} años de experiencia y {jobs} trabajos realizados en {city}. Tenemos licencia en los tres estados ({allLicenses}). Llame al {phone} o reserve en {bookingLink}.',
    'contact-form':
      'Claro. Use el formulario de contacto en {contactPath}, o deje aquí mismo su nombre, teléfono, ciudad y el problema, y se lo paso al equipo. También puede reservar directamente en {bookingLink}.',
    'ai-disclosure': `Soy {assistantName}, un asistente de inteligencia artificial, gratuito y disponible {alwaysOn}. Puedo ayudarle a identificar un problema, darle precios típicos y pasar sus datos a nuestro equipo, pero puedo equivocarme: el precio final y los detalles los confirman nuestros técnicos con licencia. Más sobre cómo funciono: {aiPath}. Si prefiere hablar con una persona, toque "${ESCALATE}" o llame al {phone}.`,
    'power-outage':
      'Con la puerta completamente cerrada y los resortes en buen estado, jale el cordón rojo de liberación de emergencia hacia abajo y hacia atrás, y levante la puerta a mano: una puerta balanceada se siente ligera. Cuando vuelva la luz, accione el abridor y se volverá a enganchar solo. No jale el cordón si la puerta está abierta o entreabierta, o si un resorte parece roto, porque la puerta puede caer. Llame al {phone} si algo no le parece bien.',
    'home-care':
      'Hay algunas cosas que puede hacer usted mismo sin riesgo. Dos veces al año, rocíe las bisagras, los rodamientos de los rodillos y las espirales de los resortes con un lubricante para puertas de garaje (de silicona o de litio blanco; el {penetratingSpray} limpia pero no lubrica), y limpie los rieles en lugar de engrasarlos. Puede apretar los tornillos flojos de las bisagras y de los soportes del riel con la puerta cerrada. Nunca afloje los soportes inferiores ni nada sujeto a los cables o resortes: están bajo suficiente tensión para causar lesiones graves. Los rodillos de nailon con rodamientos sellados son más silenciosos; los de acero son más baratos y resistentes, pero más ruidosos. Para lo demás, un mantenimiento anual revisa el balance, los resortes, los cables y los ajustes de seguridad del abridor: reserve en {bookingLink} o llame al {phone}.',
    'door-options':
      'Las puertas nuevas vienen en muchos estilos (tradicional con paneles en relieve, estilo cochera antigua, moderno y de vidrio completo), en colores y acabados imitación madera, con o sin ventanas, y con o sin aislamiento. El aislamiento importa sobre todo en un garaje adosado o con calefacción, o con una habitación encima. Lo más fácil para elegir es verlas en persona en nuestras salas de exhibición de Portland y Boise, o en el presupuesto gratuito en su casa, donde un técnico mide y le muestra opciones. Si su asociación de vecinos (HOA) tiene reglas, téngalas a mano para que la puerta las cumpla. {estimates} Reserve en {bookingLink} o llame al {phone}.',
    'other-doors':
      'Trabajamos con puertas de garaje, sus abridores, puertas comerciales seccionales y enrollables, y portones. Para una puerta de entrada, de patio o interior, lo indicado es un instalador general de puertas o ventanas. Si no está seguro de qué tipo es su puerta, llame al {phone}.',
  },
  emergencySteps: {
    person_pinned:
      'Lo primero es su seguridad: llame al {emergencyNumber} ahora y quédese con la persona. Para liberarla, presione una vez el botón de pared: en la mayoría de los abridores la puerta vuelve a subir. Si no se mueve, jale el cordón rojo de liberación de emergencia y levante la puerta a mano, con ayuda de quien esté cerca, y sosténgala o apóyela en algo firme hasta que la persona salga. Si un resorte sobre la puerta parece roto, la puerta pesa mucho: levántela entre varias personas, o espere a los servicios de emergencia. Una vez libre, si está muy lastimada no la mueva: manténgala quieta y abrigada hasta que llegue la ayuda. No vuelva a usar la puerta hasta que la revise un técnico.',
    carbon_monoxide:
      'Lo primero es su seguridad: salgan todos ahora al aire libre, lejos del garaje, y llame al {emergencyNumber} ya afuera, sea cual sea la causa y aunque nadie se sienta mal todavía: el monóxido de carbono no huele, y el dolor de cabeza, el mareo, las náuseas o el sueño son sus primeras señales. Apague un motor o un generador, o abra la puerta grande, solo si puede hacerlo de inmediato al salir. No vuelva a entrar ni se quede a arreglar la puerta: primero el aire fresco, la puerta después.',
    struck:
      'Lo primero es su seguridad: si alguien está herido, llame al {emergencyNumber} y atiéndalo antes que nada. Luego deje de usar la puerta: desenchufe el abridor o active el bloqueo del control de pared para que nadie la accione, y mantenga a todos lejos. Una puerta que se cierra sobre una persona, una mascota o un carro sin regresarse tiene una falla de seguridad, y puede haberse salido del riel: no se debe usar hasta que la revise un técnico.',
    break_in:
      'Lo primero es su seguridad: si alguien todavía puede estar ahí, o no se siente seguro, salga y llame al {emergencyNumber}, y no toque lo que la policía pueda querer ver. Luego asegure su casa: cierre con llave la puerta entre el garaje y la casa, y si la puerta del garaje no cierra o no se puede trabar, mantenga objetos de valor y vehículos fuera de alcance hasta que la reparen.',
    person_trapped:
      'Lo primero es su seguridad: si alguien encerrado en el garaje está herido, se siente mal, o hace mucho calor o frío ahí dentro, llame al {emergencyNumber}. Si no, mire el resorte que está sobre la puerta: si se ve entero y la puerta está completamente cerrada, jalar el cordón rojo de liberación de emergencia permite levantar la puerta a mano. Si un resorte o un cable parece roto, no jale el cordón ni intente levantar la puerta: use otra salida, como la puerta que da a la casa, y espere ayuda.',
    car_trapped:
      'Lo primero es su seguridad: no fuerce la puerta ni intente salir con el carro a través de ella. Mire el resorte que está sobre la puerta: si ve un espacio en la espiral o un cable suelto, no jale el cordón rojo de liberación de emergencia, porque sin el resorte la puerta puede caer de golpe. Si los resortes se ven enteros y la puerta está completamente cerrada, jalar el cordón rojo debería permitirle levantarla a mano.',
    off_track:
      'Lo primero es su seguridad: mantenga a todos, sobre todo a niños y mascotas, lejos de la puerta. Una puerta fuera del riel o colgando puede caer sin aviso. No use el abridor (desenchúfelo si puede alcanzar el enchufe sin riesgo), y no intente meter los rodillos de nuevo ni forzar la puerta.',
    spring_door_open:
      'Lo primero es su seguridad: deje la puerta donde está y que nadie pase por debajo. Con un resorte roto, una puerta abierta puede caer con fuerza. No intente cerrarla a mano ni con el abridor, y no jale el cordón rojo de liberación. Saque los carros del paso de la puerta solo si puede hacerlo sin pasar por debajo.',
    open_at_night:
      'Lo primero es su seguridad, y luego la de su casa: mire primero los resortes y los cables. Si alguno parece roto, o la puerta está torcida, déjela donde está y no use el abridor. Si no, revise que nada bloquee la puerta, limpie los dos lentes de los sensores de seguridad cerca del piso, y pruebe a mantener presionado el botón de pared hasta que la puerta cierre. Cierre con llave la puerta entre el garaje y su casa, y guarde fuera de la vista lo que tenga valor.',
    stated:
      'Lo primero es su seguridad: si alguien está herido o en peligro, llame al {emergencyNumber}. Mantenga a todos lejos de la puerta y no intente forzarla, levantarla ni jalar el cordón de liberación si algo parece roto.',

    fire: 'Lo primero es su seguridad: saque a todos del garaje ahora y que nadie vuelva a entrar. Corte la corriente solo desde un lugar seguro: apague el interruptor (breaker) del garaje en el panel principal si puede llegar sin volver a entrar, y nunca toque un abridor, enchufe o botón que eche humo o chispas. Llame al {emergencyNumber} por cualquier fuego o humo, aunque parezca que ya paró: los cables pueden seguir quemándose por dentro. No use el abridor ni el botón de pared hasta que lo revise un técnico.',
    pet_trapped:
      'Lo primero es su seguridad: si su mascota quedó atrapada, libérela sin meter las manos ni la cabeza debajo de la puerta. Presione una vez el botón de pared: en la mayoría de los abridores la puerta vuelve a subir. Si no se mueve, jale el cordón rojo de liberación de emergencia y levante la puerta a mano con ayuda de alguien, y apóyela en algo firme hasta que su mascota salga. Si un resorte sobre la puerta parece roto, la puerta pesa mucho: no la levante solo. Una vez afuera, o si la puerta la golpeó, mantenga tranquila a su mascota y llame a un veterinario si está lastimada; si una persona está herida, llame al {emergencyNumber}. No vuelva a usar la puerta hasta que la revise un técnico.',
    door_falling:
      'Lo primero es su seguridad: mantenga a todos lejos. Aleje ahora a personas, niños, mascotas y carros de la puerta y de debajo de ella, y no pase por debajo: una puerta que se está cayendo, está inclinada o cuelga de un lado puede caer sin aviso, y pesa cientos de libras. No use el abridor ni el botón de pared, no intente sostenerla ni empujarla a su lugar, y no jale el cordón rojo de liberación. Desenchufe el abridor solo si puede alcanzar el enchufe sin pasar por debajo de la puerta.',
    cable_snapped:
      'Lo primero es su seguridad: mantenga a todos lejos. Que nadie pase por debajo de la puerta ni se acerque a sus lados, donde un cable o un resorte reventado puede dar un latigazo, y aleje a niños y mascotas. Deje la puerta donde está: no use el abridor ni el botón de pared, no intente cerrarla a mano y no jale el cordón rojo de liberación, porque sin su cable la puerta puede caer o torcerse fuera de los rieles. Mueva un carro solo si puede hacerlo sin pasar por debajo de la puerta.',
  },
  stepsStillHold: {
    person_pinned:
      'Los pasos que le di siguen valiendo: llame al {emergencyNumber}; presione una vez el botón de pared, o jale el cordón rojo y levante la puerta con ayuda, y manténgala arriba hasta que la persona salga; si está muy lastimada, no la mueva.',
    carbon_monoxide:
      'Los pasos que le di siguen valiendo: todos afuera al aire libre, llame al {emergencyNumber}, y que nadie vuelva a entrar al garaje. La puerta puede esperar.',
    struck:
      'Los pasos que le di siguen valiendo: deje de usar la puerta (desenchufe el abridor o bloquee el control de pared) hasta que un técnico revise por qué no se detuvo, y mantenga a todos lejos.',
    break_in:
      'Los pasos que le di siguen valiendo: si no se siente seguro, salga y llame al {emergencyNumber}; cierre con llave la puerta entre el garaje y su casa, y mantenga objetos de valor y vehículos fuera de alcance.',
    person_trapped:
      'Los pasos que le di siguen valiendo: si un resorte o un cable parece roto, no levante la puerta; use otra salida y espere ayuda, y llame al {emergencyNumber} si alguien se siente mal.',
    car_trapped:
      'Los pasos que le di siguen valiendo: no fuerce la puerta ni intente salir con el carro a través de ella, y jale el cordón rojo solo si los resortes se ven enteros y la puerta está completamente cerrada.',
    off_track:
      'Los pasos que le di siguen valiendo: mantenga a todos lejos de la puerta, no use el abridor, y no meta los rodillos ni fuerce la puerta.',
    spring_door_open:
      'Los pasos que le di siguen valiendo: deje la puerta donde está, que nadie pase por debajo, y no use el abridor ni jale el cordón de liberación.',
    open_at_night:
      'Los pasos que le di siguen valiendo: cierre con llave la puerta entre el garaje y su casa, guarde lo de valor fuera de la vista, y no fuerce la puerta hacia abajo si un resorte o un cable parece roto.',
    stated:
      'Los pasos de seguridad que le di siguen valiendo: mantenga a todos lejos de la puerta, no la fuerce, y no jale el cordón de liberación si algo parece roto.',

    fire: 'Los pasos que le di siguen valiendo: que nadie entre al garaje, corte la corriente solo en el breaker y solo si puede llegar sin riesgo, y llame al {emergencyNumber} por cualquier fuego o humo.',
    pet_trapped:
      'Los pasos que le di siguen valiendo: presione una vez el botón de pared, o jale el cordón rojo y levante la puerta con ayuda, sin meter las manos debajo, y no la levante solo si un resorte parece roto.',
    door_falling:
      'Los pasos que le di siguen valiendo: mantenga a todos lejos de la puerta y fuera de debajo de ella, y no use el abridor, no la sostenga ni jale el cordón de liberación.',
    cable_snapped:
      'Los pasos que le di siguen valiendo: que nadie pase por debajo de la puerta ni se acerque al cable suelto, y no use el abridor, no la cierre a mano ni jale el cordón de liberación.',
  },
  safetyByProblem: {
    spring:
      'No, por favor. Con un resorte roto nada sostiene el peso de la puerta: puede caer de golpe en cuanto se jale, se levante o se accione con el abridor, y puede lastimar una mano o un pie. Deje la puerta donde está, mantenga a personas, mascotas y carros fuera de debajo de ella, y no jale el cordón rojo de liberación. Si un carro está fuera del paso de la puerta, puede usarlo; no pase con el carro por debajo de una puerta entreabierta.',
    cable:
      'No, por favor. Un cable flojo o reventado es parte de un sistema bajo la tensión de los resortes: volver a engancharlo, o accionar la puerta, puede hacer que la puerta caiga o que el cable dé un latigazo. Deje la puerta donde está, mantenga a todos lejos, y no use el abridor.',
    off_track:
      'No, por favor. Una puerta que se salió del riel puede caer o balancearse sin aviso. Mantenga a todos lejos, no use el abridor ni meta los rodillos de nuevo, y desenchufe el abridor si puede alcanzar el enchufe sin riesgo.',
    stuck_open:
      'Si un resorte o un cable parece roto, o la puerta está torcida, déjela abierta en lugar de forzarla hacia abajo. Para la noche: cierre con llave la puerta entre el garaje y la casa, guarde fuera de la vista lo de valor y cualquier cosa que pueda usarse para entrar a robar, y mantenga a niños y mascotas lejos de la puerta.',
    stuck_closed:
      'No la fuerce ni siga presionando el abridor: eso puede quemar el motor o doblar la puerta. Si un resorte parece roto, tampoco jale el cordón rojo de liberación, porque la puerta pesaría demasiado para sostenerla. Es seguro dejar la puerta cerrada hasta que llegue un técnico.',
    sensor:
      'Es seguro dejar la puerta cerrada. No tape los sensores ni mantenga presionado el botón de pared como costumbre diaria: los sensores son los que impiden que la puerta se cierre sobre una persona, una mascota o un carro.',
    opener:
      'Deje de presionar el botón si el abridor se esfuerza, hace clic o zumba: intentarlo una y otra vez puede quemar el motor. Es seguro dejar la puerta cerrada. Si está atascada abierta y los resortes se ven enteros, un técnico también puede enseñarle a cerrarla a mano con el cordón de liberación.',
    remote:
      'Sí, un problema del control remoto o del teclado no es un problema de seguridad. Mientras tanto use el botón de pared, y mantenga la puerta cerrada cuando no esté en casa.',
    noise:
      'Por lo general puede seguir usando una puerta ruidosa por un tiempo, pero un ruido nuevo de roce, chasquido o raspado puede indicar un rodillo gastado o un resorte a punto de fallar. Si la puerta da tirones, se detiene o se ve desnivelada, deje de usarla. Use un lubricante para puertas de garaje en las bisagras y los rodillos, no grasa en los rieles.',
  },
  safety: {
    damagedDoorAtNight:
      'Lo primero es su seguridad, y luego la de su casa: una puerta golpeada o doblada puede trabarse, salirse del riel o forzar los resortes y los cables, así que no use el abridor, no use el botón de pared y no la fuerce hacia abajo a mano. Mantenga a todos lejos de ella y desenchufe el abridor si puede alcanzar el enchufe sin riesgo. Cierre con llave la puerta entre el garaje y su casa, y guarde fuera de la vista lo que tenga valor.',
    doctor:
      'Ante la duda, que lo revise un médico o una clínica de urgencias hoy mismo, sobre todo después de un golpe en la cabeza. Llame al {emergencyNumber} de inmediato si está somnoliento, confundido, vomita, tiene un dolor de cabeza fuerte o empeora. No use la puerta hasta que un técnico revise por qué no se detuvo.',
    unplug:
      'Sí. Desenchufe el abridor si puede alcanzar el enchufe sin pasar por debajo de la puerta (o apague su interruptor): así nadie podrá accionarlo por accidente. Luego deje la puerta como está hasta que la vea un técnico.',
    intactSpring:
      'Un resorte que rechina o se ve oxidado no está roto: es seguro seguir usando la puerta mientras abra y cierre con suavidad, y un poco de lubricante para puertas de garaje en las espirales suele callarlo. Aun así, los resortes se desgastan: si la puerta empieza a sentirse pesada, da tirones u oye un golpe fuerte, deje de usarla y manténgase lejos. El mantenimiento incluye revisar el balance y el desgaste de los resortes.',
    general:
      'Si la puerta abre y cierra con suavidad y de forma pareja, es seguro seguir usándola con cuidado. Si se esfuerza, da tirones, hace un ruido nuevo o se ve torcida, deje de usarla, mantenga a todos lejos y deje que la revise un técnico. Nunca se pare ni deje que los niños jueguen debajo de una puerta en movimiento.',
    frozen:
      'Con las heladas, el sello inferior puede quedar congelado al piso. No siga presionando el abridor: fuerza el motor y puede romper el sello. Despegue el sello con cuidado con una espátula de plástico o agua tibia (no hirviendo), y luego quite el hielo de debajo para que no se vuelva a congelar.',
    stolenRemote:
      'Si le robaron un control remoto, trátelo como una llave de casa perdida: active el bloqueo (modo vacaciones) del control de pared para que ningún control funcione, cierre con llave la puerta entre el garaje y la casa, y borre todos los controles del abridor (en la mayoría de los modelos, mantenga presionado el botón "learn" hasta que se apague su luz); luego vuelva a vincular los que todavía tiene. Si prefiere que lo haga un técnico o que cambie el código del teclado, reserve una visita.',
    noReverse:
      'Una puerta que no se regresa al tocar algo tiene una falla de seguridad, y puede lastimar a alguien. Deje de usar el abridor: desenchúfelo o active el bloqueo del control de pared, y mantenga la puerta cerrada (o úsela a mano solo si los resortes están enteros). No mantenga presionado el botón de pared para forzarla a cerrar. Un técnico debe revisar los sensores y el ajuste de fuerza del abridor antes de volver a usarlo.',
    wallControl:
      'Cuando el control remoto funciona pero el botón de pared no, el abridor está bien y el problema es el control de pared o su cable. Revise si está encendida la luz de bloqueo o de vacaciones del control de pared (en la mayoría de los modelos se mantiene presionado el botón de bloqueo unos segundos para apagarla), y luego siga el cable delgado desde el botón hasta la unidad del motor buscando una grapa que lo atraviese, un extremo suelto o una parte mordida.',
    slowDoor:
      'Una puerta que se ha vuelto lenta o pesada pide atención: rodillos y bisagras secos o gastados, o resortes que han perdido tensión, hacen trabajar más al abridor. Si se esfuerza, se detiene o se regresa, deje de usarla, porque eso desgasta el abridor.',
    helpComing:
      'Bien, la ayuda va en camino. Mientras llega, no use el abridor ni intente levantar la puerta solo, y mantenga a los demás lejos.',
    emergencyArrival:
      'Las emergencias pasan al frente de la fila. Cuando llame al {phone}, el equipo le dirá cuándo puede llegar un técnico.',
    noDiyEmergency:
      'No puedo darle instrucciones para hacerlo usted mismo: las piezas bajo tensión de los resortes y una puerta fuera del riel causan lesiones graves. Tiene que hacerlo un técnico.',
    noDiy:
      'No puedo darle instrucciones para {what} usted mismo. Es una de las causas más comunes de lesiones graves con puertas de garaje, e incluso personas con experiencia se lastiman. Un técnico trae las herramientas adecuadas y cambia las piezas gastadas de forma segura.',
    noDiyWhat: {
      spring: 'cambiar o ajustar resortes de torsión',
      cable: 'manipular cables bajo la tensión de los resortes',
      off_track: 'volver a poner una puerta en su riel',
    },
    technicianMakesSafe: 'Un técnico la deja segura: llame al {phone}, o reserve en {bookingLink}.',
    technicianCanLook: 'Si desea que un técnico la revise, reserve en {bookingLink} o llame al {phone}.',
  },
  reply: {
    sumUp: 'En resumen, mi mensaje anterior: {first} También puedo decirle {offers}.',
    sumUpOffersPricing: 'si es seguro usar la puerta, o cuándo puede venir un técnico',
    sumUpOffersAll: 'cuánto cuesta, si es seguro usar la puerta, o cuándo puede venir un técnico',
    link: 'Aquí lo tiene: {bookingLink}. También puede llamar al {phone}.',
    language:
      '¡Claro que sí! Con gusto le atiendo en español. ¿Qué está pasando con su puerta de garaje? Puedo ayudarle a identificar el problema, darle precios típicos o programar un técnico. También puede llamar al {phone}.',
    declineRepair:
      'El técnico le da el precio antes de empezar cualquier trabajo, y la decisión es suya. Si no sigue adelante, solo se cobra la visita de servicio de {fee} (más impuestos); si sigue adelante, ese cargo se abona a la reparación.',
    decline: 'Me alegra que se haya resuelto. Si algo cambia, aquí estoy {alwaysOn}, o llame al {phone}.',
    afterOurVisit: 'Si empezó después de una de nuestras visitas, llame al {phone} y el equipo volverá a revisar el trabajo.',
    complaint:
      'Lamento mucho lo ocurrido. Yo no puedo resolverlo, pero nuestra oficina sí: llame al {phone}, o use el formulario de contacto en {contactPath} y elija "Complaint", y un gerente lo revisará. Si se trata de un trabajo nuestro, indique cuándo fue la visita.',
    complaintKeepClear:
      'Mientras tanto, si hay un resorte o un cable roto o la puerta está fuera del riel, por favor déjela donde está y mantenga a todos lejos.',
    humanSorry: 'Lamento no haberle ayudado más.',
    humanOfCourse: 'Por supuesto.',
    human: `{opening} Toque "${ESCALATE}" y enviaré esta conversación a nuestro equipo, o llame al {phone} para hablar con alguien de inmediato.`,
    humanAskPhone: 'Si quiere que le devuelvan la llamada, deje aquí su número de teléfono para que sepan dónde localizarle.',
    humanAlreadyAsked:
      'Su solicitud ya está con nuestro equipo: alguien le responderá aquí lo antes posible. Si es urgente, llame al {phone} para hablar con alguien de inmediato.',
    productStockPage: 'Pregunta por "{page}".',
    productStock: `No puedo ver las existencias ni el catálogo de la tienda que está viendo, así que no puedo decirle si está disponible, y prefiero no adivinar. Para saberlo, llame al {phone}, o toque "${ESCALATE}" y pasaré su pregunta a nuestro equipo. También puede ver puertas en persona en nuestras salas de exhibición: {offices}.`,
    productStockTeam:
      'No puedo ver las existencias ni el catálogo de la tienda que está viendo, así que no puedo decirle si está disponible, y prefiero no adivinar. Para saberlo, llame al {phone}, o pregúntelo aquí: su solicitud ya está con nuestro equipo, que le responderá en este chat. También puede ver puertas en persona en nuestras salas de exhibición: {offices}.',
    jobs: '¡Gracias por su interés! Para empleos y alianzas, use el formulario de contacto en {contactPath} y elija "Employment/Partnership": la oficina le responderá.',
    reschedule:
      'Para cambiar o cancelar una visita, llame al {phone} y el equipo lo cambiará por usted. Si todavía no ha reservado, puede elegir un horario en {bookingLink}.',
    rescheduleEmergency: ' Como se trata de una emergencia, llame al {phone} ahora en lugar de esperar un nuevo horario.',
    injectionRefusal:
      '¿Qué está pasando con su puerta de garaje? Puedo ayudarle a identificar el problema, darle precios típicos o programar un técnico.',
    stillBroken:
      'Gracias por intentarlo. Como sigue sin funcionar bien, el siguiente paso es un técnico: reserve en {bookingLink} o llame al {phone}. Mientras tanto, por favor no fuerce la puerta.',
    unclear:
      'Perdone, no le entendí bien. ¿Qué le gustaría saber de su puerta de garaje? Puedo ayudarle con un problema, con precios o con la reserva de un técnico.',
    unsure:
      'No estoy seguro de haberle entendido, y prefiero no adivinar. ¿Se trata de un problema con la puerta, de un precio o de reservar una visita? También puede llamar al {phone} y hablar con una persona.',
    followUp:
      'Sobre su {problem}: puedo decirle cuánto suele costar la reparación, si es seguro usar la puerta mientras tanto, o programar un técnico. Reserve en {bookingLink} o llame al {phone}, y el equipo puede responder lo que yo no pueda.',
    followUpPrefix: 'Sobre su {problem}:',
    followUpAsk:
      'Perdone, no estoy seguro de haberle entendido. ¿Podría decirlo de otra forma? El equipo también puede responder lo que yo no pueda en el {phone}.',
    whereIsTech:
      'Desde aquí no puedo ver la agenda de los técnicos. Llame al {phone} y la oficina le dirá dónde está su técnico y cuándo llegará.',
    beHome:
      'Alguien debe estar presente para abrirle al técnico y aprobar el precio, que el técnico le da antes de empezar cualquier trabajo.',
    arrival:
      'Servicio el mismo día significa un técnico dentro de {sameDayHours} horas, y los problemas urgentes van primero. El equipo le llama para acordar la hora; si prefiere no esperar, elija un horario en {bookingLink} o llame al {phone}.',
    emergencyCall:
      'Esto es una emergencia: llame al {phone} ahora y explíquele al equipo lo que está pasando, para que un técnico llegue lo antes posible.',
    emergencyAskDetails: 'Si prefiere que le llamemos nosotros, envíeme {missing}, y lo marcaré como emergencia para el equipo.',
    emergencyHaveDetails: 'Tengo sus datos ({name}, {leadPhone}, {city}) y ya lo marqué como emergencia para el equipo.',
    emergencyFastest: 'Como se trata de una emergencia, la forma más rápida de recibir ayuda es llamar al {phone} ahora.',
    leadComplete: 'Gracias, {firstName}. Ya tengo todo: {problem} en {city}, y le llamaremos al {leadPhone}.',
    leadFlagged: 'Lo marqué como emergencia. Si todavía no lo ha hecho, llame al {phone} ahora para que un técnico salga de inmediato.',
    leadCallBack: 'Alguien de nuestro equipo de {region} le llamará para acordar un horario. {sameDay}',
    leadPickTime: 'Si prefiere elegir usted el horario, reserve en {bookingLink}.',
    leadThanks: 'Gracias, {firstName}.',
    leadNeed: 'Para enviarle un técnico, solo necesito {missing}.',
    leadAlsoBook: 'También puede reservar en línea en {bookingLink} o llamar al {phone}.',
    askForMissing: '{intro} {missing}, y se lo paso al equipo.',
    missingYour: 'su {fields}',
    missingYourAndIssue: 'su {fields}, y {issue}',
    missingIssue: 'unas palabras sobre lo que le pasa a la puerta',
    fieldName: 'nombre',
    fieldPhone: 'número de teléfono',
    fieldCity: 'ciudad',
    cityHint: ' (¿está en {city}, o en otro lugar?)',
    corrected: 'Entendido: cambié {field} a {value}.',
    keptLead: 'Su propia solicitud sigue igual: {problem} en {city}, y le llamaremos al {leadPhone}.',
    otherJob:
      'La otra puerta necesita su propia visita: resérvela en {bookingLink} o llame al {phone}, y mencione que es un segundo trabajo para que el equipo pueda planear ambos.',
    otherPlace: 'Si alguien allí también necesita una visita, resérvela en {bookingLink} o llame al {phone} como un trabajo aparte.',
    whoseAddress: '¿La visita es para su propia casa o para el lugar en {place}? Dígame la ciudad a la que debe ir el técnico.',
    leadWithTeam: 'Su solicitud ya está con nuestro equipo de {region}, y le dirán la hora más pronta posible cuando le llamen.',
    correctedFieldName: 'el nombre',
    correctedFieldPhone: 'el número de teléfono',
    correctedFieldCity: 'la ciudad',
    yourArea: 'su área',
    pricingMaintenance:
      'El mantenimiento no tiene un precio fijo en nuestra lista: empieza con el cargo por visita de servicio de {fee} (más impuestos), y el técnico le dice el precio de cualquier trabajo adicional antes de hacerlo. El cargo por visita se abona a cualquier reparación.',
    pricingEstimate: '{label} suele costar {range}. Lo que mueve el precio dentro de ese rango: {factors}.',
    pricingInstallNote: '{estimates} Un técnico mide, le muestra las opciones y le da el precio antes de pedir nada.',
    pricingRepairNote:
      'Toda visita empieza con el cargo por visita de servicio de {fee} (más impuestos), que se abona a la reparación, y el técnico confirma el precio antes de empezar cualquier trabajo.',
    pricingNoFixed:
      'No hay un precio fijo para eso hasta que un técnico vea la puerta, pero la mayoría de las reparaciones están dentro de nuestro rango típico de {typicalRange}, y muchas en la parte baja.',
    pricingOpenerRepair:
      'La reparación de un abridor no tiene precio fijo hasta que un técnico la vea: la mayoría de las reparaciones están dentro de nuestro rango típico de {typicalRange}, y muchas en la parte baja. Si conviene más reemplazar el abridor, uno nuevo instalado suele costar {openerRange}.',
    pricingNoFixedNote:
      'Toda visita empieza con el cargo por visita de servicio de {fee} (más impuestos), que se abona a la reparación, y usted recibe el precio antes de empezar cualquier trabajo.',
    bookOrCall: 'Reserve en {bookingLink} o llame al {phone}.',
    callOrBook: 'Llame al {phone} o reserve en {bookingLink}.',
    wallControlNext: 'Si eso no lo resuelve, un técnico puede cambiar el control de pared: reserve en {bookingLink} o llame al {phone}.',
    coverageServiceCity:
      'Sí, damos servicio en {place}. Es parte de nuestra área de {region}, y nuestros técnicos allí han realizado {jobs} trabajos. Llame al {phone} o reserve en {bookingLink}.',
    coverageInRegion: 'Sí, {place} lo cubre nuestro equipo de {region}. Llame al {phone} o reserve en {bookingLink}.',
    coverageIdaho:
      '{place} está en el área que cubre nuestro equipo de {region}, aunque no es una de las ciudades que atendemos a diario. Llame al {phone} para confirmar que un técnico puede llegar: {outOfAreaLower}',
    coverageOutside:
      '{place} está fuera de nuestra área de servicio habitual. Cubrimos Oregón, Washington e Idaho con nuestras regiones Portland Metro, Salem & Mid-Valley, SW Washington e Idaho & Eastern Oregon. {outOfArea} Llame al {phone} y el equipo le dirá si puede llegar hasta usted.',
    secondDuration:
      'Cuánto tarda: la mayoría de las reparaciones toman {repairHours} horas una vez que el técnico llega, y un cambio de resortes suele tomar {springHours} horas.',
    secondPrice: 'Cuánto cuesta: {answer}',
  },
};
