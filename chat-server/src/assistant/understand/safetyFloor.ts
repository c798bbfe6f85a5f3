import type { DoorProblem, UrgencySignal } from '@tod/domain';
import { afterRetraction, hazardNotNow, withoutAbsentHazards } from '../extract/detectHazards.ts';
import { ISSUES, type IssueKind } from '../extract/detectIssue.ts';
import { closedAndSafe, detectUrgency, type EmergencyReason, statesNoRush, URGENCY_FLOOR_PATTERNS } from '../extract/detectUrgency.ts';
import { normalizeText } from '../extract/normalizeText.ts';

/** The door problems the floor itself must recognise: the ones that make an emergency or a car trapped. */
const FLOOR_ISSUES = ['spring', 'off_track', 'stuck_open', 'stuck_closed', 'opener'] as const satisfies readonly IssueKind[];

/** People and pets in Spanish (accents stripped), for telling a person caught by the door from a pet. */
const PERSONA =
  '(hij[oa]s?|nin[oa]s?|bebe|chamac[oa]s?|cipote|chavo|morro|plebe|esposo|esposa|marido|mujer|mama|papa|mami|papi|abuel[oa]|abuelit[oa]|ti[oa]|herman[oa]s?|hermanit[oa]|prim[oa]|suegr[oa]|vecin[oa]|amig[oa]|senor|senora|persona|alguien|nieto|nieta|nietos|nietas|sobrin[oa]s?|novi[oa]|cunad[oa]|yerno|nuera|trabajador|trabajadores|empleado|empleada|companer[oa]s?|colega|chalan|ayudante|alumn[oa]s?|estudiantes?|inquilin[oa]|huesped|visita|senorita|muchach[oa]|chiquit[oa]|chiquill[oa]|escuincle|huerc[oa]|bebita|bebito|mom|dad|brother|sister|son|daughter|grandma|grandpa|wife|husband|yo|me)';
const MASCOTA =
  '(perr[oa]s?|perrit[oa]s?|chucho|lomito|firulais|gat[oa]s?|gatit[oa]s?|minino|mascotas?|michi|cachorr[oa]s?|conejit?[oa]s?|animal|animalito|heeler|pastor aleman|pitbull|chihuahua|labrador|husky|dog|dogs|cat|cats|puppy|puppies|kitten|perrito|toby|terner[oa]s?|ternerit[oa]s?|becerr[oa]s?|becerrit[oa]s?|vaca|vacas|vaquita|chiv[oa]s?|chivit[oa]s?|cabr[ao]s?|cabrit[oa]s?|borreg[oa]s?|borreguit[oa]s?|ovejas?|ovejita|corderos?|corderito|gallinas?|gallinita|pollitos?|gallo|patos?|patito|cerdos?|cerdito|marranit[oa]|cochinito|caballos?|potro|potrillo|burro|calf|goat|chicken)';
const ATRAPADO =
  '(atrapad[oa]s?|encerrad[oa]s?|presionad[oa]s?|prensad[oa]s?|aplastad[oa]s?|atorad[oa]s?|agarrad[oa]s?|apretad[oa]s?|machucad[oa]s?|apachurrad[oa]s?|pinned|stuck|trabad[oa]s?)';
const SPANISH_PERSON = new RegExp(
  `\\b(mi|mis|su|sus|el|la|a mi|al|a la|nuestr[oa]) ${PERSONA}\\b|(?<!se )\\b(me|nos) (pego|cayo|agarro|aplasto|prenso|quedaron|quedo)\\b|\\b(estoy|quede) ${ATRAPADO}`,
);
const SPANISH_PET = new RegExp(`\\b${MASCOTA}\\b`);
/** The owner named after a pet ("el perrito de mi hija"): the pet is the one caught. */
const SPANISH_PET_OWNER = new RegExp(`(?<=\\b${MASCOTA}( \\w+)? )(de|del) (mi|mis|su|sus|la|el|nuestr[oa]s?) ${PERSONA}\\b`, 'g');
/** A part gave way, in Spanish: every tense and register ("se partió", "roto", "tronó", "se zafó"). */
const SNAPPED_ES =
  '\\b(rompio|revento|quebro|partio|trono|truno|troncho|tronchad[oa]s?|trozo|trozad[oa]s?|azota|azotando|zafo|safo|solto|estallo|cedio|reventad[oa]s?|quebrad[oa]s?|partid[oa]s?|tronad[oa]s?|rot[oa]s?|suelt[oa]s?|zafad[oa]s?|colgando|cuelga|latigue\\w*|chicote\\w*|estallido|tronido|trancazo|balazo|reventon|explot\\w*|exploded|broke|snapped)\\b';
