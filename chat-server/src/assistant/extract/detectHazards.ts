/*
 * The safety floor's hazard vocabulary in English (issue 30, decision 0300): fire and smoke, carbon monoxide,
 * a pet caught by the door, a door falling, and a cable snapped with the door open. Read on the normalized
 * message (lower case, typos of the garage words corrected). Hand-kept on purpose: this is what the floor is
 * for. People caught by the door are in `detectUrgency.ts` (PINNED, STRUCK), which this file's pet words split.
 */

/** People a door can hurt. "he", "she" and "they" are not here: they are as often a dog. */
export const PEOPLE =
  '(kid|kids|son|sons|daughter|daughters|doughter|daugther|dauther|duaghter|child|children|toddler|baby|boy|girl|teen|teenager|husband|husbands|wife|wifes|mom|moms|mother|dad|dads|father|grandma|grandmother|grandpa|grandfather|granny|nana|abuela|abuelo|brother|brothers|sister|sisters|friend|friends|neighbor|neighbors|neighbour|neighbours|nephew|niece|uncle|aunt|cousin|grandson|granddaughter|grandchild|person|someone|somebody|man|woman|lady|guy|worker|workers|tenant|roommate|apprentice|laborer|labourer|helper|employee|coworker|co-worker|customer|client|installer|elderly|senior|guest|guests|visitor|visitors|nanny|babysitter|caregiver|housekeeper|cleaner|contractor|handyman|plumber|electrician|gardener|landscaper|mailman|resident|parent|parents|partner|fiance|fiancee|boyfriend|girlfriend|stepson|stepdaughter|infant|kiddo|grandkid|grandkids|lola|lolo|toddlers|newborn|hired hand|hired hands|farm ?hand|farm ?hands|ranch ?hand|ranch ?hands|\\d+ ?(year|yr)s? ?old(?! (car|cars|truck|door|doors|opener|openers|spring|springs|cable|house|home|motor|garage|van|suv|vehicle|model|unit|system|panel|panels|track|tracks|remote|keypad)\\b))';
/** Animals a door can catch. */
export const PETS =
  '(dog|dogs|doggy|doggie|doggo|pup|pups|puppy|puppies|cat|cats|kitty|kitten|kittens|pet|pets|dachshund|tabby|lab|labrador|retriever|husky|chihuahua|beagle|poodle|terrier|bulldog|pug|corgi|shepherd|heeler|blue heeler|red heeler|cattle dog|collie|border collie|rottweiler|rottie|pitbull|pit bull|pittie|doberman|great dane|mastiff|spaniel|schnauzer|shih tzu|yorkie|maltese|pomeranian|dalmatian|greyhound|whippet|malamute|akita|shiba|doodle|goldendoodle|labradoodle|mutt|weiner dog|wiener dog|siamese|maine coon|rabbit|bunny|chicken|chickens|chick|chicks|hen|hens|rooster|goat|goats|kid goat|(?<!\\b(my|his|her|left|right|your) )calf|calves|baby cow|cow|cows|heifer|lamb|lambs|sheep|piglet|piglets|pig|pigs|hog|foal|pony|donkey|ducks|duckling|ducklings|goose|geese|llama|alpaca|perro|perrito|gato|gatito|mascota|hamster|parrot|bird|ferret|tortoise|turtle)';
const PET_WORD = new RegExp(`\\b${PETS}('?s)?\\b`);
const PERSON_WORD = new RegExp(
  `\\b${PEOPLE}('?s)?\\b|\\b(my|i|i'?m|me) (hand|hands|finger|fingers|arm|arms|leg|legs|foot|feet|head)\\b|\\b(i'?m|i am|i'?ve been|i got|i was) (stuck|trapped|pinned|caught|hit|crushed)\\b|\\b(hit|pinned|caught|crushed) me\\b`,
);

