import {
  AI_DISCLOSURE_PATH,
  ALL_LICENSES_TEXT,
  ASSISTANT_FULL_NAME,
  type ChatRegionData,
  type CtaType,
  CONTACT_PATH,
  ESTIMATES,
  ESTIMATE_PATH,
  JOBS_COMPLETED_CLAIM,
  LICENSES,
  NEW_DOOR_RANGE,
  OFFICES,
  PRICING_NOTES,
  type RegionInfo,
  SERVICE_CALL_FEE,
  TYPICAL_REPAIR_RANGE,
  YEARS_EXPERIENCE_CLAIM,
  citiesInRegion,
  formatAddress,
  formatRange,
  formatUsd,
  SAME_DAY_HOURS,
  SELECTABLE_REGION_KEYS,
  REGIONS,
} from '@tod/domain';
import type { IssueKind } from './extract/detectIssue.ts';

export type KnowledgeCategory =
  | 'springs'
  | 'cables'
  | 'repairs'
  | 'safety-sensors'
  | 'openers'
  | 'panels'
  | 'installation'
  | 'commercial'
  | 'gates'
  | 'maintenance'
  | 'pricing'
  | 'scheduling'
  | 'company'
  | 'service-area'
  | 'assistant';

/** What an answer may draw on: the visitor's region, and the city we talk about. */
export interface AnswerContext {
  region: ChatRegionData;
  info: RegionInfo;
  city: string;
}

export interface KnowledgeEntry {
  id: string;
  category: KnowledgeCategory;
  /** The FAQ question this entry answers, shown as `faqMatch.question`. */
  question: string;
  /** Words and phrasings visitors use for it (the search index reads these and the question). */
  keywords: string;
  /** The problem this entry diagnoses, if it is a troubleshooting entry. */
  issue?: IssueKind;
  responseType: 'answer' | 'diagnosis' | 'pricing';
  cta: CtaType;
  suggestions: readonly string[];
  answer: (context: AnswerContext) => string;
}

const spring = ESTIMATES.spring;
const cable = ESTIMATES.cable;
const panel = ESTIMATES.panel;
const installation = ESTIMATES.installation;
const opener = ESTIMATES.opener;
const serviceFee = formatUsd(SERVICE_CALL_FEE);

const NO_DIY_SPRINGS =
  'Please do not try to adjust, unwind or replace the spring yourself: torsion springs hold enough energy to cause serious injury, and this is a job for a technician with the right tools.';
const NO_DIY_CABLES = 'The cables are under high tension from the springs, so please do not loosen, pull or re-thread them yourself.';

