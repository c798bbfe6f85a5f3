import type { AssistantLanguage, Intent, UrgencySignal } from '@tod/domain';
import type { IssueKind } from '../extract/detectIssue.ts';

/*
 * INTERIM, deleted when the trained understanding lands (issue 19 point 1). Today's rule-based analysis has
 * no labels for the questions issue 19 lists (duration, brands, insulation, maintenance plans, property
 * managers, a door hit by a car) and reads no Spanish. Until the model puts an `Understanding` on the
 * analysis, these few cues let the decide and say steps be built and tested end to end. New misses are not
 * fixed here: they become labelled corpus lines.
 */

export interface LanguageCues {
  intents: ReadonlyArray<readonly [Intent, RegExp]>;
  /** A car or truck ran into the door. */
  vehicleImpact: RegExp;
  /** An explicit correction of something said before ("sorry, it's Tigard, not Portland"). */
  correction: RegExp;
  /** About another person's door or a "what if", not the visitor's own job. */
  someoneElse: RegExp;
}

export const INTERIM_CUES: Readonly<Record<AssistantLanguage, LanguageCues>> = {
  en: {
    intents: [
      ['duration', /\bhow long\b(?! have you been| has your| in business)|\ball day\b|\bhow many hours\b|\bhow much time\b/],
      [
        'brands',
        /\b(which|what) (opener )?brands?\b(?!.{0,15}\bdoors?\b)|\bbrands? of openers?\b|\b(do|can|will) you (guys )?(install|service|repair|carry|sell|work on|fix|do)\b.{0,30}\b(liftmaster|chamberlain|genie|craftsman|marantec)\b|\b(liftmaster|chamberlain|genie|craftsman) or\b/,
      ],
      [
        'insulation',
        /\binsulat(e|ed|ing|ion)\b.{0,30}\b(my|our|the|existing|current|old)\b|\b(my|our|the|existing|current|old) (garage )?door\b.{0,30}\binsulat/,
      ],
      ['maintenance_plan', /\b(maintenance|service|tune-?up) (plan|plans|contract|contracts|agreement|program|membership|subscription)\b/],
      [
        'property_manager',
        /\bproperty manag(er|ers|ement)\b|\blandlord\b|\b(rental|rentals|apartment|apartments|condo|condos) (units?|complex|buildings?|properties)\b|\bmulti-?unit\b|\b\d+ (units|properties|buildings)\b/,
      ],
    ],
    vehicleImpact:
      /\b(backed|backing|drove|driving|ran|crashed|bumped|reversed) (into|in to)\b.{0,30}\b(door|garage)\b|\b(car|truck|van|suv|someone) (hit|ran into|backed into|crashed into)\b.{0,20}\b(door|garage)\b|\bhit the (garage )?door with\b/,
    correction:
      /\b(sorry|oops|correction|i meant|i mean|actually|not)\b.{0,40}\b(it'?s|its|is|name|number|phone|city|live|in)\b|\bmy (name|number|phone( number)?|city) is actually\b|\bnot [A-Z][a-z]+\b/i,
    someoneElse:
      /\b(my|our) (sister|brother|mom|mother|dad|father|parents|friend|neighbou?r|son|daughter|aunt|uncle|cousin|grandma|grandpa|in-laws?)('s| who| lives| has|$)|\bwhat if\b|\bhypothetically\b/,
  },
  es: {
    intents: [
      ['greeting', /^(hola|buenos d[ií]as|buenas tardes|buenas noches|buenas)\b/],
      ['thanks', /\b(gracias|muchas gracias|se lo agradezco)\b/],
      [
        'price',
        /\bcuanto (cuesta|cuestan|cobran|sale|vale|me cobra|costara|costaria|me va a costar|va a costar|seria)\b|\bprecios?\b|\bcostos?\b/,
      ],
      [
        'service_fee',
        /\btarifa (de|por) (servicio|visita)\b|\bcargo por (la )?visita\b|\bcobran por (la )?visita\b|\bcuesta (la )?visita\b|\bvisita de servicio\b/,
      ],
      ['duration', /\bcu[aá]nto (tiempo|tarda|tardan|dura|demora)\b|\btodo el d[ií]a\b|\bcu[aá]ntas horas\b/],
      [
        'booking',
        /\b(agendar|programar|reservar|cita|que venga|que vengan|mandar a alguien|enviar a alguien|necesito un tecnico|necesito que alguien venga)\b/,
      ],
      ['human', /\b(hablar con|comunicarme con) (una persona|alguien|un humano|un agente|un representante)\b|\bpersona real\b/],
      ['hours', /\bhorario\b|\ba qu[eé] hora (abren|cierran)\b|\best[aá]n abiertos\b/],
      ['service_area', /\b(dan|dar) servicio\b|\bciudades\b|\bareas?\b|\b(cubren|atienden)\b|\b(trabajan|llegan|van) (en|a|hasta)\b/],
      ['offices', /\boficinas?\b|\bsalas? de exhibicion\b|\bdonde (estan|queda|quedan|esta su)\b/],
      ['estimator', /\bestimador\b|\bpresupuesto en linea\b/],
      ['free_estimate', /\bpresupuestos?\b.{0,40}\bgratis\b|\bgratis\b.{0,20}\bpresupuestos?\b/],
      ['license', /\blicencia\b|\bcon licencia\b|\basegurad[oa]s?\b/],
      ['safety_question', /\bes seguro\b|\bes peligroso\b|\bpuedo (usar|abrir|cerrar|levantar|bajar|jalar)\b/],
      ['brands', /\b(liftmaster|chamberlain|genie|craftsman|marantec|marcas?)\b/],
      ['insulation', /\baisla(r|miento|da|nte)\b/],
      ['maintenance_plan', /\b(plan|contrato|programa) de mantenimiento\b/],
      [
        'property_manager',
        /\badministrador(a)? de (propiedades|edificios)\b|\b(due[nñ]o|propietario) de (varias|casas|apartamentos|departamentos|edificios)\b|\b(unidades|departamentos|apartamentos) (en alquiler|de renta)\b/,
      ],
      [
        'new_opener',
        /\b(nuevo|nueva) (abridor|motor|opener)\b|\binstalar (un )?(abridor|motor|opener)\b|\b(correa|cadena)\b|\binstalacion\b/,
      ],
      ['new_door', /\bpuerta nueva\b|\bnueva puerta\b/],
      ['human', /\bhumano\b|\bpersona\b|\bagente\b/],
      [
        'arrival',
        /\bpueden venir (hoy|esta noche|manana|pronto)\b|\bcuando (pueden venir|llega|vendra|viene)\b|\bvenir hoy\b|\bmismo dia\b/,
      ],
    ],
    vehicleImpact:
      /\b(choc[oó]|chocaron|golpe[oó]|golpearon|peg[oó]|se estrell[oó]|dio) (con|contra)? ?(la|el)? ?(puerta|port[oó]n|garaje)\b|\b(carro|coche|auto|camioneta) (choc[oó]|golpe[oó]|se estrell[oó]|dio)\b/,
    correction: /\b(perd[oó]n|disculpe|correcci[oó]n|quise decir|en realidad|no es)\b/i,
    someoneElse:
      /\bmi (hermana|hermano|mam[aá]|madre|pap[aá]|padre|amig[oa]|vecin[oa]|hij[oa]|t[ií][oa]|prim[oa]|abuel[oa])\b|\by si\b|\bqu[eé] pasa si\b/,
  },
};

/** Spanish problem words, most specific first (the English ones are today's `detectIssue`). */
export const SPANISH_PROBLEMS: ReadonlyArray<readonly [IssueKind, RegExp]> = [
  ['spring', /\b(resortes?|muelles?)\b/],
  ['cable', /\bcables?\b/],
  ['off_track', /\b(fuera del|se sali[oó] del?|salida del|descarrilad[ao]) ?(riel|carril)?\b|\bse sali[oó] del riel\b/],
  ['stuck_open', /\bno (se )?(cierra|baja|quiere cerrar)\b|\b(atascad[ao]|trabad[ao]|qued[oó]) abierta\b/],
  ['stuck_closed', /\bno (se )?(abre|sube|quiere abrir)\b|\b(atascad[ao]|trabad[ao]|qued[oó]) cerrada\b/],
  ['sensor', /\bsensor(es)?\b|\bse regresa\b|\bvuelve a subir\b/],
  ['remote', /\b(control remoto|el control|teclado|c[oó]digo|boton de pared)\b/],
  ['opener', /\b(abridor|motor|opener)\b/],
  ['panel', /\b(panel|paneles|abollad[ao]|doblad[ao]|torcid[ao])\b/],
  ['noise', /\b(ruido|ruidosa|rechina|chirr[ií]a)\b/],
  ['installation', /\b(puerta nueva|nueva puerta|instalar una puerta|cambiar (toda )?la puerta)\b/],
  ['commercial', /\b(comercial(es)?|bodegas?|negocios?|almacen(es)?)\b/],
  ['gate', /\bportones\b|\bporton (electrico|de entrada|corredizo|de la entrada)\b/],
  ['maintenance', /\b(mantenimiento|afinacion|revision anual)\b/],
];

/** Spanish emergency cues (the safety floor for English is today's `detectUrgency`). */
export const SPANISH_URGENCY: ReadonlyArray<readonly [UrgencySignal, RegExp]> = [
  ['carbon_monoxide', /\bmon[oó]xido\b|\bmotor (encendido|prendido)\b.{0,30}\bcerrad/],
  ['struck', /\b(le|me|nos) (cay[oó]|peg[oó]|golpe[oó])\b|\bherid[oa]\b|\blastim/],
  ['break_in', /\b(robo|robaron|entraron a robar|forzaron)\b/],
  [
    'car_trapped',
    /\b(carro|coche|auto|camioneta) (est[aá] )?(atrapad[oa]|encerrad[oa]|adentro)\b|\bno puedo sacar (el|mi) (carro|coche|auto|camioneta)\b/,
  ],
  ['person_trapped', /\b(estoy|est[aá]|estamos|est[aá]n) (atrapad[oa]s?|encerrad[oa]s?) (en|dentro)\b/],
  ['off_track', /\bse sali[oó] del riel\b|\bfuera del riel\b|\bcolgando\b/],
  ['spring_door_open', /\b(resorte|muelle)\b.{0,60}\babierta\b|\babierta\b.{0,60}\b(resorte|muelle)\b.{0,20}\b(rompi[oó]|revent[oó])/],
  ['stated', /\bemergencia\b/],
];

/** A name given in Spanish ("me llamo Ana García", "soy Carlos Ruiz", "mi nombre es …"). */
export const SPANISH_NAME = /\b(?:[Mm]e llamo|[Mm]i nombre es|[Ss]oy)\s+([A-ZÁÉÍÓÚÑ][a-záéíóúñ]+(?:\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)?)/;

const SPANISH_WORDS = new Set(
  (
    'el la los las de del que y en un una por para con es son mi mis su se hoy manana pueden puede puedo ' +
    'tengo tiene tienen necesito hablar persona puerta puertas garaje cochera porton resorte resortes cuanto cuesta ' +
    'cuestan precio precios hola gracias ayuda tecnico telefono llamo soy vivo esta estoy abre cierra venir cuando ' +
    'donde como hacen usted ustedes favor emergencia carro coche roto rota rompio atascada abierta cerrada nuevo ' +
    'nueva marca marcas aislar instalan reparan arreglan dan servicio tarda tiempo muy pero tambien va costar ' +
    'correa cadena reservar instalacion instalar o'
  ).split(' '),
);
const ENGLISH_WORDS = new Set(
  (
    'the an is are my your you do does i it to of and in on for with what how can will door doors spring ' +
    'this that me we our not have has please much long hi hello thanks there its im'
  ).split(' '),
);

/** Lower case without accents ("¿Cuánto?" → "¿cuanto?"), so the cues' word boundaries hold after "á". */
export function plainSpanish(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Whether a message is Spanish: more Spanish than English function words, at least two of them (or one
 * with ¿, ¡ or ñ), so an English message naming "Mi Casa Court" stays English.
 */
export function looksSpanish(message: string): boolean {
  let spanish = 0;
  let english = 0;
  for (const word of plainSpanish(message).match(/[a-z]+/g) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  const marked = /[ñ¿¡]/.test(message);
  const short = message.trim().split(/\s+/).length <= 2;
  return spanish > english && (spanish >= 2 || ((marked || short) && spanish >= 1));
}

/** Whether a message is plainly English: at least two English function words, more than Spanish ones. */
export function looksEnglish(message: string): boolean {
  let spanish = 0;
  let english = 0;
  for (const word of plainSpanish(message).match(/[a-z]+/g) ?? []) {
    if (SPANISH_WORDS.has(word)) spanish++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  return english >= 2 && english > spanish;
}
