import { ESTIMATES } from '../pricing.ts';
import { WIDGET_CATALOGUE_EN } from '../widgetCopy.ts';

/**
 * Every sentence the local assistant can say, in English. `{name}` marks a fact filled in at reply time
 * (prices, phones, links, licenses, hours, the visitor's city): no figure is typed here, so a price change
 * in `domain/` reaches every answer. `es.ts` has the same keys (the `AssistantCopy` type enforces it).
 */
export const en = {
  notes: {
    serviceCall: 'Minimum service fee {fee} plus tax, credited toward a completed repair.',
    outOfArea: 'A minimum of {outOfAreaMin} plus tax applies to out-of-area or excluded service calls.',
    outOfAreaLower: 'a minimum of {outOfAreaMin} plus tax applies to out-of-area or excluded service calls.',
    sameDay: 'Same-day service means within {sameDayHours} hours.',
    estimates: 'Estimates for new doors are free; written estimates for repairs are charged.',
    finalPricing: 'Final pricing is confirmed by our licensed technicians on site.',
    finalPricingLower: 'final pricing is confirmed by our licensed technicians on site.',
  },
  /** What moves a price within its range (the same lists the site shows). */
  priceFactors: {
    spring: ESTIMATES.spring.priceFactors,
    cable: ESTIMATES.cable.priceFactors,
    panel: ESTIMATES.panel.priceFactors,
    installation: ESTIMATES.installation.priceFactors,
    opener: ESTIMATES.opener.priceFactors,
  },
  estimateLabels: {
    spring: ESTIMATES.spring.label,
    cable: ESTIMATES.cable.label,
    panel: ESTIMATES.panel.label,
    installation: ESTIMATES.installation.label,
    opener: ESTIMATES.opener.label,
  },
  /** The door problem as the visitor reads it ("I have everything: broken spring in Tigard"). */
  problemNames: {
    spring: 'broken spring',
    cable: 'cable problem',
    off_track: 'door off track',
    stuck_open: 'door stuck open',
    stuck_closed: 'door stuck closed',
    sensor: 'door reverses / safety sensors',
    remote: 'remote or keypad not working',
    opener: 'opener problem',
    panel: 'damaged panel',
    weather_seal: 'weather seal',
    noise: 'noisy door',
    installation: 'new door installation',
    commercial: 'commercial door',
    gate: 'gate',
    maintenance: 'maintenance / tune-up',
    general: 'door problem',
    carbon_monoxide: 'carbon monoxide in the garage',
    fire: 'fire, smoke or sparks',
    pet_trapped: 'a pet caught by the door',
    door_falling: 'door falling or hanging',
    cable_snapped: 'snapped cable with the door open',
    struck: 'someone hurt by the door',
    break_in: 'break-in',
    person_trapped: 'someone shut in the garage',
    person_pinned: 'someone pinned under the door',
    car_trapped: 'car trapped in the garage',
    spring_door_open: 'broken spring with the door open',
    open_at_night: 'door stuck open at night',
    stated: 'emergency (see the conversation)',
  },
  lists: {
    and: ' and ',
    andLast: ', and ',
    office: '{name} at {address}',
    regionCities: '{region} ({cities})',
  },
  /** The tappable follow-up questions. */
  chips: {
    bookTech: 'Book a technician',
    /** The widget starts the hand-off when this chip is chosen (decision 0250). */
    human: WIDGET_CATALOGUE_EN.chipEscalate,
    comeToday: 'Can someone come out today?',
    comeTonight: 'Can someone come out tonight?',
    feeQuestion: 'What is the service call fee?',
    serviceCallCost: 'How much is a service call?',
    safeToUse: 'Is it safe to use the door?',
    safeToKeepUsing: 'Is it safe to keep using the door?',
    safeNearDoor: 'Is it safe to stay near the door?',
    repairsCost: 'How much do repairs cost?',
    willCost: 'How much will it cost?',
    repairWillCost: 'How much will the repair cost?',
    repairUsuallyCost: 'How much does a repair usually cost?',
    whichCities: 'Which cities do you serve?',
    whatAreas: 'What areas do you serve?',
    showroom: 'Where is your showroom?',
    office: 'Where is your office?',
    noisy: 'Why is my door noisy?',
    tuneUpIncludes: 'What does a tune-up include?',
    newDoorCost: 'How much does a new door cost?',
    wholeNewDoorCost: 'What would a whole new door cost?',
    sameDay: 'Do you offer same-day service?',
    sameDayAvailable: 'Is same-day service available?',
    estimator: 'Try the online estimator',
    doorWontOpen: 'My door will not open',
    doorNoise: 'My door is making noise',
    newOpenerCost: 'How much is a new opener?',
    couldBeSpring: 'Could it be a broken spring?',
    couldBeTheSpring: 'Could it be the spring?',
    bookTuneUp: 'Book a tune-up',
    bookConsultation: 'Book a consultation',
    bookInstallation: 'Book an installation',
    estimatesFree: 'Are estimates free?',
    newDoorEstimatesFree: 'Are estimates for new doors free?',
    wallButtonToo: 'What if the wall button does not work either?',
    sensorsCleaned: 'What if cleaning the sensors does not help?',
    sensorsFine: 'The sensors look fine, what next?',
    stuckOpen: 'My door is stuck open',
    carTrapped: 'My car is trapped',
    springCost: 'How much is a spring replacement?',
    springReplacementCost: 'How much does a spring replacement cost?',
    cableCost: 'How much does a cable repair cost?',
    reprogramRemote: 'How do I reprogram my remote?',
    reengageOpener: 'How do I re-engage the opener?',
    gates: 'Do you service gates?',
    maintenancePlans: 'Do you offer maintenance plans?',
    emergencyService: 'Do you offer emergency service?',
    commercial: 'Do you do commercial doors?',
    outsideArea: 'Do you charge more outside your area?',
    fixOldOpener: 'Can you fix my old opener instead?',
    beltOrChain: 'Belt or chain drive?',
    licensed: 'Are you licensed?',
  },
  openers: {
    acknowledge: ['Thanks for the details.', 'Got it.', 'Okay, that helps.', 'Thanks, that helps me narrow it down.'],
    sympathy: [
      "Sorry you're dealing with that.",
      "That's frustrating, let's sort it out.",
      "I'm sorry, that's no fun.",
      "Let's get that fixed.",
    ],
    greeting: [
      "Hi{name}! I'm T.O.D., the AI garage door assistant for {city}. What's your door doing? I can help diagnose it, give you typical prices, or get a technician scheduled.",
      "Hello{name}! T.O.D. here. Tell me what's going on with your garage door and I'll help you figure out the next step.",
      "Hey{name}! I'm T.O.D. Stuck door, broken spring, noisy opener or thinking about a new door? Ask me anything.",
    ],
    thanks: [
      "You're welcome{name}! If anything else comes up, I'm here {alwaysOn}, or call us at {phone}.",
      'Happy to help{name}. Good luck with the door, and reach out any time: {phone}.',
      "Anytime{name}! If the door acts up again, I'm right here, or call {phone}.",
    ],
    injection: [
      "I can't change my role, my rules or our prices, but I'm glad to help with your garage door.",
      "I can't take instructions that change my role or our prices. I'll stick to garage door help, with prices straight from our price list.",
      "I can't follow instructions to change how I work or what things cost, but I can help with your door.",
    ],
    offTopic: [
      "I'm T.O.D., so garage doors are my specialty, and I can't help with that one. I can diagnose a door problem, give you typical prices or help schedule a technician. What's your door doing?",
      "That's outside what I know, I'm afraid: I'm a garage door assistant. If your door is sticking, noisy or broken, or you're curious about a new one, I'm all ears.",
      "I'd better stay in my lane: garage doors, openers, springs and the like. Is there anything going on with yours?",
    ],
    clarify: [
      'I want to point you the right way. Can you tell me a bit more: what does the door do when you press the button, and do you see or hear anything unusual, like a gap in a spring, a loose cable or a grinding noise?',
      "Let's narrow it down. Does the door move at all? Does the opener make a sound or light up? Is anything visibly bent, loose or broken?",
    ],
    askForMissing: ["If you'd like a technician to come out, send", 'Want us to schedule a visit? Send', 'To set up a visit, send'],
  },
  /** Knowledge answers, by knowledge entry id. */
  kb: {
    'spring-broken':
      "That sounds like a broken spring. The usual signs are a loud bang from the garage, a visible gap in the coil above the door, and a door that suddenly feels very heavy or that the opener can only lift a few inches. Leave the door where it is, keep people and pets clear of it, and don't keep pressing the opener button, because it can strip the opener's gear. Please do not try to adjust, unwind or replace the spring yourself: torsion springs hold enough energy to cause serious injury, and this is a job for a technician with the right tools. Spring replacement typically runs {springRange}, depending on {springFactor} and the spring type. We usually replace both springs at once so they wear evenly. {finalPricing} You can book a technician at {bookingLink} or call {phone}.",
    'cable-problem':
      'A frayed, loose or snapped lift cable needs a technician soon: when a cable lets go the door can drop or jam crooked in its tracks. Stop using the door, keep the opener unplugged if the door is crooked, and keep cars and people out of its path. The cables are under high tension from the springs, so please do not loosen, pull or re-thread them yourself. Cable repair is typically {cableRange}, depending on {cableFactors}. A snapped cable often means a spring problem too, which the technician checks on the same visit. {finalPricing} Book at {bookingLink} or call {phone}.',
    'off-track':
      "A door that has come off its track is one of the situations we treat as an emergency. A garage door can weigh well over {doorWeightLb} pounds, and once the rollers leave the track it can fall or swing without warning. Don't run the opener, don't try to push the rollers back or force the door up or down, and keep everyone clear of it. Unplug the opener so nobody presses the button by accident. This needs a technician on site; call {phone} and we'll get someone out as quickly as we can. Off-track repairs fall within our typical repair range of {typicalRange}, and the technician confirms the price before any work starts.",
    'sensor-reversing':
      'A door that starts down and then reverses is usually the safety sensors, the two small "eyes" a few inches above the floor on each side of the door. That\'s a safe thing to check yourself: first, make sure nothing is in the doorway, including cobwebs or a trash can; then wipe both lenses with a soft cloth; and check both sensor lights are steady (a blinking or dark light means they\'re knocked out of line, so gently turn the bracket until it goes solid). On most openers, holding the wall button down until the door is fully closed will close it in the meantime. If it still reverses, the force setting, a bent track or worn wiring may be the cause, and a technician should look at it. A visit starts with the {fee} service call, credited toward the repair. Book at {bookingLink} or call {phone}.',
    'opener-problem':
      'A few quick checks first: is the opener plugged in and does the outlet work (try a lamp, and reset any tripped GFCI outlet or breaker)? Is the "lock" or "vacation" button on the wall control switched on? If the motor hums or the light comes on but the door doesn\'t move, stop pressing the button: that often means a broken spring (the opener can\'t lift the door\'s full weight) or a worn drive gear, and running it again can make things worse. Our technicians repair chain, belt and wall-mount openers. If a replacement makes more sense, a new opener installed typically runs {openerRange}, depending on {openerFactorsTwo}. {finalPricing} Book at {bookingLink} or call {phone}.',
    'remote-keypad':
      'When the wall button still works but a remote or keypad doesn\'t, it\'s usually something simple: replace the battery in the remote or keypad; make sure the "lock"/"vacation" feature on the wall control is off; re-pair the remote using the "learn" button on the opener\'s motor unit (your opener\'s manual has the exact steps for its model); and check that nothing blocks the antenna hanging from the motor unit. If the wall button doesn\'t work either, the problem is the opener itself, and a technician can diagnose it. Book at {bookingLink} or call {phone}.',
    'opens-by-itself':
      'A door that opens or closes on its own is usually a remote or keypad button held down (in a car visor, a pocket or a drawer), a wall button whose wiring has shorted, or an old or lost remote that still has your code. Check your remotes and the wall button first. If it keeps happening, erase the opener\'s remote memory with its "learn" button (your opener\'s manual has the steps) and pair only the remotes you have. Until it\'s fixed, turn on the "lock" or "vacation" setting on the wall control or unplug the opener at night, and lock the door between the garage and your house. A technician can check the wiring and the opener\'s logic board: book at {bookingLink} or call {phone}.',
    'noisy-door':
      "Most noisy doors come down to worn rollers, dry hinges or loose hardware. You can safely spray the hinges and roller bearings with a garage-door lubricant (not grease on the tracks). Leave the springs, cables and the bottom brackets alone: they're under tension. A grinding or scraping sound, a door that jerks or shakes, or a new bang are signs to have it checked before a part fails. Our maintenance tune-up covers balance, lubrication, hardware tightening and sensor and force checks. Visits start with the {fee} service call, credited toward any repair. Book at {bookingLink} or call {phone}.",
    'dented-panel':
      "Yes, we replace damaged sections. Panel replacement typically runs {panelRange}, depending on {panelFactors}. If the panels for an older door are no longer made, the technician will tell you honestly whether a new door is the better value. If the dent bent the door or a track and it binds or sits crooked, stop using it until it's checked. {finalPricing} Book a visit at {bookingLink} or call {phone}.",
    'door-impact':
      "A door hit by a car usually has bent panels, and often a bent track or rollers knocked out of it, which is why it won't close. Please don't run the opener or try to force the door down: a bent door can jam, fall out of its track or put the springs and cables under strain. Keep everyone clear of it, unplug the opener if you can reach the plug safely, and lock the door between the garage and the house if the garage stays open. A technician checks the track, rollers, springs and cables, straightens or replaces what's bent and gets the door closing again. Damaged sections typically run {panelRange} to replace. {finalPricing} Book at {bookingLink} or call {phone}.",
    'weather-seal':
      "Yes. A worn or torn bottom seal lets in water, drafts, leaves and mice, and it's a common and inexpensive fix. A technician replaces the bottom seal and side weatherstripping, and checks that the door closes evenly, because a gap on one side can also mean the door is out of balance. It can be done with a tune-up or any other repair, starting with the {fee} service call, credited toward the work. Book at {bookingLink} or call {phone}.",
    'stuck-open':
      "Let's try the safe checks first: make sure nothing is in the doorway, wipe the two safety-sensor lenses near the floor and check their lights are steady, and try holding the wall button down until the door is fully closed. If you see a broken spring or a loose cable, or the door is crooked, don't try to pull it down: let a technician handle it, and keep everyone clear. If the door won't close tonight, call {phone} and we'll help you secure your home as quickly as possible.",
    'stuck-closed':
      "First check the easy things: power to the opener, the \"lock\" button on the wall control, and the remote's battery. Then look up at the spring above the door. If it has a gap in the coil, or the door feels extremely heavy, it's a broken spring: don't pull the red emergency-release cord and don't try to lift the door, because without the spring it can slam down. If the springs and cables look intact and the door is fully closed, pulling the red cord lets you lift the door by hand (it should feel light). Anything else needs a technician: call {phone} and we'll get the door open as soon as we can.",
    'commercial-doors':
      "Yes. Our commercial team repairs and maintains roll-up, sectional and high-cycle doors for shops, warehouses and multi-unit buildings, including springs, cables, openers and damaged sections. Commercial doors vary a lot, so a technician looks at the door and confirms the price before work starts. For a door that's stuck open or won't secure your building, call {phone}; otherwise book at {bookingLink}.",
    gates:
      'Yes, gate repair is one of the services you can request, alongside garage doors. Gates and their openers come in many designs, so the team confirms what they can take on once they know the make and the problem. Tell me what the gate is doing, or call {phone}; you can also request a visit at {bookingLink}.',
    maintenance:
      "A yearly tune-up is the cheapest way to avoid a surprise breakdown: the technician checks the door's balance, lubricates the moving parts, tightens hardware, inspects springs, cables and rollers, and tests the safety sensors and the opener's force setting. Visits start with the {fee} service call (plus tax), credited toward any repair. Book at {bookingLink} or call {phone}.",
    'maintenance-plan':
      "We don't sell a prepaid maintenance plan or contract on our price list: what we offer is the yearly tune-up, booked when you want it. The technician checks the door's balance, lubricates the moving parts, tightens hardware, inspects springs, cables and rollers, and tests the safety sensors and the opener's force setting. It starts with the {fee} service call (plus tax), credited toward any repair. For regular visits to several doors or buildings, the office can set up a schedule with you: call {phone}, or book a tune-up at {bookingLink}.",
    'new-door':
      'A new door installed typically runs {installRange} for most homes, depending on {installFactors}. Across all styles, new doors average {newDoorRange} for custom and premium designs. Estimates for new doors are free: a technician measures, shows you options and gives you the price before anything is ordered. You can also see doors in person at our Portland and Boise showrooms. {finalPricing} Try the online estimator at {estimatePath}, book at {bookingLink}, or call {phone}.',
    'opener-install':
      "A new opener installed typically runs {openerRange}, depending on {openerFactors}. Belt drives are the quietest choice if there's a bedroom above the garage; chain drives are the budget workhorse; wall-mount openers free up the ceiling. Many current openers can be run from a phone app (such as myQ), and many older ones can add a smart hub; a technician can check yours. {finalPricing} Book at {bookingLink} or call {phone}.",
    brands:
      "Our technicians repair and install the common opener brands, {brands} included, in chain, belt and wall-mount models. If you have a make or model in mind, tell the technician or the office and they'll confirm it. A new opener installed typically runs {openerRange}. {finalPricing} Book at {bookingLink} or call {phone}.",
    insulation:
      "Often, yes. Most steel doors can take an insulation kit: foam panels cut to fit inside each section, which quiets the door and keeps an attached garage warmer. Two things to know: the kit adds weight, so the springs have to be checked and rebalanced afterwards (a job for a technician, never by hand), and a kit won't match a factory-insulated door. If your door is old or damaged, an insulated new door may be the better value, and estimates for new doors are free. Book a visit at {bookingLink} or call {phone}, and the technician will tell you what fits your door.",
    'property-manager':
      "Yes, we work with property managers, landlords and HOAs on homes and multi-unit buildings, for repairs, tune-ups and new doors. The office can set up how you'd like to request visits, who lets the technician in and how each job is billed: call {phone}, or send the details with the contact form at {contactPath}. For a single door that needs a visit now, book at {bookingLink}.",
    'price-list':
      'Here are our typical ranges: spring replacement {springRange}, cable repair {cableRange}, panel replacement {panelRange}, opener installation {openerRange}, and new door installation {installRange}. Typical repairs overall run {typicalRange}. Every visit starts with the {fee} service call (plus tax), which is credited toward a completed repair. {finalPricing} Tell me what your door is doing and I can narrow it down, or use the online estimator at {estimatePath}.',
    'service-fee':
      "Yes: {serviceCall} So if you go ahead with the repair, that {fee} isn't an extra charge, it's part of the job. {outOfArea} Book at {bookingLink} or call {phone}.",
    'out-of-area':
      '{outOfArea} Inside our service area, the regular {fee} service call applies, credited toward the repair. Call {phone} to check whether your address is covered.',
    'free-estimates':
      '{estimates} For repairs, the technician diagnoses the problem on the {fee} service call (credited toward the repair) and gives you the price before doing any work. For a quick idea of cost, try the online estimator at {estimatePath}, or call {phone}.',
    'online-estimator':
      "Yes: the online estimator at {estimatePath} gives you an instant AI estimate in a new tab. Its figures are a starting point; {finalPricingLower} You can also tell me what's going on here and I'll give you the typical range.",
    'same-day':
      'Yes. Same-day service means a technician within {sameDayHours} hours, and for urgent problems we aim for sooner. The quickest way to get on the schedule is to book at {bookingLink} or call {phone}.',
    duration:
      "Most repairs take {repairHours} hours once the technician is there, and a spring replacement is usually {springHours} hours, so you're not without your car all day. A new opener takes about {openerHours} hours, and a new door {installHours} hours. The technician tells you how long before starting. {sameDay} Book at {bookingLink} or call {phone}.",
    booking:
      "You can pick a time online at {bookingLink}, call {phone}, or give me your name, phone number, city and what the door is doing, and I'll pass it to the team so they can call you back.",
    'emergency-service':
      "Yes, we handle urgent problems: a door stuck open, a car trapped inside, a door off its track, or a spring that broke with the door open. I'm online {alwaysOn} to help you stay safe, and for an emergency the fastest route is a call to {phone}: the team will tell you the soonest a technician can be there. {sameDay}",
    hours:
      "I'm here {alwaysOn}, and online booking at {bookingLink} is always open. To talk to the office, call {phone}. For a real emergency (a car trapped, a door off its track or stuck open at night) call right away and say it's an emergency.",
    licenses:
      "Yes. We're licensed in all three states we work in: Oregon {orLicense}, Washington {waLicense} and Idaho {idLicense}. {regionLicenseSentence}Our technicians have {years} years of experience.",
    regionLicense: 'In your area the license that applies is {regionLicense}. ',
    parts:
      "Our technicians bring the parts a repair needs (rollers, hinges, springs, cables, seals, openers and remotes) and install them. To ask about buying a part on its own, call the office at {phone}. Please leave springs, cables and bottom brackets to a technician: they're under enough tension to cause serious injury. Book a visit at {bookingLink}.",
    officeTerms:
      "Payment options, financing, warranties and any current discounts are set by our office, and I'd rather not guess at them: call {phone} and the team will give you the details, or ask your technician on the visit.",
    'payments-warranty': '{officeTerms} What I can tell you: {serviceCall} {estimates}',
    offices:
      'We have two offices, each with a showroom where you can see doors in person: {offices}. Technicians come to you everywhere in our service area. Call {phone} before you visit so someone can show you around.',
    'service-area':
      'We serve Oregon, Washington and Idaho through four regions: {regions}. Nearby towns are usually covered too. {outOfArea}',
    about:
      "We're a regional garage door repair and installation company serving Oregon, Washington and Idaho, with {years} years of experience and {jobs} jobs completed in {city}. We're licensed in all three states ({allLicenses}). Call {phone} or book at {bookingLink}.",
    'contact-form':
      "Of course. Use the contact form at {contactPath}, or leave your name, phone number, city and the problem right here and I'll pass it to the team. You can also book directly at {bookingLink}.",
    'ai-disclosure':
      'I\'m {assistantName}, an AI assistant, free and available {alwaysOn}. I can help diagnose a problem, give typical prices, and pass your details to our team, but I can make mistakes: final pricing and details are confirmed by our licensed technicians. More about how I work: {aiPath}. If you\'d rather talk to a person, tap "Talk to Human" or call {phone}.',
    'power-outage':
      "With the door fully closed and the springs intact, pull the red emergency-release cord down and back, then lift the door by hand: a balanced door feels light. When power returns, run the opener and it will re-engage the trolley. Don't pull the release if the door is open or partly open, or if a spring looks broken, because the door can drop. Call {phone} if anything feels wrong.",
    'home-care':
      "A few things are safe to do yourself. Twice a year, spray the hinges, the roller bearings and the springs' coils with a garage-door lubricant (silicone or white lithium; {penetratingSpray} cleans but doesn't lubricate), and wipe the tracks clean rather than greasing them. You can snug up loose hinge and track-bracket bolts with the door closed. Never loosen the bottom brackets or anything attached to the cables or springs: they're under enough tension to cause serious injury. Nylon rollers with sealed bearings run quieter; steel rollers are cheaper and tough, but noisier. For the rest, a yearly tune-up covers balance, springs, cables and the opener's safety settings: book at {bookingLink} or call {phone}.",
    'door-options':
      'New doors come in many styles (traditional raised panel, carriage house, modern and full-view glass), in colors and wood-look finishes, with or without windows, and insulated or not. Insulation matters most for an attached or heated garage or a room above it. The easiest way to choose is to see them in person at our Portland and Boise showrooms, or at the free in-home estimate, where a technician measures and shows you options. If your HOA has rules, bring them along so the door fits them. {estimates} Book at {bookingLink} or call {phone}.',
    'other-doors':
      "We work on garage doors, their openers, commercial overhead and roll-up doors, and gates. For a front, patio or interior door, a general door or window installer is the right call. If you're not sure which your door is, call {phone}.",
  },
  /** The first paragraph of an emergency reply, by what made it an emergency. */
  emergencySteps: {
    person_pinned:
      "Safety first: call {emergencyNumber} now, and stay with them. To free them, press the wall button once: on most openers the door goes back up. If it doesn't move, pull the red emergency-release cord and lift the door by hand, with anyone nearby helping, and hold or prop it up on something solid until they're out. If a spring above the door looks broken, the door is very heavy: lift it with several people together, or wait for the responders. Once they're free, don't move them if they're badly hurt: keep them still and warm until help arrives. Don't use the door again until a technician has checked it.",
    carbon_monoxide:
      "Safety first: get everyone outdoors into fresh air now, away from the garage, and call {emergencyNumber} once you're outside, whatever the cause and even if no one feels unwell yet: carbon monoxide has no smell, and a headache, dizziness, nausea or drowsiness are its first signs. Switch off an engine or generator, or open the big door, only if you can do it at once on your way out. Don't go back in, and don't stay to work on the door: fresh air first, the door later.",
    struck:
      "Safety first: if anyone is hurt, call {emergencyNumber} and look after them before anything else. Then stop using the door: unplug the opener or switch on the wall control's lock setting so no one runs it, and keep everyone clear. A door that closes on a person, a pet or a car without reversing has a safety fault, and it may have left its track: it must not be used until a technician has checked it.",
    break_in:
      "Safety first: if someone may still be there, or you feel unsafe, leave and call {emergencyNumber}, and don't touch what the police may want to see. Then secure your home: lock the door between the garage and the house, and if the garage door won't close or lock, keep valuables and vehicles out of reach until it's repaired.",
    person_trapped:
      "Safety first: if anyone shut in the garage is hurt, unwell, or it's very hot or cold in there, call {emergencyNumber}. Otherwise, look up at the spring above the door: if it looks intact and the door is fully closed, pulling the red emergency-release cord lets the door be lifted by hand. If a spring or cable looks broken, don't pull the cord and don't try to lift the door: use another way out, such as the door into the house, and wait for help.",
    car_trapped:
      "Safety first: don't force the door and don't try to drive through it. Look up at the spring above the door: if you see a gap in the coil or a loose cable, do not pull the red emergency-release cord, because without the spring the door can slam down. If the springs look intact and the door is fully closed, pulling the red cord should let you lift it by hand.",
    off_track:
      "Safety first: keep everyone, especially children and pets, away from the door. A door that is off its track or hanging can fall without warning. Don't run the opener (unplug it if you can reach the plug safely), and don't try to push the rollers back or force the door.",
    spring_door_open:
      "Safety first: leave the door where it is and keep everyone out from under it. With a snapped spring, an open door can come down hard. Don't try to close it by hand or with the opener, and don't pull the red release cord. Park cars outside the doorway if you can do it without passing under the door.",
    open_at_night:
      "Safety first, then security: look up at the springs and cables first. If one looks broken, or the door is crooked, leave the door where it is and don't run the opener. Otherwise, check nothing is blocking the door, wipe the two safety-sensor lenses near the floor, and try holding the wall button down until the door closes. Lock the door between the garage and your house, and move anything valuable out of sight.",
    stated:
      "Safety first: if anyone is hurt or in danger, call {emergencyNumber}. Keep everyone clear of the door and don't try to force it, lift it or pull the release cord if anything looks broken.",

    fire: "Safety first: get everyone out of the garage now and keep them out. Cut the power only from a safe place: switch off the garage's breaker at the main panel if you can reach it without going back in, and never touch a smoking or sparking opener, outlet or button. Call {emergencyNumber} for any fire or smoke, even if it seems to have stopped: wiring can keep smouldering. Don't run the opener or press the wall button again until a technician has checked it.",
    pet_trapped:
      "Safety first: if your pet is caught, free them without putting your hands or head under the door. Press the wall button once: on most openers the door goes back up. If it doesn't move, pull the red emergency-release cord and lift the door by hand with someone helping, and prop it on something solid until your pet is out. If a spring above the door looks broken, the door is very heavy: don't lift it alone. Once your pet is out, or if the door hit them, keep them calm and call a vet if they're hurt; if a person is hurt, call {emergencyNumber}. Don't use the door again until a technician has checked it.",
    door_falling:
      "Safety first: keep everyone clear. Get people, children, pets and cars away from the door and out from under it now, and don't walk under it: a door that is falling, leaning or hanging from one side can come down without warning, and it weighs hundreds of pounds. Don't run the opener or the wall button, don't try to hold it up or push it back, and don't pull the red release cord. Unplug the opener only if you can reach the plug without passing under the door.",
    cable_snapped:
      "Safety first: keep everyone clear. Stay out from under the door and away from its sides, where a snapped cable or spring can whip loose, and keep children and pets away. Leave the door where it is: don't run the opener or the wall button, don't try to close it by hand, and don't pull the red release cord, because without its cable the door can drop or twist out of its tracks. Move a car only if you can do it without passing under the door.",
  },
  /** An emergency's safety steps in one sentence, for a follow-up right after they were given in full. */
  stepsStillHold: {
    person_pinned:
      "The steps I gave still hold: call {emergencyNumber}; press the wall button once, or pull the red cord and lift the door with help, and keep it up until they're out; don't move them if they're badly hurt.",
    carbon_monoxide:
      'The steps I gave still hold: everyone outdoors into fresh air, call {emergencyNumber}, and nobody goes back into the garage. The door can wait.',
    struck:
      "The steps I gave still hold: stop using the door (unplug the opener or lock the wall control) until a technician has checked why it didn't stop, and keep everyone clear.",
    break_in:
      'The steps I gave still hold: if you feel unsafe, leave and call {emergencyNumber}; lock the door between the garage and your house, and keep valuables and vehicles out of reach.',
    person_trapped:
      "The steps I gave still hold: if a spring or cable looks broken, don't lift the door; use another way out and wait for help, and call {emergencyNumber} if anyone is unwell.",
    car_trapped:
      "The steps I gave still hold: don't force the door or drive through it, and only pull the red cord if the springs look intact and the door is fully closed.",
    off_track:
      "The steps I gave still hold: keep everyone away from the door, don't run the opener, and don't push the rollers back or force the door.",
    spring_door_open:
      "The steps I gave still hold: leave the door where it is, keep everyone out from under it, and don't run the opener or pull the release cord.",
    open_at_night:
      "The steps I gave still hold: lock the door between the garage and your house, move valuables out of sight, and don't force the door down if a spring or cable looks broken.",
    stated:
      "The safety steps I gave still hold: keep everyone clear of the door, don't force it, and don't pull the release cord if anything looks broken.",

    fire: 'The steps I gave still hold: everyone stays out of the garage, the power goes off only at the breaker and only if you can reach it safely, and call {emergencyNumber} for any fire or smoke.',
    pet_trapped:
      "The steps I gave still hold: press the wall button once, or pull the red cord and lift the door with help, keep your hands out from under it, and don't lift it alone if a spring looks broken.",
    door_falling:
      "The steps I gave still hold: keep everyone away from the door and out from under it, and don't run the opener, hold the door up or pull the release cord.",
    cable_snapped:
      "The steps I gave still hold: keep everyone out from under the door and away from the loose cable, and don't run the opener, close the door by hand or pull the release cord.",
  },
  /** "Is it safe…?" about the problem the conversation is about. */
  safetyByProblem: {
    spring:
      "No, please don't. With a broken spring nothing holds the door's weight: it can slam down the moment it's pulled, lifted or run with the opener, and it can take a hand or a foot with it. Leave the door where it is, keep everyone, pets and cars out from under it, and don't pull the red release cord. If a car is outside the door's path, it's fine to use it; don't drive under a door that's partly open.",
    cable:
      "No, please don't. A loose or snapped cable is part of a system under spring tension: hooking it back on, or running the door, can let the door drop or the cable whip. Leave the door where it is, keep everyone clear, and don't run the opener.",
    off_track:
      "No, please don't. A door that has left its track can fall or swing without warning. Keep everyone clear, don't run the opener or push the rollers back, and unplug the opener if you can reach the plug safely.",
    stuck_open:
      'If a spring or cable looks broken, or the door is crooked, leave it open rather than forcing it down. For the night: lock the door between the garage and the house, move valuables and anything that could be used to break in out of sight, and keep children and pets away from the door.',
    stuck_closed:
      "Don't force it or keep pressing the opener: that can burn out the motor or bend the door. If a spring looks broken, don't pull the red release cord either, as the door would be too heavy to hold. Leaving the door closed is safe until a technician comes.",
    sensor:
      "It's safe to leave the door closed. Don't tape the sensors or hold the wall button down as an everyday habit: the sensors are what stops the door from closing on a person, a pet or a car.",
    opener:
      "Stop pressing the button if the opener strains, clicks or hums: repeated tries can burn out the motor. The door itself is safe to leave closed. If it's stuck open and the springs look intact, a technician can also show you how to close it by hand with the release cord.",
    remote:
      "Yes, a remote or keypad problem is not a safety problem. Use the wall button in the meantime, and keep the door closed when you're away.",
    noise:
      'A noisy door is usually safe to keep using for a little while, but a new grinding, popping or scraping noise can be a worn roller or a spring about to fail. If the door jerks, stops or looks uneven, stop using it. Use a garage-door lubricant on the hinges and rollers, not grease on the tracks.',
  },
  safety: {
    /** A door stuck open at night that was hit or is bent: none of the steps that run it. */
    damagedDoorAtNight:
      "Safety first, then security: a door that was hit or is bent can jam, fall out of its track or strain the springs and cables, so don't run the opener, don't use the wall button and don't force it down by hand. Keep everyone clear of it and unplug the opener if you can reach the plug safely. Lock the door between the garage and your house, and move anything valuable out of sight.",
    doctor:
      "When in doubt, have them checked by a doctor or urgent care today, especially after a blow to the head. Call {emergencyNumber} right away if they are drowsy, confused, vomiting, have a bad headache, or get worse. Keep the door out of use until a technician has checked why it didn't stop.",
    unplug:
      'Yes. Unplug the opener if you can reach the plug without going under the door (or switch off its breaker): that stops anyone from running it by accident. Then leave the door as it is until a technician has seen it.',
    intactSpring:
      "A spring that squeaks or looks rusty isn't broken: it's safe to keep using the door while it opens and closes smoothly, and a little garage-door lubricant on the coils usually quiets it. Springs wear out, though, so if the door starts to feel heavy, jerks, or you hear a loud bang, stop using it and keep clear. A tune-up includes checking the springs' balance and wear.",
    general:
      "If the door opens and closes smoothly and evenly, it's safe to keep using it with care. If it strains, jerks, makes a new noise, or looks crooked, stop using it, keep everyone clear of it, and let a technician check it. Never stand or let children play under a moving door.",
    frozen:
      "In freezing weather the bottom seal can freeze to the ground. Don't keep pressing the opener: it strains the motor and can tear the seal. Free the seal gently with a plastic scraper or warm (not boiling) water, then clear the ice under it so it can't freeze again.",
    stolenRemote:
      'If a remote was stolen, treat it like a lost house key: switch on the wall control\'s lock (vacation) setting so no remote works, lock the door between the garage and the house, and erase all remotes from the opener (on most models, hold the "learn" button until its light goes out), then pair the ones you still have again. If you\'d like a technician to do it or to change the keypad code, book a visit.',
    noReverse:
      "A door that doesn't reverse when it meets something has a safety fault, and it can hurt someone. Stop using the opener: unplug it or switch on the wall control's lock, and keep the door closed (or use it by hand only if the springs are intact). Don't hold the wall button down to force it closed. A technician needs to check the sensors and the opener's force setting before it's used again.",
    wallControl:
      "When the remote works but the wall button doesn't, the opener is fine and the trouble is the wall control or its wire. Check whether the wall control's lock or vacation light is on (on most models you hold the lock button for a few seconds to turn it off), then follow the thin wire from the button to the motor unit for a staple through it, a loose end or a chewed spot.",
    slowDoor:
      'A door that has become slow or labored is asking for attention: dry or worn rollers and hinges, or springs that have lost tension, make the opener work harder. If it strains, stops or reverses, stop running it, as that wears out the opener.',
    helpComing:
      "Good, help is on the way. Until it arrives, don't run the opener or try to lift the door alone, and keep everyone else clear.",
    emergencyArrival: 'Emergencies go to the front of the queue. When you call {phone}, the team tells you when a technician can be there.',
    noDiyEmergency:
      "I can't give do-it-yourself instructions for this: parts under spring tension and a door off its track cause serious injuries. A technician needs to do it.",
    noDiy:
      "I can't give do-it-yourself instructions for {what}. It's one of the most common causes of serious garage door injuries, and even experienced handymen get hurt. A technician brings the right tools and replaces worn parts safely.",
    noDiyWhat: {
      spring: 'replacing or adjusting torsion springs',
      cable: 'cables under spring tension',
      off_track: 'putting a door back on its track',
    },
    technicianMakesSafe: 'A technician makes it safe: call {phone}, or book at {bookingLink}.',
    technicianCanLook: "If you'd like a technician to take a look, book at {bookingLink} or call {phone}.",
  },
  /** The sentences the decide step puts around, before or after an answer. */
  reply: {
    sumUp: 'To sum up my last message: {first} I can also tell you {offers}.',
    sumUpOffersPricing: "whether it's safe to use the door, or when a technician can come",
    sumUpOffersAll: "what it costs, whether it's safe to use the door, or when a technician can come",
    link: 'Here it is: {bookingLink}. You can also call {phone}.',
    language: 'Of course. I can help in English or Spanish: just write in the one you prefer. To talk to our team, call {phone}.',
    declineRepair:
      "The technician gives you the price before any work starts, and the decision is yours. If you don't go ahead, only the {fee} service call (plus tax) applies; if you do, it's credited toward the repair.",
    decline: "Glad to hear it's sorted! If anything changes, I'm here {alwaysOn}, or call {phone}.",
    afterOurVisit: 'If it started after one of our visits, call {phone} and the team will come back to check the work.',
    complaint:
      "I'm sorry to hear that. I can't settle it myself, but our office can: call {phone}, or use the contact form at {contactPath} and choose \"Complaint\", and a manager will look into it. If it's about work we did, mention when the visit was.",
    complaintKeepClear:
      'In the meantime, if a spring or cable is broken or the door is off its track, please leave it where it is and keep everyone clear.',
    humanSorry: "I'm sorry I haven't been more help.",
    humanOfCourse: 'Of course.',
    human:
      '{opening} Tap "Talk to Human" and I\'ll forward this conversation to our team, or call {phone} to speak with someone right away.',
    humanAskPhone: 'If you want a call back, add your phone number here so they know where to reach you.',
    humanAlreadyAsked:
      'Your request is already with our team: someone will reply here as soon as they can. If it is urgent, call {phone} to speak with someone right away.',
    productStockPage: 'You\'re asking about "{page}".',
    productStock:
      "I can't see stock or the catalogue of the store you're browsing, so I can't tell you whether it's available, and I'd rather not guess. To find out, call {phone}, or tap \"Talk to Human\" and I'll pass your question to our team. You can also see doors in person at our showrooms: {offices}.",
    productStockTeam:
      "I can't see stock or the catalogue of the store you're browsing, so I can't tell you whether it's available, and I'd rather not guess. To find out, call {phone}, or ask it here: your request is already with our team, who will reply in this chat. You can also see doors in person at our showrooms: {offices}.",
    jobs: 'Thanks for your interest! For jobs and partnerships, use the contact form at {contactPath} and choose "Employment/Partnership": the office will get back to you.',
    reschedule:
      "To move or cancel a visit, call {phone} and the team will change it for you. If you haven't booked yet, you can pick a time at {bookingLink}.",
    rescheduleEmergency: ' Because this is an emergency, call {phone} now rather than waiting for a new time.',
    injectionRefusal: "What's going on with your garage door? I can help diagnose it, give typical prices, or get a technician scheduled.",
    stillBroken:
      "Thanks for trying that. Since it's still not right, the next step is a technician: book at {bookingLink} or call {phone}. Please don't force the door in the meantime.",
    unclear:
      "Sorry, I didn't quite catch that. What would you like to know about your garage door? I can help with a problem, prices, or booking a technician.",
    unsure:
      "I'm not sure I understood, and I'd rather not guess. Is it about a door problem, a price, or booking a visit? You can also call {phone} and talk to a person.",
    followUp:
      "About your {problem}: I can tell you what the repair usually costs, whether it's safe to use the door in the meantime, or get a technician scheduled. Book at {bookingLink} or call {phone}, and the team can answer anything I can't.",
    followUpPrefix: 'About your {problem}:',
    followUpAsk: "I'm not sure I followed that, sorry. Could you say it another way? The team can also answer anything I can't at {phone}.",
    whereIsTech:
      "I can't see the technicians' schedule from here. Call {phone} and the office will tell you where your technician is and when they'll arrive.",
    beHome:
      'Someone should be there to let the technician in and to approve the price, which the technician gives you before any work starts.',
    arrival:
      "Same-day service means a technician within {sameDayHours} hours, and urgent problems come first. The team calls to set the time with you; if you'd rather not wait, pick a time at {bookingLink} or call {phone}.",
    emergencyCall:
      "This is an emergency: call {phone} now and tell the team what's happening, so a technician can get to you as quickly as possible.",
    emergencyAskDetails: "If you'd like us to call you instead, send me {missing}, and I'll flag it as an emergency for the team.",
    emergencyHaveDetails: 'I have your details ({name}, {leadPhone}, {city}) and have flagged this as an emergency for the team.',
    emergencyFastest: 'Because this is an emergency, the fastest way to get help is to call {phone} now.',
    leadComplete: "Thanks, {firstName}! I have everything: {problem} in {city}, and we'll reach you at {leadPhone}.",
    leadFlagged: "I've flagged it as an emergency. If you haven't already, call {phone} now so a technician can head out right away.",
    leadCallBack: 'Someone from our {region} team will call you to set up a time. {sameDay}',
    leadPickTime: "If you'd rather pick a time yourself, book at {bookingLink}.",
    leadThanks: 'Thanks, {firstName}!',
    leadNeed: 'To get a technician out to you, I just need {missing}.',
    leadAlsoBook: 'You can also book online at {bookingLink} or call {phone}.',
    askForMissing: "{intro} me {missing}, and I'll pass it to the team.",
    missingYour: 'your {fields}',
    missingYourAndIssue: 'your {fields}, and {issue}',
    missingIssue: "a few words about what's going on with the door",
    fieldName: 'name',
    fieldPhone: 'phone number',
    fieldCity: 'city',
    cityHint: ' (are you in {city}, or somewhere else?)',
    corrected: "Got it — I've changed the {field} to {value}.",
    keptLead: "Your own request stays as it is: {problem} in {city}, and we'll reach you at {leadPhone}.",
    otherJob:
      "The other door needs a visit of its own: book it at {bookingLink} or call {phone}, and mention it's a second job so the team can plan both.",
    otherPlace: 'If someone there needs a visit too, book it at {bookingLink} or call {phone} as a job of its own.',
    whoseAddress: 'Is the visit for your own home, or for the place in {place}? Tell me the city the technician should come to.',
    leadWithTeam: "Your request is already with our {region} team, and they'll tell you the soonest time when they call.",
    correctedFieldName: 'name',
    correctedFieldPhone: 'phone number',
    correctedFieldCity: 'city',
    yourArea: 'your area',
    pricingMaintenance:
      'A tune-up has no fixed price on our list: it starts with the {fee} service call (plus tax), and the technician tells you the price of anything beyond it before doing the work. The service call is credited toward any repair.',
    pricingEstimate: '{label} typically runs {range}. What moves the price within that range: {factors}.',
    pricingInstallNote: '{estimates} A technician measures, shows you the options and gives you the price before anything is ordered.',
    pricingRepairNote:
      'Every visit starts with the {fee} service call (plus tax), which is credited toward the repair, and the technician confirms the price before starting any work.',
    pricingNoFixed:
      "There's no fixed price for that until a technician sees the door, but most repairs fall within our typical range of {typicalRange}, and many are at the low end of it.",
    pricingOpenerRepair:
      'An opener repair has no fixed price until a technician sees it: most repairs fall within our typical range of {typicalRange}, and many are at the low end of it. If replacing the opener makes more sense, a new opener installed typically runs {openerRange}.',
    pricingNoFixedNote:
      'Every visit starts with the {fee} service call (plus tax), which is credited toward the repair, and you get the price before any work starts.',
    bookOrCall: 'Book at {bookingLink} or call {phone}.',
    callOrBook: 'Call {phone} or book at {bookingLink}.',
    wallControlNext: "If that doesn't fix it, a technician can replace the wall control: book at {bookingLink} or call {phone}.",
    coverageServiceCity:
      "Yes, we serve {place}! It's part of our {region} area, and our technicians there have completed {jobs} jobs. Call {phone} or book at {bookingLink}.",
    coverageInRegion: 'Yes, {place} is covered by our {region} team. Call {phone} or book at {bookingLink}.',
    coverageIdaho:
      "{place} is in the area our {region} team covers, though it isn't one of the cities we serve every day. Call {phone} to confirm a technician can reach you: {outOfAreaLower}",
    coverageOutside:
      '{place} is outside our regular service area. We cover Oregon, Washington and Idaho through our Portland Metro, Salem & Mid-Valley, SW Washington and Idaho & Eastern Oregon regions. {outOfArea} Call {phone} and the team will tell you whether they can reach you.',
    secondDuration:
      'How long: most repairs take {repairHours} hours once the technician is there, and a spring replacement is usually {springHours} hours.',
    secondPrice: 'What it costs: {answer}',
  },
} as const;