export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  // Troubleshooting
  {
    id: 'spring-broken',
    category: 'springs',
    question: 'My garage door spring is broken. What should I do?',
    keywords: 'spring springs torsion extension snapped broke broken bang pop loud heavy gap coil door will not lift opener strains',
    issue: 'spring',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['How much does a spring replacement cost?', 'Can someone come out today?', 'Is it safe to use the door?'],
    answer: ({ region }) =>
      `That sounds like a broken spring. The usual signs are a loud bang from the garage, a visible gap in the coil above the door, and a door that suddenly feels very heavy or that the opener can only lift a few inches. ` +
      `Leave the door where it is, keep people and pets clear of it, and don't keep pressing the opener button, because it can strip the opener's gear. ${NO_DIY_SPRINGS} ` +
      `Spring replacement typically runs ${formatRange(spring.range)}, depending on ${spring.priceFactors[0]} and the spring type. We usually replace both springs at once so they wear evenly. ${PRICING_NOTES.finalPricing} ` +
      `You can book a technician at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'cable-problem',
    category: 'cables',
    question: 'A garage door cable snapped or is frayed. Is it dangerous?',
    keywords: 'cable cables snapped frayed loose hanging came off drum wire door lopsided uneven one side',
    issue: 'cable',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['How much does a cable repair cost?', 'Can someone come out today?', 'Is it safe to use the door?'],
    answer: ({ region }) =>
      `A frayed, loose or snapped lift cable needs a technician soon: when a cable lets go the door can drop or jam crooked in its tracks. ` +
      `Stop using the door, keep the opener unplugged if the door is crooked, and keep cars and people out of its path. ${NO_DIY_CABLES} ` +
      `Cable repair is typically ${formatRange(cable.range)}, depending on ${cable.priceFactors.join(', ')}. A snapped cable often means a spring problem too, which the technician checks on the same visit. ${PRICING_NOTES.finalPricing} ` +
      `Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'off-track',
    category: 'repairs',
    question: 'My garage door came off its track. What should I do?',
    keywords: 'off track tracks derailed rollers popped out crooked hanging tilted jammed sideways fell stuck',
    issue: 'off_track',
    responseType: 'diagnosis',
    cta: 'call',
    suggestions: ['Can someone come out tonight?', 'How much does a repair usually cost?', 'Talk to a human'],
    answer: ({ region }) =>
      `A door that has come off its track is one of the situations we treat as an emergency. A garage door can weigh well over 100 pounds, and once the rollers leave the track it can fall or swing without warning. ` +
      `Don't run the opener, don't try to push the rollers back or force the door up or down, and keep everyone clear of it. Unplug the opener so nobody presses the button by accident. ` +
      `This needs a technician on site; call ${region.phone} and we'll get someone out as quickly as we can. Off-track repairs fall within our typical repair range of ${formatRange(TYPICAL_REPAIR_RANGE)}, and the technician confirms the price before any work starts.`,
  },
  {
    id: 'sensor-reversing',
    category: 'safety-sensors',
    question: 'Why does my garage door go back up when it tries to close?',
    keywords: 'reverses goes back up bounces back sensors safety eyes photo eye blinking light will not close closes then opens misaligned',
    issue: 'sensor',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['What if cleaning the sensors does not help?', 'How much is a service call?', 'Can someone come out today?'],
    answer: ({ region }) =>
      `A door that starts down and then reverses is usually the safety sensors, the two small "eyes" a few inches above the floor on each side of the door. That's a safe thing to check yourself: ` +
      `1) make sure nothing is in the doorway, including cobwebs or a trash can; 2) wipe both lenses with a soft cloth; 3) check both sensor lights are steady (a blinking or dark light means they're knocked out of line, so gently turn the bracket until it goes solid). ` +
      `On most openers, holding the wall button down until the door is fully closed will close it in the meantime. If it still reverses, the force setting, a bent track or worn wiring may be the cause, and a technician should look at it. ` +
      `A visit starts with the ${serviceFee} service call, credited toward the repair. Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'opener-problem',
    category: 'openers',
    question: "My garage door opener hums or doesn't work at all. What's wrong?",
    keywords:
      'opener motor hums humming dead no power clicks not working liftmaster chamberlain genie light but door does not move chain belt',
    issue: 'opener',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['How much is a new opener?', 'Could it be the spring?', 'Can someone come out today?'],
    answer: ({ region }) =>
      `A few quick checks first: is the opener plugged in and does the outlet work (try a lamp, and reset any tripped GFCI outlet or breaker)? Is the "lock" or "vacation" button on the wall control switched on? ` +
      `If the motor hums or the light comes on but the door doesn't move, stop pressing the button: that often means a broken spring (the opener can't lift the door's full weight) or a worn drive gear, and running it again can make things worse. ` +
      `Our technicians repair chain, belt and wall-mount openers. If a replacement makes more sense, a new opener installed typically runs ${formatRange(opener.range)}, depending on ${opener.priceFactors[0]} and ${opener.priceFactors[1]}. ${PRICING_NOTES.finalPricing} ` +
      `Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'remote-keypad',
    category: 'openers',
    question: 'My garage door remote or keypad stopped working. How do I fix it?',
    keywords: 'remote clicker keypad key pad code transmitter battery program reprogram myq app wall button not working range',
    issue: 'remote',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['What if the wall button does not work either?', 'How much is a new opener?', 'Book a technician'],
    answer: ({ region }) =>
      `When the wall button still works but a remote or keypad doesn't, it's usually something simple: ` +
      `1) replace the battery in the remote or keypad; 2) make sure the "lock"/"vacation" feature on the wall control is off; 3) re-pair the remote using the "learn" button on the opener's motor unit (your opener's manual has the exact steps for its model); 4) check that nothing blocks the antenna hanging from the motor unit. ` +
      `If the wall button doesn't work either, the problem is the opener itself, and a technician can diagnose it. Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'opens-by-itself',
    category: 'openers',
    question: 'Why does my garage door open or close by itself?',
    keywords: 'opens by itself on its own randomly closes by itself phantom ghost opening in the night middle of the night unexpectedly',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['How do I reprogram my remote?', 'Can someone come out today?', 'Talk to a human'],
    answer: ({ region }) =>
      `A door that opens or closes on its own is usually a remote or keypad button held down (in a car visor, a pocket or a drawer), a wall button whose wiring has shorted, or an old or lost remote that still has your code. ` +
      `Check your remotes and the wall button first. If it keeps happening, erase the opener's remote memory with its "learn" button (your opener's manual has the steps) and pair only the remotes you have. ` +
      `Until it's fixed, turn on the "lock" or "vacation" setting on the wall control or unplug the opener at night, and lock the door between the garage and your house. ` +
      `A technician can check the wiring and the opener's logic board: book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'noisy-door',
    category: 'repairs',
    question: 'Why is my garage door so noisy?',
    keywords: 'noisy noise loud squeak squeaky squealing grinding rattling screeching creaking clunk shaking jerky vibration',
    issue: 'noise',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['What does a tune-up include?', 'How much is a service call?', 'Book a technician'],
    answer: ({ region }) =>
      `Most noisy doors come down to worn rollers, dry hinges or loose hardware. You can safely spray the hinges and roller bearings with a garage-door lubricant (not grease on the tracks). ` +
      `Leave the springs, cables and the bottom brackets alone: they're under tension. A grinding or scraping sound, a door that jerks or shakes, or a new bang are signs to have it checked before a part fails. ` +
      `Our maintenance tune-up covers balance, lubrication, hardware tightening and sensor and force checks. Visits start with the ${serviceFee} service call, credited toward any repair. Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'dented-panel',
    category: 'panels',
    question: 'Can you replace a dented or damaged garage door panel?',
    keywords: 'dent dented panel section cracked damaged backed into hit the door car hit broken window bent',
    issue: 'panel',
    responseType: 'diagnosis',
    cta: 'estimate',
    suggestions: ['Is it safe to keep using the door?', 'What would a whole new door cost?', 'Book a technician'],
    answer: ({ region }) =>
      `Yes, we replace damaged sections. Panel replacement typically runs ${formatRange(panel.range)}, depending on ${panel.priceFactors.join(', ')}. If the panels for an older door are no longer made, the technician will tell you honestly whether a new door is the better value. ` +
      `If the dent bent the door or a track and it binds or sits crooked, stop using it until it's checked. ${PRICING_NOTES.finalPricing} ` +
      `Book a visit at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'weather-seal',
    category: 'repairs',
    question: 'Can you replace the weather seal at the bottom of my garage door?',
    keywords: 'weather seal stripping bottom seal rubber gasket draft water rain leaves mice rodents gap light under door threshold',
    issue: 'weather_seal',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['What does a tune-up include?', 'How much is a service call?', 'Book a technician'],
    answer: ({ region }) =>
      `Yes. A worn or torn bottom seal lets in water, drafts, leaves and mice, and it's a common and inexpensive fix. A technician replaces the bottom seal and side weatherstripping, and checks that the door closes evenly, because a gap on one side can also mean the door is out of balance. ` +
      `It can be done with a tune-up or any other repair, starting with the ${serviceFee} service call, credited toward the work. Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'stuck-open',
    category: 'repairs',
    question: "My garage door is stuck open and won't close. What can I do?",
    keywords: 'stuck open will not close wont close stays up jammed open cannot close security at night',
    issue: 'stuck_open',
    responseType: 'diagnosis',
    cta: 'call',
    suggestions: ['The sensors look fine, what next?', 'Can someone come out tonight?', 'Talk to a human'],
    answer: ({ region }) =>
      `Let's try the safe checks first: make sure nothing is in the doorway, wipe the two safety-sensor lenses near the floor and check their lights are steady, and try holding the wall button down until the door is fully closed. ` +
      `If you see a broken spring or a loose cable, or the door is crooked, don't try to pull it down: let a technician handle it, and keep everyone clear. ` +
      `If the door won't close tonight, call ${region.phone} and we'll help you secure your home as quickly as possible.`,
  },
  {
    id: 'stuck-closed',
    category: 'repairs',
    question: "My garage door won't open. How do I get my car out?",
    keywords: 'stuck closed will not open wont open car trapped inside can not get car out heavy jammed shut',
    issue: 'stuck_closed',
    responseType: 'diagnosis',
    cta: 'call',
    suggestions: ['Could it be a broken spring?', 'Can someone come out today?', 'How much is a service call?'],
    answer: ({ region }) =>
      `First check the easy things: power to the opener, the "lock" button on the wall control, and the remote's battery. ` +
      `Then look up at the spring above the door. If it has a gap in the coil, or the door feels extremely heavy, it's a broken spring: don't pull the red emergency-release cord and don't try to lift the door, because without the spring it can slam down. ` +
      `If the springs and cables look intact and the door is fully closed, pulling the red cord lets you lift the door by hand (it should feel light). Anything else needs a technician: call ${region.phone} and we'll get the door open as soon as we can.`,
  },
  {
    id: 'commercial-doors',
    category: 'commercial',
    question: 'Do you repair commercial garage doors?',
    keywords:
      'commercial business warehouse roll up rolling steel door loading dock storefront shop bay overhead high cycle multi unit building',
    issue: 'commercial',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['Can someone come out today?', 'Do you offer maintenance plans?', 'Talk to a human'],
    answer: ({ region }) =>
      `Yes. Our commercial team repairs and maintains roll-up, sectional and high-cycle doors for shops, warehouses and multi-unit buildings, including springs, cables, openers and damaged sections. ` +
      `Commercial doors vary a lot, so a technician looks at the door and confirms the price before work starts. For a door that's stuck open or won't secure your building, call ${region.phone}; otherwise book at ${region.bookingLink}.`,
  },
  {
    id: 'gates',
    category: 'gates',
    question: 'Do you repair gates?',
    keywords: 'gate gates driveway gate gate opener gate repair sliding swing',
    issue: 'gate',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['How much is a service call?', 'Book a technician', 'Talk to a human'],
    answer: ({ region }) =>
      `Yes, gate repair is one of the services you can request, alongside garage doors. Gates and their openers come in many designs, so the team confirms what they can take on once they know the make and the problem. ` +
      `Tell me what the gate is doing, or call ${region.phone}; you can also request a visit at ${region.bookingLink}.`,
  },
  {
    id: 'maintenance',
    category: 'maintenance',
    question: 'Do you offer garage door maintenance or tune-ups?',
    keywords: 'maintenance tune up tuneup yearly annual service lubrication balance inspection check up safety check',
    issue: 'maintenance',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['How much is a service call?', 'Book a tune-up', 'Why is my door noisy?'],
    answer: ({ region }) =>
      `A yearly tune-up is the cheapest way to avoid a surprise breakdown: the technician checks the door's balance, lubricates the moving parts, tightens hardware, inspects springs, cables and rollers, and tests the safety sensors and the opener's force setting. ` +
      `Visits start with the ${serviceFee} service call (plus tax), credited toward any repair. Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'new-door',
    category: 'installation',
    question: 'How much does a new garage door cost?',
    keywords: 'new door installation install replace whole door insulated carriage house steel wood look double single door upgrade',
    issue: 'installation',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['Are estimates for new doors free?', 'Where is your showroom?', 'Book a consultation'],
    answer: ({ region }) =>
      `A new door installed typically runs ${formatRange(installation.range)} for most homes, depending on ${installation.priceFactors.join(', ')}. Across all styles, new doors average ${formatRange(NEW_DOOR_RANGE)} for custom and premium designs. ` +
      `Estimates for new doors are free: a technician measures, shows you options and gives you the price before anything is ordered. You can also see doors in person at our Portland and Boise showrooms. ` +
      `${PRICING_NOTES.finalPricing} Try the online estimator at ${ESTIMATE_PATH}, book at ${region.bookingLink}, or call ${region.phone}.`,
  },
  {
    id: 'opener-install',
    category: 'openers',
    question: 'How much does a new garage door opener cost?',
    keywords: 'new opener install opener replacement belt drive chain drive wall mount smart opener battery backup wifi quiet',
    responseType: 'pricing',
    cta: 'book',
    suggestions: ['Belt or chain drive?', 'Can you fix my old opener instead?', 'Book an installation'],
    answer: ({ region }) =>
      `A new opener installed typically runs ${formatRange(opener.range)}, depending on ${opener.priceFactors.join(', ')}. Belt drives are the quietest choice if there's a bedroom above the garage; chain drives are the budget workhorse; wall-mount openers free up the ceiling. Many current openers can be run from a phone app (such as myQ), and many older ones can add a smart hub; a technician can check yours. ` +
      `${PRICING_NOTES.finalPricing} Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  // Pricing and policies
  {
    id: 'price-list',
    category: 'pricing',
    question: 'How much do garage door repairs cost?',
    keywords: 'price prices pricing cost costs how much estimate quote rates typical repair cost ballpark expensive',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['What is the service call fee?', 'Are estimates free?', 'Book a technician'],
    answer: () =>
      `Here are our typical ranges: spring replacement ${formatRange(spring.range)}, cable repair ${formatRange(cable.range)}, panel replacement ${formatRange(panel.range)}, opener installation ${formatRange(opener.range)}, and new door installation ${formatRange(installation.range)}. ` +
      `Typical repairs overall run ${formatRange(TYPICAL_REPAIR_RANGE)}. Every visit starts with the ${serviceFee} service call (plus tax), which is credited toward a completed repair. ${PRICING_NOTES.finalPricing} ` +
      `Tell me what your door is doing and I can narrow it down, or use the online estimator at ${ESTIMATE_PATH}.`,
  },
  {
    id: 'service-fee',
    category: 'pricing',
    question: 'Is there a service call fee?',
    keywords: 'service call fee trip charge diagnostic fee minimum charge come out cost visit fee credited',
    responseType: 'pricing',
    cta: 'book',
    suggestions: ['How much do repairs cost?', 'Is same-day service available?', 'Book a technician'],
    answer: ({ region }) =>
      `Yes: ${PRICING_NOTES.serviceCall} So if you go ahead with the repair, that ${serviceFee} isn't an extra charge, it's part of the job. ${PRICING_NOTES.outOfArea} ` +
      `Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'out-of-area',
    category: 'pricing',
    question: 'Do you charge more outside your service area?',
    keywords: 'out of area outside service area far away rural extra charge travel minimum excluded',
    responseType: 'pricing',
    cta: 'call',
    suggestions: ['Which cities do you serve?', 'What is the service call fee?', 'Talk to a human'],
    answer: ({ region }) =>
      `${PRICING_NOTES.outOfArea} Inside our service area, the regular ${serviceFee} service call applies, credited toward the repair. Call ${region.phone} to check whether your address is covered.`,
  },
  {
    id: 'free-estimates',
    category: 'pricing',
    question: 'Are your estimates free?',
    keywords: 'free estimate estimates quote free quote written estimate charge for estimate consultation',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['How much does a new door cost?', 'Try the online estimator', 'Book a technician'],
    answer: ({ region }) =>
      `${PRICING_NOTES.estimates} For repairs, the technician diagnoses the problem on the ${serviceFee} service call (credited toward the repair) and gives you the price before doing any work. ` +
      `For a quick idea of cost, try the online estimator at ${ESTIMATE_PATH}, or call ${region.phone}.`,
  },
  {
    id: 'online-estimator',
    category: 'pricing',
    question: 'Can I get an estimate online?',
    keywords: 'online estimator instant estimate ai estimate estimate online photo quote website estimator',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['How much do repairs cost?', 'Are estimates free?', 'Book a technician'],
    answer: () =>
      `Yes: the online estimator at ${ESTIMATE_PATH} gives you an instant AI estimate in a new tab. Its figures are a starting point; ${PRICING_NOTES.finalPricing.charAt(0).toLowerCase()}${PRICING_NOTES.finalPricing.slice(1)} ` +
      `You can also tell me what's going on here and I'll give you the typical range.`,
  },
  // Scheduling
  {
    id: 'same-day',
    category: 'scheduling',
    question: 'Do you offer same-day service?',
    keywords: 'same day today how soon how fast quick fast response next day soonest availability tomorrow',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['Book a technician', 'What is the service call fee?', 'Talk to a human'],
    answer: ({ region }) =>
      `Yes. Same-day service means a technician within ${SAME_DAY_HOURS} hours, and for urgent problems we aim for sooner. The quickest way to get on the schedule is to book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'booking',
    category: 'scheduling',
    question: 'How do I schedule a repair?',
    keywords: 'book booking schedule appointment set up visit technician come out send someone reserve time slot',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['Do you offer same-day service?', 'What is the service call fee?', 'Talk to a human'],
    answer: ({ region }) =>
      `You can pick a time online at ${region.bookingLink}, call ${region.phone}, or give me your name, phone number, city and what the door is doing, and I'll pass it to the team so they can call you back.`,
  },
  {
    id: 'emergency-service',
    category: 'scheduling',
    question: 'Do you offer emergency garage door service?',
    keywords: 'emergency service after hours night weekend urgent 24/7 24 hours holiday',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['My door is stuck open', 'My car is trapped', 'Talk to a human'],
    answer: ({ region }) =>
      `Yes, we handle urgent problems: a door stuck open, a car trapped inside, a door off its track, or a spring that broke with the door open. I'm online 24/7 to help you stay safe, and for an emergency the fastest route is a call to ${region.phone}: the team will tell you the soonest a technician can be there. ` +
      `Same-day service means within ${SAME_DAY_HOURS} hours.`,
  },
  {
    id: 'hours',
    category: 'scheduling',
    question: 'What are your hours?',
    keywords: 'hours open today open now weekend saturday sunday holiday business hours when are you open',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['Book a technician', 'Do you offer same-day service?', 'Do you offer emergency service?'],
    answer: ({ region }) =>
      `I'm here 24/7, and online booking at ${region.bookingLink} is always open. To talk to the office, call ${region.phone}. For a real emergency (a car trapped, a door off its track or stuck open at night) call right away and say it's an emergency.`,
  },
  // Company
  {
    id: 'licenses',
    category: 'company',
    question: 'Are you licensed?',
    keywords: 'license licensed licence insured bonded ccb lni rce contractor number certified registered',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['Where is your office?', 'Which cities do you serve?', 'Book a technician'],
    answer: ({ info }) =>
      `Yes. We're licensed in all three states we work in: Oregon ${LICENSES.OR.board} #${LICENSES.OR.number}, Washington ${LICENSES.WA.board} #${LICENSES.WA.number} and Idaho ${LICENSES.ID.board} #${LICENSES.ID.number}. ` +
      (info.license ? `In your area the license that applies is ${info.licenseText}. ` : '') +
      `Our technicians have ${YEARS_EXPERIENCE_CLAIM} years of experience.`,
  },
  {
    id: 'parts',
    category: 'repairs',
    question: 'Do you sell garage door parts?',
    keywords: 'sell parts buy parts order part roller rollers hinge hinges spare replacement parts store counter pick up',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['How much is a service call?', 'Why is my door noisy?', 'Book a technician'],
    answer: ({ region }) =>
      `Our technicians bring the parts a repair needs (rollers, hinges, springs, cables, seals, openers and remotes) and install them. To ask about buying a part on its own, call the office at ${region.phone}. ` +
      `Please leave springs, cables and bottom brackets to a technician: they're under enough tension to cause serious injury. Book a visit at ${region.bookingLink}.`,
  },
  {
    id: 'payments-warranty',
    category: 'company',
    question: 'Do you offer financing, warranties or discounts?',
    keywords:
      'financing finance payment plan installments pay monthly credit card cash check venmo zelle how to pay warranty warranties guarantee discount senior military veteran coupon promo code',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['Talk to a human', 'What is the service call fee?', 'Book a technician'],
    answer: ({ region }) => `${officeTerms(region)} What I can tell you: ${PRICING_NOTES.serviceCall} ${PRICING_NOTES.estimates}`,
  },
  {
    id: 'offices',
    category: 'company',
    question: 'Where are your offices and showrooms?',
    keywords:
      'office showroom address location where are you located visit see doors in person store brands brand models styles catalog selection carry',
    responseType: 'answer',
    cta: 'location',
    suggestions: ['Which cities do you serve?', 'How much does a new door cost?', 'Book a consultation'],
    answer: ({ region }) =>
      `We have two offices, each with a showroom where you can see doors in person: ${OFFICES.map((office) => `${office.name.replace(' office & showroom', '')} at ${formatAddress(office.address)}`).join(', and ')}. ` +
      `Technicians come to you everywhere in our service area. Call ${region.phone} before you visit so someone can show you around.`,
  },
  {
    id: 'service-area',
    category: 'service-area',
    question: 'Which areas do you serve?',
    keywords:
      'service area cities towns cover serve come to do you service portland salem vancouver boise oregon washington idaho coverage',
    responseType: 'answer',
    cta: 'location',
    suggestions: ['Do you charge more outside your area?', 'Where is your showroom?', 'Book a technician'],
    answer: () =>
      `We serve Oregon, Washington and Idaho through four regions: ${SELECTABLE_REGION_KEYS.map(
        (key) =>
          `${REGIONS[key].name} (${citiesInRegion(key)
            .map((city) => city.name)
            .join(', ')})`,
      ).join('; ')}. ` + `Nearby towns are usually covered too. ${PRICING_NOTES.outOfArea}`,
  },
  {
    id: 'about',
    category: 'company',
    question: 'Who are you and how long have you been in business?',
    keywords: 'about company experience years jobs reviews trust reputation who are you family owned',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['Are you licensed?', 'Which cities do you serve?', 'Book a technician'],
    answer: ({ city, region }) =>
      `We're a regional garage door repair and installation company serving Oregon, Washington and Idaho, with ${YEARS_EXPERIENCE_CLAIM} years of experience and ${JOBS_COMPLETED_CLAIM} jobs completed in ${city}. ` +
      `We're licensed in all three states (${ALL_LICENSES_TEXT}). Call ${region.phone} or book at ${region.bookingLink}.`,
  },
  {
    id: 'contact-form',
    category: 'company',
    question: 'Can I send you a message instead of calling?',
    keywords: 'contact form email message write send request callback contact us',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['Book a technician', 'Talk to a human', 'How much do repairs cost?'],
    answer: ({ region }) =>
      `Of course. Use the contact form at ${CONTACT_PATH}, or leave your name, phone number, city and the problem right here and I'll pass it to the team. You can also book directly at ${region.bookingLink}.`,
  },
  // The assistant itself
  {
    id: 'ai-disclosure',
    category: 'assistant',
    question: 'Am I talking to a real person?',
    keywords: 'bot robot ai artificial intelligence real person human who am i talking to chatbot automated',
    responseType: 'answer',
    cta: 'escalate',
    suggestions: ['Talk to a human', 'How much do repairs cost?', 'Book a technician'],
    answer: ({ region }) =>
      `I'm ${ASSISTANT_FULL_NAME}, an AI assistant, free and available 24/7. I can help diagnose a problem, give typical prices, and pass your details to our team, but I can make mistakes: final pricing and details are confirmed by our licensed technicians. ` +
      `More about how I work: ${AI_DISCLOSURE_PATH}. If you'd rather talk to a person, tap "Talk to Human" or call ${region.phone}.`,
  },
  {
    id: 'power-outage',
    category: 'repairs',
    question: 'How do I open my garage door when the power is out?',
    keywords: 'power outage no electricity power out manual release red cord emergency release open by hand',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['How do I re-engage the opener?', 'Could it be a broken spring?', 'Talk to a human'],
    answer: ({ region }) =>
      `With the door fully closed and the springs intact, pull the red emergency-release cord down and back, then lift the door by hand: a balanced door feels light. When power returns, run the opener and it will re-engage the trolley. ` +
      `Don't pull the release if the door is open or partly open, or if a spring looks broken, because the door can drop. Call ${region.phone} if anything feels wrong.`,
  },
  {
    id: 'home-care',
    category: 'maintenance',
    question: 'What can I safely do myself to look after my garage door?',
    keywords:
      'lube lubricant lubricate grease oil wd40 wd-40 silicone lithium spray hinges rollers nylon metal steel tighten bolts screws loose hardware diy care clean tracks',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['What does a tune-up include?', 'Why is my door noisy?', 'Book a tune-up'],
    answer: ({ region }) =>
      `A few things are safe to do yourself. Twice a year, spray the hinges, the roller bearings and the springs' coils with a garage-door lubricant (silicone or white lithium; WD-40 cleans but doesn't lubricate), and wipe the tracks clean rather than greasing them. ` +
      `You can snug up loose hinge and track-bracket bolts with the door closed. Never loosen the bottom brackets or anything attached to the cables or springs: they're under enough tension to cause serious injury. ` +
      `Nylon rollers with sealed bearings run quieter; steel rollers are cheaper and tough, but noisier. For the rest, a yearly tune-up covers balance, springs, cables and the opener's safety settings: book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'door-options',
    category: 'installation',
    question: 'What styles, colors, windows and insulation can a new door have?',
    keywords:
      'style styles color colors colour white black paint finish wood look carriage modern contemporary full view glass frosted windows insulation insulated r-value r value hoa homeowners association approval specs custom',
    responseType: 'answer',
    cta: 'estimate',
    suggestions: ['How much does a new door cost?', 'Where is your showroom?', 'Are estimates for new doors free?'],
    answer: ({ region }) =>
      `New doors come in many styles (traditional raised panel, carriage house, modern and full-view glass), in colors and wood-look finishes, with or without windows, and insulated or not. Insulation matters most for an attached or heated garage or a room above it. ` +
      `The easiest way to choose is to see them in person at our Portland and Boise showrooms, or at the free in-home estimate, where a technician measures and shows you options. If your HOA has rules, bring them along so the door fits them. ` +
      `${PRICING_NOTES.estimates} Book at ${region.bookingLink} or call ${region.phone}.`,
  },
  {
    id: 'other-doors',
    category: 'company',
    question: 'Do you work on front doors, entry doors or other doors?',
    keywords: 'front door entry door house door patio door sliding glass door storm door screen door interior door windows shed barn',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['Do you service gates?', 'Do you do commercial doors?', 'Book a technician'],
    answer: ({ region }) =>
      `We work on garage doors, their openers, commercial overhead and roll-up doors, and gates. For a front, patio or interior door, a general door or window installer is the right call. If you're not sure which your door is, call ${region.phone}.`,
  },
];

/**
 * Payment options, financing, warranties and discounts are the office's terms, which SPEC leaves to the
 * business: the assistant points to the people who know instead of guessing.
 */
export function officeTerms(region: ChatRegionData): string {
  return `Payment options, financing, warranties and any current discounts are set by our office, and I'd rather not guess at them: call ${region.phone} and the team will give you the details, or ask your technician on the visit.`;
}

export function knowledgeById(id: string): KnowledgeEntry {
  const entry = KNOWLEDGE.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown knowledge entry: ${id}`);
  return entry;
}

/** The troubleshooting entry for an issue. */
export function knowledgeForIssue(issue: IssueKind): KnowledgeEntry | undefined {
  return KNOWLEDGE.find((entry) => entry.issue === issue);
}