/** The door is up, part-way or moving ("a media altura", "a medio abrir", "en movimiento", "mientras subía"). */
const NOT_DOWN_ES =
  '\\b(a medias|a media altura|media altura|medio camino|a medio \\w+|medio abiert[oa]|a la mitad|la mitad|mitad del camino|abiert[oa]|arriba|subiendo|bajando|en movimiento|moviendose|del piso|del suelo|suspendid[oa]|mientras (se )?(abria|cerraba|subia|bajaba|movia|estaba)|cuando (se )?(abria|cerraba|subia|bajaba|iba)|cuando (lo |la )?(abrimos|abri|abrio|abrieron|subimos|subi|subio|cerramos|cerre|bajamos|baje)|se (estaba )?(abriendo|cerrando)|en pleno (recorrido|movimiento)|detenid[oa] a|parad[oa] a|a (un|medio|dos|tres|\\d+) (metros?|pies)|half ?(open|up|way)|medio open)\\b';

/** Exhaust, not a fire ("humo del carro", "humo d carro", "olor a gasolina quemada"). */
const EXHAUST =
  '((d|de|del|de la) (carro|coche|escape|mofle|troca|generador|camioneta|moto|motor del carro|planta|podadora|tractor\\w*)|negro del (carro|escape|mofle))\\b';

/** Not a hazard now in Spanish: a past event that is over, prevention or curiosity, a joke, a detector's low battery. */
const SPANISH_NOT_NOW =
  /\b(el|la) (ano|mes|semana|navidad|semana santa|pascua|fin de semana|verano|invierno|primavera|otono|lunes|martes|miercoles|jueves|viernes|sabado|domingo) pasad[oa]\b|\bhace (un|una|dos|tres|unos|unas|varios|varias|muchos|\d+) (anos?|mes|meses|semanas?|dias)\b|\bhace (anos|meses|mucho tiempo)\b|\buna vez en\b|\bya (lo|la|los|las) (arreglaron|cambiaron|cambie|arregle|repararon)\b|\bquedo bien\b|\bya (esta|estan) (todo )?(bien|arreglad[oa])\b(?! (caliente|calientes|fuerte|feo|fea|grave|negr[oa]|lleno|llena|cabron))|\btodo bien\b|\b(prevenir|prevencion|previene|evitar|evito|evitamos|prevengo)\b|\bcomo le hago pa(ra)? que no\b|\bpa(ra)? que (es|sirve)\b|\bque es (ese|esa|el|la) (cordon|cuerda|cuerdita|mecate)\b|\bes (seguro|malo|safe|normal|peligroso) (calentar|dejar|tener|prender)\b|\b(school project|proyecto)\b|\b(bateria|pila) (baja|se acabo)\b|\b(cambio|cambie|cambiar) (la|las) (bateria|pila)s?\b|\b(instalan|venden|ponen) detectores\b|\beso pasa mucho\b|\b(jaja\w*|jeje\w*|lol|xd|broma)\b|\bque arde\b|\b(quiero|queremos|vamos a) (poner|instalar|comprar)\b|\bsolo preguntando\b|\bes cierto que\b|\bno se debe\b|\ben (19|20)\d\d\b|\bayer\b|\bla vez pasada\b|\bpara saber\b|\bsolo (quiero|queria) saber\b|\bquisiera saber si\b|\bes recomendable\b|\bes solo una consulta\b|\bpregunta random\b|\bno lo he hecho\b|\bsi (un|algun) dia\b|\ben caso de que\b|\btengo una (pregunta|duda)\b|\bsigno de pregunta\b|\b(en la tele|en las noticias|en el noticiero|en un video|en youtube|en tiktok|en facebook|vi un video|lei que|lei un articulo)\b|\b(solo|nomas) (es )?(una )?pregunta\b|\bes (seguro|safe|peligroso) (guardar|usar|poner)\b|\b(fue|era) (una )?falsa alarma\b|\b(ya )?(vinieron|llegaron|revisaron|se fueron) los bomberos\b/;