/** Fire, smoke, sparks or a burning or melting smell. */
const FIRE = [
  // Smoke and smouldering (not "smoking deal", "smoking hot", "smoke detector battery").
  /(?<!\b(exhaust|car|engine|truck|generator|tailpipe) )\b(smok(e|es|ing|ey|y|in)?|smoak\w*|smoulder\w*|smolder\w*)\b(?! (deal|deals|hot|price|prices|offer|offers|good|detectors?|alarms?)\b)/,
  /\bspark(s|ing|ed|ey|y|les)?\b|\bsparkz\b/,
  /\b(flames?|flaming|on fire|caught fire|catch(ing)? fire|fire (in|on|coming|inside)|(a|the|small|little|tiny) fire\b|ablaze)\b/,
  /\b(burning|burnt|burned|burn|melting|melted|melt|scorch\w*|charred|singed)\b.{0,30}\b(smell|smells|smel|smels|smelled|smelling|odou?r|stench|stink\w*)\b/,
  /\b(smell|smells|smel|smels|smelled|smelling|odou?r|stench|stinks?|stinking)\b.{0,40}\b(burn\w*|melt\w*|plastic|electrical|wires?|wiring|rubber|smoke)\b/,
  /\b(wires?|wiring|cords?|flex|outlet|plug|socket|insulation|cover|housing|lens|motor|opener|button|keypad)\b.{0,30}\b(deforming|melting|melted|smouldering|smoldering|sizzling|crackling|glowing|blistering|charred|blackened|scorched)\b/,
  /\b(melting|melted|sizzling|crackling|scorched|charred)\b.{0,30}\b(wires?|wiring|outlet|plug|socket|motor|opener|button|keypad|cover|plastic)\b/,
  /\b(smoke|fire|heat) (alarm|detector)s?\b.{0,30}\b(going off|went off|gone off|beeping|sounding|screaming|blaring|won'?t stop)\b/,
  /\b(electrical|electric|burning|burnt|burned|plastic|fishy|wire|wiring|melting|hot plastic|hot) (plastic |wire |rubber )?(smell|odou?r|stench)\b|\bburn marks?\b|\barcing\b|\bshort(ed|ing)? out\b.{0,40}\b(smoke|spark|smell|burn)/,
  /\b(wires?|wiring|outlet|plug|socket|button|keypad|console|motor|opener)\b.{0,50}\b(hot to the touch|too hot to touch|very hot|so hot|really hot|black mark|crackling|sizzling|cooking)\b/,
  // Heat told by its marks and sounds at an electrical part: a scorch or black mark, a part turned black, a sizzle,
  // a cord gone soft and hot, a smell like something overheated ("smells like an overheated iron").
  /\b(wires?|wiring|cords?|plug|plugs|outlet|outlets|socket|sockets|switch|button|keypad|console|motor|opener|receptacle|faceplate|wall plate)\b.{0,80}\b((scorch|burn|soot)(ed|y)? (mark|marks|spot|spots|ring|stain|stains|streaks?)|(turned|turning|gone|went|going|getting) (all )?(black|brown|charred)(?! (from|with|because of) (the )?(grease|dirt|oil|dust|age|sun|rust|paint|grime))|sizzl\w*)\b/,
  /\b(scorch|burn|soot)(ed|y)? (mark|marks|spot|spots|ring|stain|stains|streaks?)\b.{0,60}\b(wires?|wiring|cords?|plug|outlet|socket|switch|button|keypad|console|motor|opener|receptacle)\b|\b(black|brown) (mark|marks|ring|stain|stains|spot|spots) (on|around|behind|at|by|near) (the |my )?(wall )?(outlet|plug|socket|switch|button|keypad|cord|wire|receptacle)\b|\bsizzl\w*\b.{0,60}\b(wires?|wiring|cords?|plug|outlet|socket|switch|button|keypad|motor|opener)\b/,
  /\b(cords?|wires?|cables?|plugs?|extension)\b.{0,20}\b(is |are |feels? |got |gets |gone |went |getting )?(all )?(soft|mushy|gooey|squishy|rubbery) (and|&|n) (hot|warm)\b|\b(hot|warm) (and|&|n) (soft|mushy|gooey|squishy)\b/,
  // A crackle or an orange or red glow at an electrical part ("the wall button is making crackly noises, an orange glow behind it").
  /\b(wires?|wiring|cords?|plug|plugs|outlet|outlets|socket|switch|button|keypad|console|motor|opener|receptacle|faceplate|wall plate)\b.{0,80}\b(crackl\w*|(orange|red|reddish|orangey|orangish) glow\w*|glow\w* (orange|red|reddish))\b|\b(crackl\w*|(orange|red|reddish|orangey|orangish) glow\w*)\b.{0,60}\b(wires?|wiring|cords?|plug|outlet|socket|switch|button|keypad|motor|opener|receptacle)\b/,
  /\b(smell|smells|smel|smelled|smelling|odou?r|stench)\b.{0,30}\b(overheat\w*|over heat\w*|hot (iron|electronics|wires?|wiring|motor|metal|plastic))\b|\boverheat\w* (smell|odou?r|stench)\b/,
];
/** Not a fire: the word in another sense ("smoking deal", "you guys are fire", "burnt out bulbs"). */
const FIRE_FIGURE =
  /\b(straight|pure|so|lowkey|they'?re|theyre|that'?s|thats|is|are) fire\b(?! (in|on|coming|inside))|\bfire (sale|hazard|deal|emoji|pit|place|fighter|department|dept|station|insurance|rated|rating|resistant|proof|code)\b|\bburn(t|ed) out\b|\bnot (like |actually |really |literally )?(burning|smoking|on fire)\b|\b(burning|smoking) (hot|question|deal)\b|\bburning a hole\b|\bsun\b.{0,40}\b(hot|burning|glowing|fire)\b|\b(hot|burning|fire)\b.{0,40}\bsun\b|\bpainted\b|\bgrill(ing|ed)?\b|\bbbq\b|\bbarbecue\b|\b(i|we|he|she|someone|they) burn(ed|t) (the |my |some |his |her |our )?(toast|food|dinner|popcorn)\b|\bcigarettes?\b|\bfireworks?\b|\b(defense|defence|offense|offence|team|shooting|shooter|game|season|streak|qb|quarterback|pitcher|pitching|bats|lineup|players?|kicker|striker|stocks?|sales|business|playlist|band) (is|are|was|were|been|has been|have been|s|'s|'re) (\w+ )?on fire\b(?! (in|inside|near|by|at|from|and smoke))|\bon fire (this|last|all) (season|year|week|game|month|night)\b|\bfire ?pit\b|\b(phone|wallet|bank account|budget|card|credit card|head|brain|feet|mouth|tongue)\b.{0,10}\b(is |was |on )?(on fire|burning)\b/;

/** Carbon monoxide: the gas named, an alarm going off, an engine run in a closed garage, its symptoms. */
const CO_NAMED =
  /\bcarbon mon\w*|\bmono?xc?ide?\b|\bco2? (alarm|detector|monitor|sensor|thing|meter|reader|levels?|reading)s?\b|\b(see oh|c\.o\.?) (alarm|detector)\b|\b(alarm|detector|screen)\b.{0,30}\b(says?|said|reads?|reading|shows?|showing) co\b|\b(detector|alarm)s? co\b|\bco (is |keeps |was )?(alarm\w*|beep\w*|going off|sounding)\b/;
const ENGINE =
  '(car|cars|truck|engine|generator|motor|mower|lawn ?mower|dirt ?bike|motorcycle|moto|atv|pressure washer|motorcar|vehicle|suv|van|jeep|snowblower|snow blower|chainsaw|compressor|heater|propane heater|kerosene heater|grill|smoker|tractor|forklift|skid ?steer|bobcat|welder|floor buffer|buffer|burnisher|floor polisher|floor scrubber|leaf blower|blower|(propane|gas|gasoline|gas-powered|gas powered|petrol) (\\w+ ){0,2}(buffer|burnisher|polisher|scrubber|saw|pump|trowel|compactor|tool|engine|washer|blower)|quad|side by side|pickup|pick up truck|pick-up|semi|bus|montacargas)';
/** The engines people run in a garage or shop as tools, not park there. */
const RUN_ENGINE =
  '(generator|mower|lawn ?mower|pressure washer|compressor|chainsaw|snowblower|snow blower|propane heater|kerosene heater|grill|smoker|tractor|forklift|skid ?steer|bobcat|welder|floor buffer|buffer|burnisher|floor polisher|floor scrubber|leaf blower|blower|(propane|gas|gasoline|gas-powered|gas powered|petrol) (\\w+ ){0,2}(buffer|burnisher|polisher|scrubber|saw|pump|trowel|compactor|tool|engine|washer|blower))';
const ENGINE_ON =
  "(running(?! (fine|great|ok|okay|well|good|smooth|smoothly|normal|normally))|idling|idle|on|going|left on|warming up|warm up|started|running inside|never (got )?turned off|not turned off|wasn'?t turned off|still (on|running)|left running)";
const CLOSED =
  "(door (is |was |still )?(jammed |stuck )?(closed|shut|down)|with the door (closed|shut|down)|door (won'?t|will not|wont|doesn'?t|does not|can'?t) open|closed garage|shut garage)";
const SYMPTOM =
  "(acting (like |all )?(drunk|loopy|weird|strange|confused|out of it)|slurr(ing|in|ed)|not making sense|out of it|groggy|woozy|loopy|(head|headache) (is )?(splitting|splittin|pounding|poundin|killing|killin)|splitting headache|dizzy|dizziness|light ?headed|lightheaded|faint|headache|head ?ache|head (is )?(pounding|hurts|hurting|killing)|nause\\w*|queasy|threw up|throwing up|vomit\\w*|sleepy|drowsy|confused|pass(ing)? out|passed out|floppy|sick to (his|her|my) stomach|feels? sick|feeling sick|(is|are|got|getting|gets|became|felt) (really |very |so |super )?sick(?! of)|can'?t breathe|trouble breathing|short of breath|(look|looks|looking|are|is|went|gone|turned|got) (so |really |very |super |all )?pale)";
/** An engine said running, either way round ("the car was running", "running a generator"). */
const ENGINE_RUNNING = `(${ENGINE}\\b.{0,50}\\b${ENGINE_ON}|\\b(running|idling|started|ran|run|left|warming( up)?|warm( up)?|put|puso|prendio|prendi[oó]) (a |the |his |her |my |our |their |el |la )?${ENGINE})\\b`;
const CARBON_MONOXIDE = [
  CO_NAMED,
  // A tool's small engine run inside, then symptoms ("snowblower ran inside 10 min for a test, now headache, nausea").
  new RegExp(
    `\\b${RUN_ENGINE}\\b.{0,20}\\b(ran|run|was run|been run|used|was used|going)\\b.{0,60}\\b(inside|indoors|garage|shop|workshop|barn|shed)\\b.{0,160}\\b${SYMPTOM}`,
  ),
  new RegExp(`\\b${ENGINE_RUNNING}.{0,80}\\b(garage|inside|shop|workshop|barn|shed)\\b.{0,120}(${CLOSED}|\\b${SYMPTOM})`),
  new RegExp(`\\b${ENGINE}\\b.{0,50}\\b${ENGINE_ON}\\b.{0,80}\\b${CLOSED}|\\b${ENGINE_RUNNING}.{0,80}\\b${CLOSED}`),
  new RegExp(`\\b${CLOSED}.{0,80}\\b${ENGINE}\\b.{0,40}\\b${ENGINE_ON}\\b`),
  new RegExp(`\\b${ENGINE}\\b.{0,60}\\b${ENGINE_ON}\\b.{0,80}\\b${SYMPTOM}|\\b${SYMPTOM}.{0,120}\\b${ENGINE}\\b.{0,40}\\b${ENGINE_ON}\\b`),
  // Someone sick beside an engine in a shut garage, the engine not said to be running ("acting loopy by the generator");
  // a parked car is not one, nor "sick about the bill".
  new RegExp(`^(?=.*\\b${SYMPTOM}(?! (about|over|of)\\b))(?=.*\\b${RUN_ENGINE}\\b)(?=.*\\b${CLOSED})`),
  new RegExp(
    `\\b(exhaust|fumes)\\b.{0,80}\\b${SYMPTOM}|\\b${SYMPTOM}.{0,80}\\b(exhaust|fumes)\\b|\\b(smells?|full of|thick with) (like )?(exhaust|fumes)\\b`,
  ),
  // A detector showing a number: a carbon monoxide reading (parts per million), which a smoke alarm never shows.
  /\b(detector|alarm|monitor|meter)s?\b.{0,60}\b(showing|shows|show|reads|reading|displaying|displays|flashing) (a |the )?(number|numbers|reading|readings|ppm|\d{2,4}( ?ppm)?\b(?! ?(inches|in|feet|ft|volts|v|am|pm|years?|dollars|bucks|%)\b))/,
  new RegExp(
    `\\b(alarm|detector)s?\\b.{0,40}\\b(going off|went off|gone off|goes off|beeping|beeps|sounding|screaming|shrieking|shrieks|wailing|blaring|chirping|won'?t stop|keeps)\\b.{0,80}\\b(${SYMPTOM.slice(1, -1)}|head)\\b|\\b${SYMPTOM}.{0,80}\\b(alarm|detector)s?\\b`,
  ),
];
const SYMPTOM_WORD = new RegExp(SYMPTOM);
/** An engine warmed in a garage with the big door open: a question, not a closed garage. */
const DOOR_OPEN_WIDE = /\b(door|it) (is |was |left |stays? )?(fully |wide |all the way |totally )?open\b/;

/** A pet trapped, pinned, caught or hit by the door (the door words are read with it). */
const PET_CAUGHT = [
  new RegExp(
    `\\b${PETS}\\b.{0,60}\\b(stuck|trapped|pinned|caught|crushed|wedged|squished|squashed|smashed|jammed|pressed|locked in|locked inside|shut in)\\b|\\b(pinned|caught|crushed|trapped|pinning|squishing) (my|our|the|a) (\\w+ ){0,2}${PETS}\\b`,
  ),
  new RegExp(
    `\\b(came|come|comes|closed|closing|fell|slammed|crashed|went|go|goes|descended|dropped|landed|shut) (down )?(on|upon|onto|on top of) (my|our|the|a|his|her) (\\w+ ){0,2}${PETS}\\b`,
  ),
  new RegExp(`\\b(hit|struck|smacked|whacked|knocked|ran over|landed on|caught|trapped) (my|our|the|a|his|her) (\\w+ ){0,2}${PETS}\\b`),
];

/** A person (named, or the visitor) caught or hit by the door: with a pet in the same message, the person counts. */
const PERSON_CAUGHT = new RegExp(
  `\\b${PEOPLE}('?s)? (\\w+ ){0,3}?(is |was |got |has been |been )?(stuck|trapped|pinned|caught|crushed|wedged|hit|struck|hurt|injured|bleeding)\\b|\\b(came|come|closed|close|fell|slammed|landed|sitting|resting|down|descended|lowered|rolled|crashed|dropped|shut) (down )?(on|upon|onto|on top of) (my|our|his|her|their|the|a) (\\w+'?s? )?${PEOPLE}\\b|\\b(hit|struck|pinned|caught|crushed|trapped|pinning) (my|our|his|her|the|a) (\\w+'?s? )?${PEOPLE}\\b|\\b(my|i'?m|i am|i got|i was) (hand|hands|finger|fingers|arm|leg|foot|head|stuck|trapped|pinned|caught|hit)\\b|\\b(hit|pinned|caught|crushed) me\\b`,
);

/** The owner named before a pet ("the tenant's dog", "my neighbor's cat"): the pet is the one caught. */
const PET_OWNER = new RegExp(`\\b${PEOPLE}('?s)? (?=(\\w+ )?${PETS}\\b)`, 'g');

/** A door falling, leaning, tipping or hanging: the area below it is in danger. */
const DOOR_FALLING = [
  /\b(door|it|its|it'?s|panel|panels|section|sections|half|top|whole thing)\b.{0,60}\b(is |was |s |'s )?(falling|fallin|fall(s|en)? (in|out|down|over|off)|leaning|leanin|tilting|tiltin|tipping|tippin|sagging|saggin|slumped|swaying|swayin|wobbling|wobblin|wobbly|bowing|bowed|askew|teetering|collapsing|caving|flopp(ing|in) (forward|over|down|out|outward)|settl(ing|in) lower|diagonal|diagonally|hanging at an angle)\b/,
  /\bone (side|end|corner) (has |is |just )?(dropped|fell|came down|slipped|sagged|gave way|gave out|let go)\b/,
  /\b(about to|going to|gonna|gunna|could|might|will|it'?ll|looks like it'?ll|like it'?s going to|like its gonna) (fall|drop|come down|collapse|give way|crash down|cave in)\b|\bwon'?t hold (much |for )?(longer|long)\b/,
  /\b(hanging|dangling|held up|hangs) (off|from|by|on) (one|1|a single|only one) (side|corner|end|cable)\b|\bone side (is )?(\w+ )?(up|high|higher|low|lower)\b.{0,40}\b(other|down|floor)\b/,
  /\b(coming|going|sliding|slipping|creeping|moving) down (slow|slowly|little by little|by itself|on its own|bit by bit|inch by inch)\b|\bkeeps (sliding|slipping|dropping|sagging)\b|\b(off|out of|jumped|slid off|came off) (the |its |one |a )?rails?\b|\b(dislodged|derailed|slipped|popped|jumped) (out )?(from|off|out of) (the |its |both |one )?(tracks?|rails?|rollers?)\b.{0,60}\b(swinging|swaying|leaning|tilting|underneath|below)\b/,
  /\b(brackets?|track|tracks|rail|rails)\b.{0,30}\b(ripped|pulled|torn|tore|came|coming) (out|loose|off|away)\b/,
  // Off both tracks, or held only by the lift cables: the door itself may drop (one track alone is the off-track steps).
  /\b(off|out of) (both|all (the |its )?|the two|its two) (tracks?|rails?|guides?)\b.{0,80}\b(hanging|dangling|held up|suspended|swinging|swaying|leaning|tilting)\b|\b(hanging|dangling|held up|suspended|swinging) (only )?(on|from|by) (the |its |two |both )?(lift )?cables\b/,
];
/** The door came off its tracks: "came off" said of the door, not of a part that gave way. */
const OFF_TRACKS =
  /\b(came|come|comes|coming|jumped|popped|slid|fell|went|is|was|got) (off|out of) (both|the|its|all|one|their)? ?(tracks?|rails?|guides?)\b/g;

/** A cable or spring gave way, with the door open, moving or hanging: the door may drop. */
const PART_SNAPPED =
  /\b(snap|snapped|snaps|fractured|fracture|cracked in two|broke|broken|breaks|busted|popped|exploded|let go|gave way|parted|came off|come off|flew|flying|whipping|whips|flinging|swinging|flopping|dangling|hanging loose|loose|in two|two pieces|twang|bang|boom|gunshot|gun shot|explosion|slapp(ing|in)|whipp(ing|in))\b/;
const CABLE =
  /\b(cables?|steel cable|lift cable)\b|\b(metal|steel|wire|wiry) (string|rope|line|cord|thread|thing)s?\b|\bwires?\b.{0,30}\b(side|hanging|swinging|loose|flopping|flapping|flailing|whipping)\b/;
const SPRING = /\b(springs?|coil|coils|torsion)\b/;
/** The door is open, part-way, moving, or hanging from what is left. */
const DOOR_NOT_DOWN =
  /(?<!\bin )\b(half|halfway|half way|part(?= (way|open|opened|up|of the way))|partly|partially|midway|mid way|mid-way|middle)\b|\bpart ?way\b|\b(feet|foot|ft|inches) (up|off|from)\b|(?<!\b(won'?t|wont|will not|can'?t|cant|cannot|doesn'?t|does not|didn'?t|did not|not|never|to|go|going to) )\b(open|opened|up)\b|\b(going|coming) (up|down)\b|\b(opening|closing|rising|lowering|moving|raising|raisin|lifting|liftin)\b|\bat (about |around |like )?\d+ ?(feet|foot|ft)\b|\b(stuck|stopped|frozen) (halfway|midway|part)\b|\bhanging\b|\bwhipping\b|\bswinging\b|\bflinging\b|\bflailing\b|\bmid-? ?(cycle|travel|air|run)\b|\bin motion\b|\bwhile (it was |the door was |it |the door )?(going|coming|moving|running|operating|opening|closing|rising|lowering|raising|raisin|goin|comin)\b/;

/** The door is down now and still: a part that gave way then is an ordinary repair (decision 0304), unless the door hangs or a part whips. */
const DOOR_DOWN_NOW =
  /^(?!.*\b(hanging|dangling|whipping|swinging|flinging|flailing|half|halfway|part ?way|crooked|tilted|leaning|stuck (halfway|midway|part))\b).*\b(door|it|garage)('?s| is| was)? (now |still |all the way |fully |completely |back |safely )*(down|closed|shut)\b/;

/** A past event, over and safe ("last year the spring snapped", "we had it replaced"). */
const OVER =
  /\b(last|this past) (year|month|week|summer|winter|spring|fall|autumn|time|weekend|easter|christmas|xmas|thanksgiving|halloween|new year'?s( eve)?|fourth of july|4th of july|july 4th|memorial day|labor day|holidays?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(nobody|no one|noone) (was|got|were|had been) (hurt|injured)\b|\b(once|one time)( before)?\s*([.,;!?]|$|(so|and|but|when|back|years|ago)\b)|\b(a|one|two|three|few|couple( of)?|several|some|\d+) (years?|months?|weeks?) (ago|back)\b|\byears ago\b|\bmonths ago\b|\bweeks ago\b|\bback in (\d+|the day|the (\w+ )?(days|year))\b|\bwhen (he|she|i|we) (was|were) (a )?(kid|young|little|child)\b|\bused to\b|\bin the past\b|\b(fixed|replaced?|repaired?) it\b|\b(got|had) it (fixed|replaced?|repaired?)\b|\b(you guys|you|u guys|y'?all|they|someone|a tech\w*|a \w+ (young )?man) (fixed|replaced?|repaired?)\b|\b(is|are|was|he'?s|she'?s|everyone'?s|everything'?s|everythings) (quite |all |now )?(fine|ok|okay|recovered|in order|good) now\b|\b(everyone|everybody|everything)('?s| is| was)? (fine|ok|okay|safe|good|in order)\b|\b(he|she|they|mine|ours)('?s| is| are) (quite |totally |completely |perfectly |all |just )?(fine|ok|okay|recovered)\b|\bfalse alarm\b|\bno harm\b|\bonce in\b|\b(in|back in) (19|20)\d\d\b|\bearlier this (month|year|week)\b|\b(it|that|which) (was|got|has been) (repaired|fixed|replaced)\b|\b(last|previous|other) company'?s?\b|\bprevious owners?\b|\bonce before\b|\b(seems|looks) (fine|ok|okay|good) now\b/;
/** Prevention and curiosity: a question about what could happen, not what is happening. */
const QUESTION =
  /\b(prevent|prevents|preventing|prevention|avoid|avoiding)\b|\b(keep|keeping|stop) (the )?(carbon monoxide|co|fumes|exhaust)\b.{0,20}\bout\b|\bhow (do|can|would|could|should) (i|we|you|one) (even )?(know|tell|recogni[sz]e|spot|make sure|keep)\b|\bhow (would|do) i know\b|\bwhat (causes|would cause|happens if|happens when|should i do if|do i do if|to do if|would happen)\b|\bwhat('?s| is| are| does| do) (the |that |this )?(red )?(emergency )?(cord|rope|handle|string|release)\b|\bhow far\b|\b(ought to|should (i|we)) (have|get|buy) (a|an|one|some|the)\b|\b(detector|alarm)s? (fitted|installed|put in)\b|\bhow (do )?(i|we) keep\b|\bpurpose of\b|\b(school|class) project\b|\bis it (true|possible|normal) (that|for|to)\b|\bcan (a|an|the) .{0,30}\b(cause|start|catch|crush|kill|hurt)\b|\b(if|in case) (a |the |my |our )?(\w+ ){0,2}(ever|someday|one day)\b|\bjust in case\b|\bbefore it (breaks|snaps|happens|goes)\b|\bnot (broken|broke|snapped) yet\b|\bis (that|this) (actually )?a thing\b|\b(detector|alarm)s?\b.{0,30}\b(battery|batteries|low batt)\b|\b(install|sell|fit|put in|mount) (a |the )?(co |carbon monoxide |smoke )?(detector|alarm)s?\b|\b(warm|warming|run|running|idle|idling) (up )?(the |my |a )?(car|truck|engine)\b.{0,60}\b(door|it) (is |was |left )?(fully |wide |all the way |totally )?open\b|\b(on the news|on tv|on the tv|saw (a|this|that) (video|story|clip|post)|watched (a|this) (video|story)|read (an article|a story|that|about)|heard (a story|about)|on youtube|on tiktok|on facebook)\b|\bjust (asking|curious|wondering|planning|checking)\b|\b(recall|recalls|recalled)\b( list)?|\bhypothetical\w*\b|\bis it (safe|ok|okay|bad|dangerous) to (run|warm|idle|start|leave) (up )?(the |my |a )?(car|truck|engine|generator|mower)\b|\b(can|could|should|may) (i|we) (run|warm|idle|start|leave) (up )?(the |my |a )?(car|truck|engine|generator|mower)\b/;
/** Something is going on now, even in a message that also tells a past or asks a question. */
const NOW =
  /\b(right now|rn|currently|at the moment|as we speak|just now|again|today|tonight|this (morning|evening|afternoon)|going off|beeping|sounding|screaming|help|hurry|asap|(?<!\b(in an?|in case of( an)?|for an?) )emergency|what do i do|seriously|for real|no joke|not joking|no kidding|not kidding|en serio|just (broke|snapped|popped|fell|dropped|came|went|started|happened|gave|blew|exploded)|what do we do|what should i do(?! if)|omg|pls|not lol|now (it'?s|its|there'?s|theres|there is|there are|it is|the \w+ (is|are)))\b|!{2,}/;
/** A past event said to be over: fixed, or everyone fine. */
const RESOLVED =
  /\b(fixed|replaced?|repaired?) it\b|\b(it|that) (was|got|has been) (repaired|fixed|replaced)\b|\b(seems|looks) (fine|ok|okay) now\b|\bwe'?re (all )?(fine|ok|okay)\b|\b(got|had) it (fixed|replaced?|repaired?)\b|\b(you guys|u guys|y'?all|they|someone( else)?) (fixed|replaced?)\b|\b(everyone|everybody|everything|everythings)('?s| is)? (fine|ok|okay|in order)\b|\b(he|she|it)('s| is)? (quite |totally |completely |perfectly |all |just )?(fine|ok|okay|recovered)( now)?\b|\b(was|turned out to be|it'?s|just) (a )?false alarm\b/;
/** A joke or a figure of speech said as one. */
const JOKE = /\b(lol|lmao|haha\w*|jaja\w*|jk|kidding|joking|just kidding)\b|😂|🤣|🔥/;
/** A hazard taken back as a joke ("smoke!!! jk, a fog machine"): only what follows the retraction says it is now. */
export const RETRACTED =
  /(?<!\b(not|no|i'?m not|im not|no es|no era) )\b(jk|j\/k|just kidding|only kidding|kidding|just joking|psych|es broma|era broma|es mentira|era mentira|mentira|no es cierto)\b/;

/** What a message says after it takes its hazard back as a joke, or the whole message. */
export function afterRetraction(text: string): string {
  const match = RETRACTED.exec(text);
  return match ? text.slice(match.index + match[0].length) : text;
}

/**
 * Mentions of a hazard that is not there now, removed before the hazard rules read a message (decision 0303):
 * a negation ("no smoke, no smell", "ni humo ni olor"), a hypothetical or prevention ("I don't want a fire",
 * "a fire risk", "where should the CO alarm go?"), a figure of speech ("está que echa chispas", "el precio
 * está fuego"), an alarm set off by cooking. Read on lower-cased text, with or without accents.
 */
const NOT_THERE: readonly RegExp[] = [
  /\b(nothing|nothin|nothings|nada|nothing at all)('?s| is| was| esta| se esta)? (\w+ )?(on fire|burning|smoking|sparking|melting|en llamas|quemando|incendiando)\b/g,
  // A question about a risk, asked of a source somewhere else ("could sparks from my woodstove be a fire risk to the opener?").
  /(^|[.!?] )(could|can|would|might|will) [^.!?]{0,100}\b(be|pose|cause|become|create) (a |an |any )?(\w+ )?(risk|hazard)\b[^.!?]*\?/g,
  /\b(no|without|ni|sin|no hay|not any|nada de)( any| a| de| el| la)? (smoke|smell|smells|odou?r|sparks?|flames?|fire|burning|humo|olor|olores|chispas?|llamas|fuego|quemado)\b/g,
  /\b(no|ni|not|without|sin|never) (sale|salen|hay|veo|vi|se ve|echa|echo|huele a|huelo|tiene|see|saw|smell|smelled|any|is there|there'?s|there was)( any| nada de| a| de| el| la)? (smoke|smell|smells|odou?r|sparks?|flames?|fire|burning|humo|olor|olores|chispas?|llamas|fuego|quemado)\b/g,
  /\b(no one|nobody|noone|nadie)( is| es| esta| se)? (feels?|feeling|siente|sintiendo|is) ?(sick|mal|dizzy|mareado)?\b/g,
  /\b(don'?t|do not|dont|never|no) (want|quiero|queremos)\b[^.,;!?]*/g,
  /\bpara (que )?no\b[^.,;!?]*|\bhot enough\b[^.,;!?]*|\b(worried|worry|concerned|afraid|scared) (about|of|that) ((\w+ ){0,3}(catching|catch|starting) fire|(a |any |possible |potential )?(fire|fires|sparks|smoke)\b(?! (coming|from|in|on|out|pouring)))|\b(can|could|might|may|would|do|does) (\w+ ){0,2}(catch|start|cause) (on )?fire\b|\bme preocupa que (haya|se)\b[^.,;!?]*/g,
  /\b(fire|smoke|safety) (hazards?|risks?|drills?|code|marshal|department|dept|inspection|inspector|extinguishers?)\b|\bfire[- ]?(safety|prevention|escape)\b( (walkthrough|walk-through|walk through|check|checklist|audit|plan|inspection|tips?))?|\b(riesgo|peligro) de (fuego|incendio|humo)\b|\b(start|cause|causing|starting|provocar|causar) (a |any |un )?(fire|fires|incendio|fuego)\b/g,
  /\bque (echa|arde|trina)( chispas)?\b|\b(jefe|jefa|patron|patrona|esposo|esposa|marido|mujer|vieja|viejo|suegr[oa]|mama|papa|senor|senora|cliente|vecin[oa]|boss|wife|husband)\b (\w+ ){0,2}(echa|echaba|echando|echo) (chispas|lumbre|fuego)\b|\b(anda|andaba) echando chispas\b|\b(esta|estan|ta|tan|es) (bien |muy |re |super )?fuego\b/g,
  /\b(charla|platica|clase|curso|talk|class|video|article|articulo|presentation) (\w+ ){0,4}(sobre|about|on) (el |la )?(monoxido|carbon monoxide|co|fire|fuego|incendios?)( de carbono)?\b/g,
  /\b(what if|if ever|if|in case|suppose|supposing) (the |a |my |our |your )?(garage )?(door|spring|cable|it|opener) (ever |someday |one day )?(closes|closed|falls|fell|comes down|came down|snaps|snapped|breaks|broke|drops|lands|hits|hit)\b[^.,;!?]*|\bsi (la puerta|el porton|la cochera|el resorte|el cable|un dia|algun dia|alguna vez)\b[^.,;!?]*/g,
  /\b(like|as if|sounds like|como|como de|como si fuera|parece)( a| an| un| una| de)? (derailed|derailing|runaway|descarrilad[oa]) (train|tren)\b|\b(like|como|como de|parece)( a| an| un| una| de)? (train|tren) (derailed|derailing|descarrilad[oa]|descarrilandose)\b/g,
  // Smoke from a fire elsewhere: a neighbour's bonfire, a barbecue, a wildfire ("olía a humo por la fogata del vecino").
  /\b(smoke|smoky|smokey|smell\w*|humo|olor|olia|huele)\b[^.!?]{0,60}\b(from|because of|of|por|de|del)( the| a| la| el| los| las| un| una| mi| my| our)? (\w+'?s? )?(bonfire|bonfires|campfire|fire ?pit|wildfires?|forest fires?|brush fires?|fireplace|wood ?stove|chimney|fogata|fogatas|quema|asador|parrilla|chimenea|incendios? forestal(es)?)\b/g,
  /\b(fog|haze|smoke|hazer|dry ice|humo) (machine|machines|maquina)\b|\bmaquina de (humo|niebla)\b/g,
  /\b(if|in case of|in case|during|in the event of|durante|en caso de|si hay|si se) (\w+ ){0,3}(fire|fires|incendio|fuego)\b/g,
  /\b(smoke|fire) (alarm|detector)\b[^.!?]{0,80}\b(because|cuz|cause|when|porque|but it was|it was|was just|from)\b[^.!?]{0,40}\b(toast|cooking|cooked|food|popcorn|dinner|bacon|kitchen|oven|stove|steam|shower|cocina|comida)\b[^.!?]*/g,
];
/**
 * Talk about a detector itself (where it goes, buying, installing, testing it, whether it works), removed like the
 * absent hazards, unless the message says an alarm is sounding: "I tested the CO alarm and it's going off now".
 */
const DETECTOR_TALK: readonly RegExp[] = [
  /\b(where|which|what kind of|what type of|donde|que tipo de)\b[^.?!]{0,80}\b(alarms?|detectors?|alarmas?|detectore?s?)\b[^.?!]{0,60}\?/g,
  /\b(install|installing|instalar|instalo|poner|pongo|comprar|buy|buying|put|put in|place|hang|mount|mounting|check|checking|checar|revisar|recommend\w*|recomienda\w*|test|tests|testing|tested|probar|pruebo|prueba|replace|replacing|reemplazar|cambiar|reset|resetting|looking for|quote for|price of) (\w+ ){0,3}(alarms?|detectors?|alarmas?|detectore?s?)( (de|del) (monoxido|co|humo)( de carbono)?)?\b/g,
  /\b(how (do|can|would) (i|we|you) (know|tell)|como (se|saber|puedo saber|sabemos)|para saber) (if|whether|si) (\w+ ){0,3}(alarms?|detectors?|alarmas?|detectore?s?)( (de|del) (monoxido|co|humo)( de carbono)?)?\b|\b(alarms?|detectors?|alarmas?|detectore?s?)( (de|del) (monoxido|co|humo)( de carbono)?)? (is |are |still |esta |sigue )?(working|works|work|funciona|sirve|expired|vencid[oa])\b|\b(never|nunca|no) (has |ha |have |haya )?(gone off|went off|sonado|sounded|beeped)\b/g,
  /\b((smoke|co|carbon monoxide|fire) )?(alarms?|detectors?)( (de|del) (monoxido|co|humo)( de carbono)?)? (install|installed|installation|fitted|put in|mounted|instalad[oa]s?)\b/g,
  /\b(should|does|do|can|could|would|must|debe|deberia|puede) (the |a |an |my |our |your |el |la |un |una )?((co|carbon monoxide|smoke|fire) )?(alarms?|detectors?|alarmas?|detectore?s?)( (de|del) (monoxido|co|humo)( de carbono)?)? (go|be|sit|hang|live|get|mount\w*|install\w*|plac\w*|put|ir|estar|ponerse|instalarse)\b[^.!?]*/g,
];
/** An alarm sounding now (not "it never went off"). */
const ALARM_SOUNDING =
  /(?<!\b(never|nunca|no|not|hasn'?t|has never|ha|haya) )\b(going off|went off|goes off|gone off|beeping|beeps|sounding|screaming|shrieking|wailing|blaring|won'?t stop|keeps (beeping|going)|sonando|suena|sono|pitando|pita|chillando|no para)\b/;
/** A detector's low-battery chirp: the alarm named is no alarm sounding. */
const CHIRP = /\b(chirp\w*|bip\w*)\b/;
const LOW_BATTERY = /\b(batter(y|ies)|pilas?|bateria|low batt)\b/;
const DETECTOR =
  /\b((smoke|co|carbon monoxide|fire) )?(alarms?|detectors?|alarmas?|alarmitas?|detectore?s?)( (de|del) (monoxido|co|humo)( de carbono)?)?\b/g;

/** The message without the hazards it names as absent, hypothetical or figurative (the rest is read as it is). */
export function withoutAbsentHazards(text: string): string {
  let result = text;
  for (const pattern of NOT_THERE) result = result.replace(pattern, ' ');
  if (!ALARM_SOUNDING.test(result)) for (const pattern of DETECTOR_TALK) result = result.replace(pattern, ' ');
  if (CHIRP.test(result) && LOW_BATTERY.test(result)) result = result.replace(DETECTOR, ' ');
  return result;
}

export type Hazard = 'fire' | 'carbon_monoxide' | 'pet_trapped' | 'door_falling' | 'cable_snapped' | 'spring_door_open';

/**
 * Whether a hazard the message names is not one now: a past event that is over, a prevention or curiosity
 * question, or a joke, with nothing in the message saying it is happening now. A resolved past event ("you
 * fixed it", "everyone is fine") is over whatever else it says.
 */
export function hazardNotNow(normalized: string): boolean {
  if (RESOLVED.test(normalized) && OVER.test(normalized)) return true;
  if (!(OVER.test(normalized) || QUESTION.test(normalized) || JOKE.test(normalized))) return false;
  // Feeling dizzy or sick is told in the present, whatever else the message asks.
  const told = afterRetraction(normalized);
  return !NOW.test(told) && !SYMPTOM_WORD.test(withoutAbsentHazards(told));
}

/** Whether the people a message names include a person (not only a pet). */
export function namesAPerson(normalized: string): boolean {
  return PERSON_WORD.test(normalized);
}

/** Whether the one caught or hit is a pet and no person: the pet's steps, and no 911. */
export function petOnly(normalized: string): boolean {
  return PET_WORD.test(normalized) && !PERSON_CAUGHT.test(normalized.replace(PET_OWNER, ' '));
}

/** Whether a message names a pet. */
export function namesAPet(normalized: string): boolean {
  return PET_WORD.test(normalized);
}

/**
 * The hazard of this group a message describes now, most serious first, or undefined. People are read
 * before this (detectUrgency), so a pet here is a pet alone.
 */
export function detectHazard(message: string): Hazard | undefined {
  const normalized = withoutAbsentHazards(message);
  const fire = FIRE.some((pattern) => pattern.test(normalized)) && !FIRE_FIGURE.test(normalized);
  if (fire) return 'fire';
  const carbonMonoxide =
    CARBON_MONOXIDE.some((pattern) => pattern.test(normalized)) &&
    !(DOOR_OPEN_WIDE.test(normalized) && !CO_NAMED.test(normalized) && !SYMPTOM_WORD.test(normalized));
  if (carbonMonoxide) return 'carbon_monoxide';
  if (PET_CAUGHT.some((pattern) => pattern.test(normalized)) && !PERSON_CAUGHT.test(normalized.replace(PET_OWNER, ' ')))
    return 'pet_trapped';
  const snapped =
    PART_SNAPPED.test(normalized.replace(OFF_TRACKS, ' ')) && DOOR_NOT_DOWN.test(normalized) && !DOOR_DOWN_NOW.test(normalized);
  if (snapped && CABLE.test(normalized)) return 'cable_snapped';
  if (snapped && SPRING.test(normalized)) return 'spring_door_open';
  if (DOOR_FALLING.some((pattern) => pattern.test(normalized))) return 'door_falling';
  return undefined;
}

/** Every pattern of the English hazard vocabulary, for the floor's count. */
export const HAZARD_PATTERNS: readonly RegExp[] = [
  PET_WORD,
  PERSON_WORD,
  ...FIRE,
  FIRE_FIGURE,
  ...CARBON_MONOXIDE,
  SYMPTOM_WORD,
  DOOR_OPEN_WIDE,
  ...PET_CAUGHT,
  PERSON_CAUGHT,
  PET_OWNER,
  ...DOOR_FALLING,
  PART_SNAPPED,
  OFF_TRACKS,
  CABLE,
  SPRING,
  DOOR_NOT_DOWN,
  DOOR_DOWN_NOW,
  OVER,
  RESOLVED,
  QUESTION,
  RETRACTED,
  NOW,
  JOKE,
  ...NOT_THERE,
  ...DETECTOR_TALK,
  ALARM_SOUNDING,
  CHIRP,
  LOW_BATTERY,
  DETECTOR,
];
