import type { ChatRegionData, ChipKey, CtaType, RegionInfo } from '@tod/domain';
import type { IssueKind } from './extract/detectIssue.ts';
import { createSay, type Say } from './say/say.ts';

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

/** What an answer may draw on: the visitor's region, the city we talk about, and the reply's language. */
export interface AnswerContext {
  region: ChatRegionData;
  info: RegionInfo;
  city: string;
  /** The reply's language and facts; English for the region when absent (the OpenAI engine's grounding). */
  say?: Say;
}

/** The knowledge entries whose answer is a template of the catalogue's `kb` group. */
export type KnowledgeId = keyof Say['copy']['kb'];

/**
 * One thing the assistant knows. Its answer, in every language, is the catalogue's `kb[id]`
 * (`domain/src/assistantCopy/`); the question and keywords are the English index retrieval reads
 * and the office sees as `faqMatch`.
 */
export interface KnowledgeEntry {
  id: KnowledgeId;
  category: KnowledgeCategory;
  /** The FAQ question this entry answers, shown as `faqMatch.question`. */
  question: string;
  /** Words and phrasings visitors use for it (the search index reads these and the question). */
  keywords: string;
  /** The problem this entry diagnoses, if it is a troubleshooting entry. */
  issue?: IssueKind;
  responseType: 'answer' | 'diagnosis' | 'pricing';
  cta: CtaType;
  suggestions: readonly ChipKey[];
  /** The entry's answer in the context's language ({@link answerOf}). */
  answer(context: AnswerContext): string;
}