/** A past event said to be over, whatever else the message asks now. */
const SPANISH_RESOLVED =
  /\b(ahorita|ahora|ya) (todo )?(esta|estan|estamos) (todo |todos )?(bien|tranquil[oa]s?)\b(?! (caliente|fuerte|feo|fea|grave|negr[oa]|lleno|llena|cabron|atorad|atrapad|prensad))|\bno paso nada\b|\bnadie (salio herido|salio lastimado|se lastimo|resulto herido)\b|\bya (puso|pusieron|pusimos|instalo|instalaron|instalamos) (ventilacion|un extractor|extractor|detector|detectores)\b|\bya (lo|la) (arreglaron|repararon)\b/;
/** No one is shut in, and the car can wait: no emergency. */
const SPANISH_CAN_WAIT = /\bno hay nadie\b|\bnadie (esta )?adentro\b|\bpuedo esperar\b|\bhasta manana\b|\bno hay prisa\b/;
/** Engines that give off carbon monoxide, in Spanish. */
const SPANISH_ENGINE =
  '(carro|coche|troca|camioneta|motor del carro|generador|planta de luz|podadora|cortadora|compresor|montacargas|diesel|\\w+ de (gasolina|diesel)|moto|motocicleta|soplador|sopladora|quitanieves|barredora de nieve|pulidora|pulidor|abrillantadora|lavadora a presion|maquina de presion|\\w+ de propano|soplador|hidrolavadora|generator|mower|tractor\\w*|cuatrimoto|motosierra|soldadora|car|truck|escape|mofle)';
/** An engine warmed with the big door open is a question, unless someone feels it. */
const SPANISH_DOOR_OPEN = /\b(porton|puerta)\b.{0,20}\babiert[oa]\b/;
const SPANISH_SYMPTOM =
  /\b(mare\w*|adormilad[oa]|adormecid[oa]|atontad[oa]|aturdid[oa]|zonz[oa]|como borrach[oa]|actuando (raro|como borrach[oa])|no (me |nos )?(contesta|responde) bien|(le|me) (explota|estalla|revienta|va a reventar) la cabeza|(me|le|nos|les) da(n)? vueltas|todo da vueltas|debil|sueno|dolor de cabeza|duele la cabeza|nauseas?|vomit\w*|somnolient\w*|sonolient\w*|desmay\w*|aguad[oa]|confundid[oa]|palid[oa]s?|headache|dizzy|nausea)\b/;
/** Something is happening now, even in a message that also tells a past event. */
const SPANISH_NOW =
  /\b(ahorita|ahora|ahora mismo)\b(?! (quiero|quisiera|queremos|quiere|quieren|queria|necesito|necesitamos|necesita|me gustaria|busco|busca|pide|nomas quiero))|\b(ayuda|auxilio|rapido|urgente|que hago|que hacemos|no para|no deja de|esta sonando|sigue)\b|!{2,}/;

/** The same dangers written in Spanish (accents stripped: visitors write "pegó" and "pego"), most serious first (someone pinned under the door). */
const SPANISH_FLOOR: ReadonlyArray<readonly [EmergencyReason, RegExp]> = [
  [
    'person_pinned',
    /\b(atrapad[oa]s?|prensad[oa]s?|aplastad[oa]s?) (debajo|abajo|bajo)\b|\b(atorad[oa]s?|atascad[oa]s?|quedo|quedaron|esta|estan) (debajo|abajo|bajo) de (la|el) (puerta|porton|cochera)\b|\b(se le|le) (vino|cayo|cerro|bajo) (\w+ ){0,3}encima\b|\bencima de (el|ella)\b|\b(quedo|quedaron|esta|estan|queda|quedan) (atrapad|prensad|aplastad|apretad|machucad|atorad)[oa]s? (entre|contra)\b|\b(lo|la|le|los|las|les|me|nos) (tiene|tienen|dejo|esta) (\w+ ){0,3}(aplastad|prensad|atrapad|apretad|presionad|atorad)[oa]s?\b|\b(se metio|se quedo|quedo|metid[oa]|atorad[oa]) (por )?(abajo|debajo) de(l| la| el) (puerta|porton|cochera|cortina)\b|\b(prensad|atrapad|aplastad|atorad|machucad)[oa]s? (\w+ ){1,4}(debajo|abajo|bajo) de(l| la| el) (puerta|porton|cochera)\b/,
  ],
  [
    'fire',
    new RegExp(
      `\\b(humitos?|humo(?! ${EXHAUST})|humareda|humeando|humea|ahumad[oa]|chispas?|chispitas?|chispe\\w*|chisporrote\\w*|llamas|llamitas?|flamas?|flamitas?|flamazo|lumbre|fuego|incendio|incendiando|en llamas)\\b|\\b(se esta|se estan|esta|estan) (quemando|derritiendo|incendiando)\\b|\\b(olor|huele|oler|olia)\\b.{0,20}\\b(a )?((?<!(gasolina|diesel|gas) )quemad[oa]|plastico|cable|derretid[oa]|humo(?! ${EXHAUST}))\\b|\\b(derritiendo|derretid[oa]s?)\\b|\\bechando (lucecitas|luces|chispitas)\\b|\\b(boton|botoncito|enchufe|contacto|cable|cables|motor|teclado|abridor)\\b.{0,60}\\b(se (puso|esta poniendo) negr[oa]|calientisim[oa]|chisporrote\\w*|crepit\\w*|(brill\\w*|resplandor|lucecita|luz|prendid[oa]) (naranja|anaranjad[oa]|roj[oa]|rojiz[oa]))\\b`,
    ),
  ],
  [
    'carbon_monoxide',
    /\bmonoxido\b|\b(alarma|detector) (de|del) (co|monoxido)\b|\b(carro|coche|troca|camioneta|motor|generador|planta de luz|planta|podadora|moto|motocicleta|cortadora|generator)\b.{0,40}\b(prendid[oa]|encendid[oa]|andando|funcionando|en marcha|calentando|on)\b.{0,60}\b(garaje|garage|cochera|adentro|dentro)\b|\b(garaje|garage|cochera)\b.{0,40}\b(carro|coche|troca|camioneta|motor|generador|planta|podadora|moto|generator)\b.{0,20}\b(prendid[oa]|encendid[oa])\b|\b(prendio|prendimos|prendieron|encendio|encendimos|puso|pusimos|pusieron|dejo|dejaron|metio) (la |el |mi |su )?(planta|generador|generator|carro|troca|motor|coche|camioneta|moto|podadora)\b.{0,60}\b(garaje|garage|cochera|adentro|dentro)\b/,
  ],
  [
    'carbon_monoxide',
    new RegExp(
      `\\b(funcionando|prendid[oa]|encendid[oa]|andando|corriendo|prendi|prendio|encendi|encender|prender) (el |la |mi |su |un |una )?${SPANISH_ENGINE}\\b.{0,80}\\b(garaje|garage|cochera|cerrad[oa]|no abre)\\b|\\b${SPANISH_ENGINE}\\b.{0,40}\\b(quedo |se quedo |estaba |esta |sigue |dejaron |dejamos )?(prendid[oa]|encendid[oa]|andando|funcionando|en marcha|calentando(se)?|corriendo)\\b.{0,80}\\b(garaje|garage|cochera|adentro|dentro|bodega|anden|taller|cerrad[oa])\\b|\\bhumo ${EXHAUST}|\\bolor a (gasolina|diesel|gas) quemad[oa]\\b|${SPANISH_SYMPTOM.source}.{0,200}\\b(${SPANISH_ENGINE}|(alarma|alarmita|detector)\\b.{0,30}\\b(suena|sonando|pita|pitando|pitar|sonar))\\b|\\b(${SPANISH_ENGINE}|(alarma|alarmita|detector)\\b.{0,30}\\b(suena|sonando|pita|pitando|pitar|sonar))\\b.{0,200}${SPANISH_SYMPTOM.source}`,
    ),
  ],
  [
    'struck',
    /(?<!se )\b(le|me|nos|les) (pego|cayo|golpeo|aplasto|agarro|cogio|pesco|pillo|atrapo|prenso|machuco|apachurro|aplasta|prensa|esta aplastando|esta prensando)\b(?! (con|el camion|el carro|la troca|un carro|una troca|al agua|en el agua))|\b(golpeo|aplasto|atrapo|prenso|pego)\b.{0,5}\ba (mi|su|la|el|un|una)\b|\b(cayo|bajo) (encima|sobre)\b|\b(cayo|bajo|descendio|se cerro|cerro|se vino|vino|se desplomo|aterrizo|golpeo|se dejo caer) (\w+ ){0,2}(sobre|encima de|en cima de|contra) (mi|mis|su|sus|la|el|un|una|nuestr[oa]|a mi|a su) (\w+ )?(hij[oa]s?|nin[oa]s?|nieto|nieta|bebe|esposo|esposa|marido|mujer|mama|papa|abuel[oa]|herman[oa]|vecin[oa]|amig[oa]|senor|senora|persona|trabajador|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|mascota|cachorr[oa])\b|(?<!\ba )\b(mano|manos|dedos?|brazo|pierna|pie|pata|cola|colita|cabeza)\b.{0,40}\b(atorad[oa]s?|atrapad[oa]s?|aplastad[oa]s?|prensad[oa]s?|agarrad[oa]s?|machucad[oa]s?|apretad[oa]s?|pillad[oa]s?|metid[oa]s?|no (la|lo|las|los) (puede|puedo|podemos) sacar)\b|\b(metio|se le (quedo|quedaron)) (la|las|los|el|su) (mano|manos|dedos?|brazo|pierna|pie|cabeza)\b.{0,80}\b(no (la|lo|las|los) (puede|puedo|podemos) sacar|atorad|atrapad|prensad|metid)|\b(atorad|prensad|agarrad|machucad|apretad|atrapad)[oa]s? (la|el|las|los|mi|su|sus|mis) (mano|manos|dedos?|brazo|pierna|pie|cabeza)\b|\b(atorad[oa]s?|prensad[oa]s?|agarrad[oa]s?|apretad[oa]s?) (de la|del|entre) (mano|manos|dedos?|brazo|pierna|pie|pata|cola|colita|cabeza|los paneles|el porton y|la puerta y)\b/,
  ],
  // "Mi carro está atrapado en el garaje" is a car, not a person: the vehicle rule below reads it.
  [
    'person_trapped',
    new RegExp(
      `(?<!\\b(carro|coche|troca|camioneta) )\\b(estoy|esta|estamos|estan|quedo|quede|quedaron|quedamos) (atrapad[oa]s?|encerrad[oa]s?|locked|stuck|trapped) (en|dentro|adentro)\\b(?! (un|una) )|\\bno hay (otra )?salida\\b|\\b(quedo|quedaron|se quedo|se quedaron|sigue|siguen) (mi|mis|su|sus|el|la|nuestr[oa]s?) ${PERSONA} (atrapad[oa]s?|encerrad[oa]s?)\\b`,
    ),
  ],
  [
    'pet_trapped',
    new RegExp(
      `^(?=.*\\b${MASCOTA}\\b.{0,30}\\b(adentro|dentro|encerrad[oa]s?))(?=.*\\b(calor|caliente|horas|todo el dia|no se oye|no se escucha|ya no (se )?(oye|escucha|mueve|responde|ladra|maulla|llora)|sin agua|llorando|chillando))(?=.*\\b(se cerro|cerrad[oa]|no (quiere )?abr\\w*|no sube|no puedo abrir|no podemos abrir|atorad[oa]))|\\b${MASCOTA}\\b.{0,40}\\b${ATRAPADO}|\\b${ATRAPADO}\\b.{0,20}\\b(a )?(mi|su|el|la) ${MASCOTA}\\b|\\b(atrapo|prenso|aplasto|agarro|pego) a (mi|su|el|la) ${MASCOTA}\\b`,
    ),
  ],
  // A spring gave way and the cable hangs from it: the door is held by what is left, and the spring's steps come first.
  [
    'spring_door_open',
    /^(?!.*\b((esta|quedo|sigue) (bien )?(cerrad[oa]|abajo)|no (sube|abre))\b).*\b(resortes?|muelles?)\b.{0,80}\b(cables?|chicotes?|guayas?)\b.{0,20}\b(cuelga|cuelgan|colgando|quedo colgando|suelt[oa]s?|zafad[oa]s?)\b|\b(cables?|chicotes?)\b.{0,20}\b(cuelga|colgando|suelt[oa]s?)\b.{0,80}\b(resortes?|muelles?)\b.{0,20}\b(trono|rompio|revento|quebro|partio|roto|tronado|reventado)\b/,
  ],
  [
    'cable_snapped',
    /\b(cable|cables|chicote)\b.{0,40}\b(rompio|roto|revento|reventado|quebro|truno|broke|snapped|suelto|latig\w*|colgando)\b.{0,80}\b(medias|mitad|medio|abiert[oa]|subiendo|bajando|mientras|del piso|colgando|latig\w*|se mueve|parad[oa]|open)\b|\b(rompio|romper|revento|reventar|quebro|truno|trono|tronar|tronado)\b.{0,20}\b(el|un) cable\b.{0,80}\b(medias|mitad|medio|abiert[oa]|subiendo|bajando|mientras|del piso|latig\w*|se mueve|colgando|suelto)\b/,
  ],
  [
    'cable_snapped',
    new RegExp(
      `^(?=.*\\b(cables?|chicotes?|guayas?|alambres? (\\w+ ){0,6}(se esta moviendo|moviendose|colgando|suelto|balanceandose|columpiandose|meciendose|latigueando|chicoteando)|(se )?(safo|zafo|solto|revento|rompio) (el |un )?alambre)\\b)(?=.*${SNAPPED_ES})(?=.*${NOT_DOWN_ES})`,
    ),
  ],
  ['spring_door_open', new RegExp(`^(?=.*\\b(resortes?|muelles?|springs?)\\b)(?=.*${SNAPPED_ES})(?=.*${NOT_DOWN_ES})`)],
  [
    'spring_door_open',
    /\b(resorte|resortes|muelle|spring)\b.{0,60}\b(medias|mitad|medio|abiert[oa]|arriba|subiendo|bajando|mientras)\b|\b(estallido|trancazo|balazo|golpazo|tronido|explosion|reventon|fierro enroscado|metal enrollado|pedazo de metal)\b.{0,150}\b(medio abiert[oa]|a medias|a la mitad|del piso|medio camino|medio open)\b|\b(abiert[oa]|arriba|medias|mitad)\b.{0,60}\bresorte\b|\b(rompio|revento|truno|quebro)\b.{0,20}\b(el|un) (resorte|muelle)\b.{0,80}\b(medias|mitad|medio|abiert[oa]|subiendo|bajando)\b/,
  ],
  [
    'door_falling',
    /\b(se esta cayendo|se va a caer|se fuera a caer|se va a venir (pa |para )?abajo|ya se cae|se cae|cayendose|se esta viniendo|se esta yendo|se esta inclinando|se esta bajando sola|bajando sola|baja mas|se solto|recostad[oa] de lado|se mueve con el viento|se quiere caer|se quiere venir|(esta|anda|ya esta) (por|a punto de) (caerse|caer|venirse abajo)|se (vino|viene|esta viniendo|va|esta yendo) (para|pa|hacia) (adelante|afuera|enfrente|delante))\b|\b(ladead[oa]|inclinad[oa]|colgando|guindando)\b|\b(puerta|porton)\b.{0,30}\b(leaning|tilting|hanging|falling)\b|\b(se salio|se salieron|se zafo|se zafaron|fuera) (\w+ ){0,3}(del|de los|de la|de las) (riel|rieles|carril|track|guias?)\b|\bsostenid[oa] (nomas |solo )?(por|de) (el|un) (otro|lado)\b|\bse bajo de un lado\b|\bse (ladeo|inclino|torcio|desprendio|desplomo|vino abajo|doblo|esta doblando|esta ladeando|esta desprendiendo|esta zafando)\b|\bun lado (se )?(bajo|cayo|quedo abajo)\b|\b(se inclina|se ladea|se va de lado|suspendid[oa] de un (solo )?lado|colgad[oa] de un (solo )?lado|temo que (se )?caiga|(puede|podria) caerse|(bajo|cayo|se vino|se cayo) de golpe|quedo (todo |bien |muy )?(chuec[oa]|torcid[oa]|colgad[oa]|desnivelad[oa]))\b|\b(un|de un) lado (esta |quedo |se ve )?(mas )?(baj[oa]|abajo)\b.{0,30}\b(otro|que)\b|\b(quedo |esta )?atravesad[oa]\b|\bse cayo a medias\b|\b(trabad|atorad|atascad)[oa] de lado\b|\b(las )?(ruedas|rueditas|rodillos|baleros) se (salieron|zafaron)\b|\b(esta|anda|se ve|quedo) (bien |muy )?(leaning|tilting|hanging|falling)\b|\bse esta saliendo (del|de los|de la|de las) (riel|rieles|carril|track|guias?)\b/,
  ],
  ['break_in', /\b(se metieron|entraron) a robar\b|\brobaron\b|\bforz(o|aron)\b|\bladron(es)?\b/],
  [
    'car_trapped',
    /\bno puedo sacar (mi|el|la) (carro|coche|troca|camioneta)\b|\b(carro|coche|troca|camioneta)\b.{0,30}\b(atrapad[oa]|encerrad[oa]|quedo adentro)\b/,
  ],
  ['off_track', /\b(se salio|salieron|se salieron) (\w+ ){0,3}(del|de los|de la|de las) (riel|rieles|carril|guias?)\b|\bdescarril/],
  [
    'open_at_night',
    /\b(puerta|cochera|garage|garaje|porton)\b.{0,40}\b(abierta|no (cierra|baja|se cierra|quiere cerrar))\b.{0,60}\b(noche|medianoche|madrugada|oscuro|dormir)\b|\b(noche|medianoche|madrugada|oscuro)\b.{0,60}\b(puerta|cochera|garage|garaje|porton)\b.{0,40}\b(abierta|no (cierra|baja|se cierra|quiere cerrar))\b/,
  ],
  ['stated', /(?<!servicio de |para |por una )\bemergencia\b(?!s)/],
];