const ENTRIES: ReadonlyArray<Omit<KnowledgeEntry, 'answer'>> = [
  {
    id: 'spring-broken',
    category: 'springs',
    question: 'My garage door spring is broken. What should I do?',
    keywords: 'spring springs torsion extension snapped broke broken bang pop loud heavy gap coil door will not lift opener strains',
    issue: 'spring',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['springReplacementCost', 'comeToday', 'safeToUse'],
  },
  {
    id: 'cable-problem',
    category: 'cables',
    question: 'A garage door cable snapped or is frayed. Is it dangerous?',
    keywords: 'cable cables snapped frayed loose hanging came off drum wire door lopsided uneven one side',
    issue: 'cable',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['cableCost', 'comeToday', 'safeToUse'],
  },
  {
    id: 'off-track',
    category: 'repairs',
    question: 'My garage door came off its track. What should I do?',
    keywords: 'off track tracks derailed rollers popped out crooked hanging tilted jammed sideways fell stuck',
    issue: 'off_track',
    responseType: 'diagnosis',
    cta: 'call',
    suggestions: ['comeTonight', 'repairUsuallyCost', 'human'],
  },
  {
    id: 'sensor-reversing',
    category: 'safety-sensors',
    question: 'Why does my garage door go back up when it tries to close?',
    keywords: 'reverses goes back up bounces back sensors safety eyes photo eye blinking light will not close closes then opens misaligned',
    issue: 'sensor',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['sensorsCleaned', 'serviceCallCost', 'comeToday'],
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
    suggestions: ['newOpenerCost', 'couldBeTheSpring', 'comeToday'],
  },
  {
    id: 'remote-keypad',
    category: 'openers',
    question: 'My garage door remote or keypad stopped working. How do I fix it?',
    keywords: 'remote clicker keypad key pad code transmitter battery program reprogram myq app wall button not working range',
    issue: 'remote',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['wallButtonToo', 'newOpenerCost', 'bookTech'],
  },
  {
    id: 'opens-by-itself',
    category: 'openers',
    question: 'Why does my garage door open or close by itself?',
    keywords: 'opens by itself on its own randomly closes by itself phantom ghost opening in the night middle of the night unexpectedly',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['reprogramRemote', 'comeToday', 'human'],
  },
  {
    id: 'noisy-door',
    category: 'repairs',
    question: 'Why is my garage door so noisy?',
    keywords: 'noisy noise loud squeak squeaky squealing grinding rattling screeching creaking clunk shaking jerky vibration',
    issue: 'noise',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['tuneUpIncludes', 'serviceCallCost', 'bookTech'],
  },
  {
    id: 'dented-panel',
    category: 'panels',
    question: 'Can you replace a dented or damaged garage door panel?',
    keywords: 'dent dented panel section cracked damaged backed into hit the door car hit broken window bent',
    issue: 'panel',
    responseType: 'diagnosis',
    cta: 'estimate',
    suggestions: ['safeToKeepUsing', 'wholeNewDoorCost', 'bookTech'],
  },
  {
    id: 'weather-seal',
    category: 'repairs',
    question: 'Can you replace the weather seal at the bottom of my garage door?',
    keywords: 'weather seal stripping bottom seal rubber gasket draft water rain leaves mice rodents gap light under door threshold',
    issue: 'weather_seal',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['tuneUpIncludes', 'serviceCallCost', 'bookTech'],
  },
  {
    id: 'stuck-open',
    category: 'repairs',
    question: "My garage door is stuck open and won't close. What can I do?",
    keywords: 'stuck open will not close wont close stays up jammed open cannot close security at night',
    issue: 'stuck_open',
    responseType: 'diagnosis',
    cta: 'call',
    suggestions: ['sensorsFine', 'comeTonight', 'human'],
  },
  {
    id: 'stuck-closed',
    category: 'repairs',
    question: "My garage door won't open. How do I get my car out?",
    keywords: 'stuck closed will not open wont open car trapped inside can not get car out heavy jammed shut',
    issue: 'stuck_closed',
    responseType: 'diagnosis',
    cta: 'call',
    suggestions: ['couldBeSpring', 'comeToday', 'serviceCallCost'],
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
    suggestions: ['comeToday', 'maintenancePlans', 'human'],
  },
  {
    id: 'gates',
    category: 'gates',
    question: 'Do you repair gates?',
    keywords: 'gate gates driveway gate gate opener gate repair sliding swing',
    issue: 'gate',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['serviceCallCost', 'bookTech', 'human'],
  },
  {
    id: 'maintenance',
    category: 'maintenance',
    question: 'Do you offer garage door maintenance or tune-ups?',
    keywords: 'maintenance tune up tuneup yearly annual service lubrication balance inspection check up safety check',
    issue: 'maintenance',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['serviceCallCost', 'bookTuneUp', 'noisy'],
  },
  {
    id: 'new-door',
    category: 'installation',
    question: 'How much does a new garage door cost?',
    keywords: 'new door installation install replace whole door insulated carriage house steel wood look double single door upgrade',
    issue: 'installation',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['newDoorEstimatesFree', 'showroom', 'bookConsultation'],
  },
  {
    id: 'opener-install',
    category: 'openers',
    question: 'How much does a new garage door opener cost?',
    keywords: 'new opener install opener replacement belt drive chain drive wall mount smart opener battery backup wifi quiet',
    responseType: 'pricing',
    cta: 'book',
    suggestions: ['beltOrChain', 'fixOldOpener', 'bookInstallation'],
  },
  {
    id: 'price-list',
    category: 'pricing',
    question: 'How much do garage door repairs cost?',
    keywords: 'price prices pricing cost costs how much estimate quote rates typical repair cost ballpark expensive',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['feeQuestion', 'estimatesFree', 'bookTech'],
  },
  {
    id: 'service-fee',
    category: 'pricing',
    question: 'Is there a service call fee?',
    keywords: 'service call fee trip charge diagnostic fee minimum charge come out cost visit fee credited',
    responseType: 'pricing',
    cta: 'book',
    suggestions: ['repairsCost', 'sameDayAvailable', 'bookTech'],
  },
  {
    id: 'out-of-area',
    category: 'pricing',
    question: 'Do you charge more outside your service area?',
    keywords: 'out of area outside service area far away rural extra charge travel minimum excluded',
    responseType: 'pricing',
    cta: 'call',
    suggestions: ['whichCities', 'feeQuestion', 'human'],
  },
  {
    id: 'free-estimates',
    category: 'pricing',
    question: 'Are your estimates free?',
    keywords: 'free estimate estimates quote free quote written estimate charge for estimate consultation',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['newDoorCost', 'estimator', 'bookTech'],
  },
  {
    id: 'online-estimator',
    category: 'pricing',
    question: 'Can I get an estimate online?',
    keywords: 'online estimator instant estimate ai estimate estimate online photo quote website estimator',
    responseType: 'pricing',
    cta: 'estimate',
    suggestions: ['repairsCost', 'estimatesFree', 'bookTech'],
  },
  {
    id: 'same-day',
    category: 'scheduling',
    question: 'Do you offer same-day service?',
    keywords: 'same day today how soon how fast quick fast response next day soonest availability tomorrow',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['bookTech', 'feeQuestion', 'human'],
  },
  {
    id: 'booking',
    category: 'scheduling',
    question: 'How do I schedule a repair?',
    keywords: 'book booking schedule appointment set up visit technician come out send someone reserve time slot',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['sameDay', 'feeQuestion', 'human'],
  },
  {
    id: 'emergency-service',
    category: 'scheduling',
    question: 'Do you offer emergency garage door service?',
    keywords: 'emergency service after hours night weekend urgent 24/7 24 hours holiday',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['stuckOpen', 'carTrapped', 'human'],
  },
  {
    id: 'hours',
    category: 'scheduling',
    question: 'What are your hours?',
    keywords: 'hours open today open now weekend saturday sunday holiday business hours when are you open',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['bookTech', 'sameDay', 'emergencyService'],
  },
  {
    id: 'licenses',
    category: 'company',
    question: 'Are you licensed?',
    keywords: 'license licensed licence insured bonded ccb lni rce contractor number certified registered',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['office', 'whichCities', 'bookTech'],
  },
  {
    id: 'parts',
    category: 'repairs',
    question: 'Do you sell garage door parts?',
    keywords: 'sell parts buy parts order part roller rollers hinge hinges spare replacement parts store counter pick up',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['serviceCallCost', 'noisy', 'bookTech'],
  },
  {
    id: 'payments-warranty',
    category: 'company',
    question: 'Do you offer financing, warranties or discounts?',
    keywords:
      'financing finance payment plan installments pay monthly credit card cash check venmo zelle how to pay warranty warranties guarantee discount senior military veteran coupon promo code',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['human', 'feeQuestion', 'bookTech'],
  },
  {
    id: 'offices',
    category: 'company',
    question: 'Where are your offices and showrooms?',
    keywords:
      'office showroom address location where are you located visit see doors in person store brands brand models styles catalog selection carry',
    responseType: 'answer',
    cta: 'location',
    suggestions: ['whichCities', 'newDoorCost', 'bookConsultation'],
  },
  {
    id: 'service-area',
    category: 'service-area',
    question: 'Which areas do you serve?',
    keywords:
      'service area cities towns cover serve come to do you service portland salem vancouver boise oregon washington idaho coverage',
    responseType: 'answer',
    cta: 'location',
    suggestions: ['outsideArea', 'showroom', 'bookTech'],
  },
  {
    id: 'about',
    category: 'company',
    question: 'Who are you and how long have you been in business?',
    keywords: 'about company experience years jobs reviews trust reputation who are you family owned',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['licensed', 'whichCities', 'bookTech'],
  },
  {
    id: 'contact-form',
    category: 'company',
    question: 'Can I send you a message instead of calling?',
    keywords: 'contact form email message write send request callback contact us',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['bookTech', 'human', 'repairsCost'],
  },
  {
    id: 'ai-disclosure',
    category: 'assistant',
    question: 'Am I talking to a real person?',
    keywords: 'bot robot ai artificial intelligence real person human who am i talking to chatbot automated',
    responseType: 'answer',
    cta: 'escalate',
    suggestions: ['human', 'repairsCost', 'bookTech'],
  },
  {
    id: 'power-outage',
    category: 'repairs',
    question: 'How do I open my garage door when the power is out?',
    keywords: 'power outage no electricity power out manual release red cord emergency release open by hand',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['reengageOpener', 'couldBeSpring', 'human'],
  },
  {
    id: 'home-care',
    category: 'maintenance',
    question: 'What can I safely do myself to look after my garage door?',
    keywords:
      'lube lubricant lubricate grease oil wd40 wd-40 silicone lithium spray hinges rollers nylon metal steel tighten bolts screws loose hardware diy care clean tracks',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['tuneUpIncludes', 'noisy', 'bookTuneUp'],
  },
  {
    id: 'door-options',
    category: 'installation',
    question: 'What styles, colors, windows and insulation can a new door have?',
    keywords:
      'style styles color colors colour white black paint finish wood look carriage modern contemporary full view glass frosted windows insulation insulated r-value r value hoa homeowners association approval specs custom',
    responseType: 'answer',
    cta: 'estimate',
    suggestions: ['newDoorCost', 'showroom', 'newDoorEstimatesFree'],
  },
  {
    id: 'other-doors',
    category: 'company',
    question: 'Do you work on front doors, entry doors or other doors?',
    keywords: 'front door entry door house door patio door sliding glass door storm door screen door interior door windows shed barn',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['gates', 'commercial', 'bookTech'],
  },

  {
    id: 'door-impact',
    category: 'panels',
    question: 'A car hit my garage door and now it is bent. What should I do?',
    keywords: 'car hit backed into drove into ran into bumped truck crashed bent door dented caved in',
    responseType: 'diagnosis',
    cta: 'book',
    suggestions: ['safeToKeepUsing', 'wholeNewDoorCost', 'comeToday'],
  },
  {
    id: 'duration',
    category: 'scheduling',
    question: 'How long does a repair take?',
    keywords: 'how long take time hours all day without my car wait duration quick',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['comeToday', 'repairsCost', 'bookTech'],
  },
  {
    id: 'brands',
    category: 'openers',
    question: 'Which opener brands do you install and repair?',
    keywords: 'brand brands make model liftmaster chamberlain genie craftsman linear marantec which opener',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['newOpenerCost', 'beltOrChain', 'bookInstallation'],
  },
  {
    id: 'insulation',
    category: 'installation',
    question: 'Can I insulate my existing garage door?',
    keywords: 'insulate insulation insulated kit foam panels r-value cold warm garage energy existing door',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['newDoorCost', 'newDoorEstimatesFree', 'bookTech'],
  },
  {
    id: 'maintenance-plan',
    category: 'maintenance',
    question: 'Do you offer a maintenance plan or contract?',
    keywords: 'maintenance plan contract agreement membership subscription annual plan service plan',
    responseType: 'answer',
    cta: 'book',
    suggestions: ['tuneUpIncludes', 'bookTuneUp', 'human'],
  },
  {
    id: 'property-manager',
    category: 'company',
    question: 'Do you work with property managers and multi-unit buildings?',
    keywords: 'property manager management landlord rentals units apartments complex hoa portfolio tenants buildings',
    responseType: 'answer',
    cta: 'call',
    suggestions: ['commercial', 'tuneUpIncludes', 'human'],
  },
];