/** People first (decision 0303): someone pinned, hurt or shut in is read before fire and carbon monoxide. */
const PEOPLE_FIRST: readonly EmergencyReason[] = ['person_pinned', 'struck', 'person_trapped'];
const SPANISH_BY_SEVERITY = [
  ...SPANISH_FLOOR.filter(([signal]) => PEOPLE_FIRST.includes(signal)),
  ...SPANISH_FLOOR.filter(([signal]) => !PEOPLE_FIRST.includes(signal)),
];

/** Signals that are dangers to someone or something under the door, which the Spanish not-now reading can set aside. */
const SPANISH_HAZARDS_LIST: readonly EmergencyReason[] = [
  'off_track',
  'person_trapped',
  'person_pinned',
  'fire',
  'carbon_monoxide',
  'struck',
  'pet_trapped',
  'cable_snapped',
  'spring_door_open',
  'door_falling',
];
const SPANISH_HAZARDS: ReadonlySet<EmergencyReason> = new Set(SPANISH_HAZARDS_LIST);

const ACCENTS = /[\u0300-\u036f]/g;
const SPACES = /\s+/g;
/** "Agarrao", "prensao": the spoken participle without its d. */
const DROPPED_D = /\b([a-z]{3,}[^aeiou\s])ao(s?)\b/g;
/** "Kemado", "ke": qu written as k in texting. */
const TEXTED_QU = /\bk(?=[ei])/g;

/** The message lower-cased, without accents and with single spaces, as the Spanish rules read it. */
function spanishText(message: string): string {
  return message
    .toLowerCase()
    .normalize('NFD')
    .replace(ACCENTS, '')
    .replace(SPACES, ' ')
    .replace(DROPPED_D, '$1ado$2')
    .replace(TEXTED_QU, 'qu');
}

/**
 * Whether the floor reads a message as no hazard now: a past event that is over, a prevention or curiosity
 * question, or a joke, in English or Spanish, with nothing saying it is happening now (decision 0300).
 */
export function floorSaysNotNow(message: string): boolean {
  const text = spanishText(message);
  const normalized = normalizeText(message);
  if (SPANISH_NOT_NOW.test(text) && (!SPANISH_NOW.test(afterRetraction(text)) || SPANISH_RESOLVED.test(text))) return true;
  if (hazardNotNow(normalized)) return true;
  // Only absent, hypothetical or figurative hazards ("no smoke", "está fuego"), or a shut door with everyone safe.
  const namesAbsent = withoutAbsentHazards(text) !== text || withoutAbsentHazards(normalized) !== normalized;
  return (namesAbsent || closedAndSafe(text)) && !hazardReadNow(normalized, text);
}

/**
 * Whether an emergency the English rules read from a door problem alone (a spring with the door up, a door off its
 * track, the problem often the model's) is over or asked about, as the floor reads the message in either language
 * ("la semana pasada se salió del riel, ya lo aseguramos").
 */