export const KNOWLEDGE: readonly KnowledgeEntry[] = ENTRIES.map((entry) => ({
  ...entry,
  answer: (context: AnswerContext) => answerOf(entry, context),
}));

const BY_ID = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

/** An entry's answer in the reply's language, filled with the region's facts. */
export function answerOf(entry: Pick<KnowledgeEntry, 'id'>, context: AnswerContext): string {
  const say = context.say ?? createSay('en', context.region.regionKey);
  // The context's region data carries the booking site this server was configured with.
  const values = { city: context.city, phone: context.region.phone, bookingLink: context.region.bookingLink };
  if (entry.id === 'licenses') {
    const regionLicenseSentence = context.info.license ? say.text(say.copy.kb.regionLicense, values) : '';
    return say.text(say.copy.kb.licenses, { ...values, regionLicenseSentence });
  }
  return say.text(say.copy.kb[entry.id], values);
}

/**
 * Payment options, financing, warranties and discounts are the office's terms, which SPEC leaves to the
 * business: the assistant points to the people who know instead of guessing.
 */
export function officeTerms(say: Say): string {
  return say.facts.officeTerms!;
}

export function knowledgeById(id: KnowledgeId): KnowledgeEntry {
  const entry = BY_ID.get(id);
  if (!entry) throw new Error(`Unknown knowledge entry: ${id}`);
  return entry;
}

/** The troubleshooting entry for an issue. */
export function knowledgeForIssue(issue: IssueKind): KnowledgeEntry | undefined {
  return KNOWLEDGE.find((entry) => entry.issue === issue);
}