export function problemEmergencyNotNow(reason: EmergencyReason | undefined, message: string): boolean {
  return (reason === 'off_track' || reason === 'spring_door_open') && floorSaysNotNow(message);
}

/** Whether the floor's own rules read a danger now in a message, in English or Spanish. */
function hazardReadNow(normalized: string, text: string): boolean {
  const english = detectUrgency(normalized, []);
  if (english.reason && FLOOR_HAZARDS.has(english.reason)) return true;
  const spanish = spanishReason(text, false);
  return spanish !== undefined && FLOOR_HAZARDS.has(spanish);
}

/** The floor's dangers to someone or something now (a word "emergency" or a car shut in are not). */
const FLOOR_HAZARDS: ReadonlySet<EmergencyReason> = new Set<EmergencyReason>(SPANISH_HAZARDS_LIST);

/** The danger the Spanish rules read in a message, most serious first, or undefined. */
export function spanishFloorReason(message: string): EmergencyReason | undefined {
  // Visitors mix the languages: the English reading of a past event or a question counts too.
  return spanishReason(spanishText(message), floorSaysNotNow(message));
}

function spanishReason(spanish: string, notNow: boolean): EmergencyReason | undefined {
  const text = withoutAbsentHazards(spanish);
  for (const [signal, pattern] of SPANISH_BY_SEVERITY) {
    if (!pattern.test(text) || (notNow && SPANISH_HAZARDS.has(signal))) continue;
    if (signal === 'car_trapped' && SPANISH_CAN_WAIT.test(text)) continue;
    if (signal === 'stated' && closedAndSafe(text)) continue;
    if (signal === 'carbon_monoxide' && SPANISH_DOOR_OPEN.test(text) && !SPANISH_SYMPTOM.test(text)) continue;
    // The same words tell a person caught by the door from a pet: a pet alone gets the pet's steps and no 911.
    const people = text.replace(SPANISH_PET_OWNER, ' ');
    if ((signal === 'person_pinned' || signal === 'struck') && SPANISH_PET.test(text) && !SPANISH_PERSON.test(people)) return 'pet_trapped';
    if (signal === 'person_trapped' && SPANISH_PET.test(text) && !SPANISH_PERSON.test(people)) return 'pet_trapped';
    if (signal === 'pet_trapped' && SPANISH_PERSON.test(people)) return 'struck';
    return signal;
  }
  return undefined;
}

const NO_HURRY = /\bno (hay|tengo) (prisa|apuro)\b/;

/**
 * The safety floor: a few hand-kept rules, run beside the model on every turn, so that a turn is an
 * emergency if the model OR the floor says so (emergency recall can only go up). It reads the visitor's
 * message, the model's door problem, and the visitor's local hour (a door stuck open at night). The English
 * rules read the message with English typos corrected; the Spanish ones read it only lower-cased and without
 * accents, as that correction turns Spanish words into English ones ("emergencia" → "emergency").
 */
export function floorSignals(message: string, problem: DoorProblem | undefined, localHour?: number): UrgencySignal[] {
  const normalized = normalizeText(message);
  const issues = new Set<IssueKind>(FLOOR_ISSUES.filter((kind) => ISSUES[kind].patterns.some((pattern) => pattern.test(normalized))));
  if (problem && problem !== 'unknown' && (FLOOR_ISSUES as readonly string[]).includes(problem)) issues.add(problem as IssueKind);
  const result = detectUrgency(normalized, [...issues], localHour);
  const signals: UrgencySignal[] = [];
  if (result.urgency === 'emergency' && result.reason && !problemEmergencyNotNow(result.reason, message)) signals.push(result.reason);
  if (signals.length === 0) {
    const spanish = spanishFloorReason(message);
    if (spanish) signals.push(spanish);
  }
  if (statesNoRush(normalized) || NO_HURRY.test(normalized)) signals.push('no_rush');
  return signals;
}

/** The Spanish floor's other patterns: who is caught, and what is not a hazard now. */
const SPANISH_EXTRA_PATTERNS: readonly RegExp[] = [
  SPANISH_PERSON,
  SPANISH_PET,
  SPANISH_PET_OWNER,
  SPANISH_NOT_NOW,
  SPANISH_RESOLVED,
  SPANISH_NOW,
  SPANISH_CAN_WAIT,
  SPANISH_DOOR_OPEN,
  SPANISH_SYMPTOM,
  NO_HURRY,
  ACCENTS,
  SPACES,
  DROPPED_D,
  TEXTED_QU,
];

/**
 * How many regular expressions the floor holds: every one written in its own files (the English hazard
 * vocabulary, the urgency rules, the Spanish rules) and the issue patterns it reads.
 */
export function floorRegexCount(): number {
  return (
    URGENCY_FLOOR_PATTERNS.length +
    SPANISH_FLOOR.length +
    SPANISH_EXTRA_PATTERNS.length +
    FLOOR_ISSUES.reduce((sum, kind) => sum + ISSUES[kind].patterns.length, 0)
  );
}
