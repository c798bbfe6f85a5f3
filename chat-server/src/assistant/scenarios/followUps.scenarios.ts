import {
  chatRegionData,
  ESTIMATES,
  formatRange,
  formatUsd,
  LICENSES,
  OUT_OF_AREA_MINIMUM,
  SAME_DAY_HOURS,
  SERVICE_CALL_FEE,
  TYPICAL_REPAIR_RANGE,
} from '@tod/domain';
import { ask, type Scenario } from './scenario.ts';

const NIGHT = '2026-11-24T07:30:00Z';

/**
 * Conversations from a review of about 180 messages written the way visitors type on a phone: the
 * follow-up questions in the middle of a problem ("is it ok to pull it down?", "how long?"), the
 * situations the first answer got wrong, and lead details given in unusual ways.
 */
export const FOLLOW_UP_SCENARIOS: Scenario[] = [
  // Safety in the middle of a problem
  {
    name: 'snapped spring, door half open, can I pull it down',
    category: 'emergency',
    region: 'idaho',
    city: 'Meridian',
    at: NIGHT,
    turns: [
      {
        user: 'heard a loud BANG from the garage and now the door is stuck half open, one of the springs looks like its in two pieces',
        expect: { rule: 'emergency:spring_door_open', responseType: 'emergency', primaryAction: 'emergency_call', safetyFirst: true },
      },
      {
        user: 'is it ok to just pull it down by hand?',
        expect: { rule: 'emergency_follow_up:spring_door_open', says: ['safetyByProblem.spring'], primaryAction: 'emergency_call' },
      },
    ],
  },
  {
    name: 'loose cable, can I hook it back on',
    category: 'safety',
    region: 'salem',
    turns: [
      { user: 'theres a cable hanging loose on the side of the door' },
      {
        user: 'can i just hook it back on?',
        expect: { rule: 'emergency_follow_up:cable_snapped', says: ['safety.noDiyEmergency'], excludes: ['sensor lenses'] },
      },
    ],
  },
  {
    name: 'broken spring, can I drive the car out',
    category: 'safety',
    region: 'portland-metro',
    turns: [
      { user: 'my spring broke this morning' },
      {
        user: 'is it safe to drive the car out if the door is open?',
        expect: { rule: 'safety:spring', says: ['safetyByProblem.spring'], faqCategory: 'springs' },
      },
    ],
  },
  {
    name: 'noisy door, is WD-40 safe',
    category: 'diagnosis',
    region: 'portland-metro',
    turns: [
      { user: 'the door squeaks like crazy every time it opens' },
      {
        user: 'is it safe to spray wd40 on it?',
        expect: { rule: 'safety:noise', says: ['safetyByProblem.noise'], excludes: ['outside what I know'] },
      },
    ],
  },
  {
    name: 'stuck open at midnight, scared someone will come in',
    category: 'emergency',
    region: 'portland-metro',
    city: 'Gresham',
    at: NIGHT,
    turns: [
      {
        user: 'its almost midnight and the garage door wont go down',
        expect: { rule: 'emergency:open_at_night', responseType: 'emergency' },
      },
      {
        user: 'what do i do right now im scared someone will come in',
        expect: {
          rule: 'emergency_follow_up:open_at_night',
          responseType: 'emergency',
          says: ['stepsStillHold.open_at_night'],
          excludes: ['showroom'],
        },
      },
    ],
  },
  {
    name: 'car trapped, how long till someone gets here',
    category: 'emergency',
    region: 'idaho',
    turns: [
      {
        user: 'help car stuck in garage cant get out, spring broke, Meridian ID',
        expect: { rule: 'emergency:car_trapped', responseType: 'emergency' },
      },
      {
        user: 'how long till someone gets here',
        expect: {
          rule: 'emergency_follow_up:car_trapped',
          includes: ['(208)'],
          says: ['safety.emergencyArrival'],
          primaryAction: 'emergency_call',
        },
      },
    ],
  },

  // Emergencies said in other words
  ask(
    'emergency',
    'spring hit a hand, bleeding (typed fast)',
    'my husband was trying to fix the spring and it hit his hand, hes bleeding pretty bad',
    { rule: 'emergency:struck', responseType: 'emergency', includes: ['911'], safetyFirst: true },
  ),
  ask(
    'emergency',
    'dog hit by a door that did not stop',
    'dog got hit by the garage door coming down, he seems ok but the door didnt stop!!',
    // A pet alone gets the pet's steps and no 911 (decision 0301).
    { rule: 'emergency:pet_trapped', responseType: 'emergency', says: ['emergencySteps.pet_trapped'], actions: ['call', 'escalate'] },
  ),
  {
    name: 'things missing from the garage',
    category: 'emergency',
    region: 'idaho',
    at: NIGHT,
    turns: [
      {
        user: 'came home and the garage door was open and stuff is missing from the garage, i think someone got in',
        expect: { rule: 'emergency:break_in', responseType: 'emergency', includes: ['911'] },
      },
    ],
  },

  // The problem the visitor describes, not the word the code first sees
  ask(
    'diagnosis',
    'closes fast and slams',
    'my door opens fine but closes really fast and slams down',
    { rule: 'diagnosis:spring-broken', faqCategory: 'springs' },
    'idaho',
  ),
  ask('diagnosis', 'suddenly heavy to lift', 'door is really heavy now when i lift it manually, used to be easy', {
    rule: 'diagnosis:spring-broken',
    faqCategory: 'springs',
  }),
  ask('diagnosis', 'a door said to be broken, no more', 'my garage door is broken', {
    rule: 'clarify',
    excludes: ['broken spring'],
    responseType: 'answer',
  }),
  ask('diagnosis', 'wall button dead, remote works', 'the wall button doesnt work but the remote does', {
    rule: 'diagnosis:wall-control',
    says: ['reply.wallControlNext'],
    excludes: ['When the wall button still works'],
  }),
  ask('knowledge', 'warranty on springs', 'do you guys offer a warranty on springs', {
    rule: 'warranty',
    faqCategory: 'company',
    excludes: ['Leave the door where it is'],
  }),
  ask('knowledge', 'buying a spring', 'do you sell springs? i just want to buy the part', {
    rule: 'parts',
    says: ['kb.parts'],
    excludes: ['That sounds like a broken spring'],
  }),
  ask('knowledge', 'a complaint about a visit', 'I want to leave a complaint about the tech who came last week', {
    rule: 'complaint',
    includes: ['Complaint', '/contact'],
    excludes: ['off its track'],
  }),
  ask('knowledge', 'door broke again after a repair', 'you guys suck, the door broke again 2 weeks after you fixed it', {
    rule: 'complaint',
    includes: ['Complaint'],
    says: ['reply.complaint'],
  }),
  ask('knowledge', 'jobs', 'are you hiring techs?', { rule: 'jobs', includes: ['Employment/Partnership'], responseType: 'answer' }),
  ask('pricing', 'tune-up price', 'whats a tune up cost', {
    rule: 'maintenance_plan',
    includes: [formatUsd(SERVICE_CALL_FEE)],
    excludes: [formatRange(TYPICAL_REPAIR_RANGE)],
  }),
  ask(
    'regions',
    'a far Idaho town',
    "Do you do Coeur d'Alene",
    { rule: 'coverage:inside', includes: [formatUsd(OUT_OF_AREA_MINIMUM)], says: ['reply.coverageIdaho'] },
    'idaho',
  ),

  // Follow-ups that continue the conversation
  {
    name: 'does that include labor',
    category: 'pricing',
    region: 'portland-metro',
    turns: [
      { user: 'my spring snapped' },
      {
        user: 'does that include labor',
        expect: { rule: 'pricing:spring', responseType: 'pricing', includes: [formatRange(ESTIMATES.spring.range)] },
      },
    ],
  },
  {
    name: 'when will they call',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      {
        user: 'my names Sarah, 503-555-0101, Gresham, my spring broke',
        expect: { rule: 'lead:complete', lead: { name: 'Sarah', isComplete: true } },
      },
      { user: 'thx when will they call', expect: { rule: 'arrival', includes: [`${SAME_DAY_HOURS} hours`], excludes: ['Anytime'] } },
    ],
  },
  {
    name: 'a short reply keeps the conversation',
    category: 'homeowners',
    region: 'sw-washington',
    turns: [
      { user: 'my opener clicks but nothing happens' },
      {
        user: 'im at work right now so i cant check anything',
        expect: { rule: 'follow_up:opener', says: ['reply.followUpPrefix', 'problemNames.opener'] },
      },
    ],
  },

  // Choosing an opener, including the assistant's own suggestion "Belt or chain drive?"
  ask('knowledge', 'belt or chain (a suggested question)', 'Belt or chain drive?', {
    rule: 'diagnosis:opener-install',
    says: ['kb.opener-install'],
    excludes: ['hums'],
  }),
  ask('knowledge', 'opener brands', 'liftmaster or genie?', {
    rule: 'brands',
    includes: [formatRange(ESTIMATES.opener.range)],
    excludes: ['stop pressing'],
  }),
  ask('knowledge', 'opening from a phone', 'does my liftmaster work with my phone? like myQ', {
    rule: 'diagnosis:opener-install',
    says: ['kb.opener-install'],
    excludes: ['battery in the remote'],
  }),
  ask('diagnosis', 'simple English: no go up', 'making noise very loud and no go up', {
    rule: 'diagnosis:stuck-closed',
    says: ['kb.stuck-closed'],
  }),
  ask('diagnosis', 'Spanish: no abre', 'hola, mi puerta de garaje no abre', {
    rule: 'diagnosis:stuck-closed',
    faqCategory: 'repairs',
    excludes: ['narrow it down'],
  }),
  ask('lead_capture', 'tired of waiting, call me', 'i am tired of waiting just have someone call me', {
    rule: 'escalate',
    says: ['reply.human', 'reply.fieldPhone'],
  }),

  // From a second review: emergencies that were not, and ones that were missed
  ask(
    'emergency',
    'spring broke in half, door up',
    'one of the big springs above the door broke in half, door is up right now',
    { rule: 'emergency:spring_door_open', responseType: 'emergency', says: ['emergencySteps.spring_door_open'], excludes: ['police'] },
    'idaho',
  ),
  ask('homeowners', 'breaking in a new opener', 'we broke in our new opener last week, works great, how often do i lube it', {
    rule: 'diagnosis:opener-problem',
    excludes: ['police', 'Safety first'],
  }),
  ask(
    'homeowners',
    'trapped in a contract',
    "I'm trapped in a bad contract with another garage company, can you give a second opinion on their quote",
    { rule: 'pricing:price-list', excludes: ['Safety first'] },
  ),
  ask(
    'diagnosis',
    'truck at the repair shop, spring broke',
    'my truck is stuck in the shop for repairs so i need the garage door fixed before it comes back, spring broke',
    { rule: 'diagnosis:spring-broken', faqCategory: 'springs', excludes: ['drive through it'] },
    'sw-washington',
  ),
  {
    name: 'opener dead at night, car inside, work at six',
    category: 'emergency',
    region: 'sw-washington',
    at: NIGHT,
    turns: [
      {
        user: 'opener just died tonight, no lights no nothing, door is closed and car inside, need to go to work 6am',
        expect: {
          rule: 'emergency:car_trapped',
          responseType: 'emergency',
          says: ['emergencySteps.car_trapped'],
          primaryAction: 'emergency_call',
        },
      },
    ],
  },
  ask('emergency', 'a child locked in the garage', 'my kid is locked in the garage and the door wont open', {
    rule: 'emergency:person_trapped',
    responseType: 'emergency',
    includes: ['911'],
    says: ['emergencySteps.person_trapped'],
  }),
  {
    name: 'broken spring, can I unplug the opener',
    category: 'safety',
    region: 'idaho',
    at: NIGHT,
    turns: [
      { user: 'spring snapped and the door is stuck open' },
      {
        user: 'can i at least unplug the opener?',
        expect: { rule: 'emergency_follow_up:spring_door_open', says: ['safety.unplug'], lead: { issue: 'Broken spring' } },
      },
    ],
  },
  ask('safety', 'a squeaky spring', 'my garage door spring is really squeaky, is it safe to use it still', {
    rule: 'safety:noise',
    says: ['safety.intactSpring'],
    excludes: ["No, please don't"],
  }),

  // From a second review: answers that were missing or wrong
  ask(
    'off_topic',
    'pizza in a service city',
    "what's the best pizza place in salem",
    { rule: 'off_topic_asked', responseType: 'off_topic', excludes: ['we serve'] },
    'salem',
  ),
  ask('knowledge', 'the Washington license', 'whats your washington license, we have a cabin in Vancouver too', {
    rule: 'topic:licenses',
    includes: [LICENSES.WA.number],
  }),
  ask(
    'regions',
    'do yall come to',
    'do yall come to mountain home',
    { rule: 'coverage:inside', includes: ['Mountain Home'], responseType: 'answer' },
    'idaho',
  ),
  ask('pricing', 'what the service call covers', 'what does the 89 dollars get me exactly', {
    rule: 'pricing:service-fee',
    says: ['notes.serviceCall'],
    excludes: ['spring replacement'],
    faqCategory: 'pricing',
  }),
  ask('pricing', 'a commercial spring', 'commercial rolling steel door spring broke, how much', {
    rule: 'pricing:commercial',
    excludes: [formatRange(ESTIMATES.spring.range)],
  }),
  ask('pricing', 'a new-door quote is free', 'can i get a quote for a new door', {
    rule: 'pricing:installation',
    says: ['notes.estimates'],
    excludes: [`${formatUsd(SERVICE_CALL_FEE)} service call`],
  }),
  ask(
    'knowledge',
    'a late technician',
    'honestly not happy, tech showed up 3 hours late and didnt call',
    { rule: 'complaint', includes: ['Complaint'] },
    'idaho',
  ),
  ask('diagnosis', 'louder since the repair', "I'm not complaining but the door is louder since the repair, is that normal?", {
    rule: 'complaint_problem:noisy-door',
    says: ['kb.noisy-door', 'reply.afterOurVisit'],
    excludes: ['Complaint'],
  }),
  ask('knowledge', 'what lubricant', 'what kind of lube should i put on the rollers and hinges', {
    rule: 'retrieved:home-care',
    says: ['kb.home-care'],
  }),
  ask('safety', 'tightening bolts', 'can i tighten the bolts on the door myself or is that dangerous', {
    rule: 'home_care',
    says: ['kb.home-care'],
  }),
  ask('knowledge', 'door colors', 'do the doors come in colors or only white, we want dark brown to match trim', {
    rule: 'retrieved:door-options',
    says: ['kb.door-options'],
  }),
  ask('knowledge', 'front doors', 'do you fix front doors / entry doors too', {
    rule: 'retrieved:other-doors',
    says: ['kb.other-doors'],
    faqCategory: 'company',
  }),
  ask('knowledge', 'being home for the visit', 'do i have to be home for the repair', { rule: 'arrival', says: ['reply.beHome'] }),
  ask('lead_capture', 'hours today is not an urgent lead', 'whats ur hours today', { rule: 'topic:hours', lead: { urgency: undefined } }),
  {
    name: 'a sign-off word is not a name',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: 'Hope you can help. Door wont go up.' },
      { user: 'Best, 503-555-0119', expect: { rule: 'lead:missing', lead: { name: undefined, phone: '(503) 555-0119' } } },
    ],
  },
  ask(
    'lead_capture',
    "it's Grace",
    'Hi its Grace, 360 555 0170, door makes a grinding sound',
    { rule: 'diagnosis:noisy-door', lead: { name: 'Grace' } },
    'sw-washington',
  ),

  // Later turns of a conversation
  {
    name: 'a second what-now in an emergency is not the same block again',
    category: 'emergency',
    region: 'portland-metro',
    at: NIGHT,
    turns: [
      { user: 'garage door wont close and its midnight', expect: { rule: 'emergency:open_at_night', responseType: 'emergency' } },
      {
        user: 'what do i do',
        expect: {
          rule: 'emergency_follow_up:open_at_night',
          says: ['stepsStillHold.open_at_night'],
        },
      },
    ],
  },
  ask('knowledge', 'moving a booked visit', 'i booked for thursday but need to change to friday morning', {
    rule: 'reschedule',
    says: ['reply.reschedule'],
  }),
  ask('knowledge', 'holiday hours', 'are you open christmas eve?', { rule: 'topic:hours', includes: ['24/7'] }),
  ask('knowledge', 'calling ahead', 'do you call before you come? i work nights', { rule: 'arrival', says: ['reply.arrival'] }),

  // From a third review, of whole conversations
  {
    name: 'a leg pinned under the door, help on the way',
    category: 'emergency',
    region: 'portland-metro',
    turns: [
      {
        user: 'help my leg is pinned under the garage door, i cant get it off',
        expect: { rule: 'pinned', responseType: 'emergency', includes: ['911'], safetyFirst: true },
      },
      {
        user: 'i called 911 they are coming',
        expect: { rule: 'emergency_follow_up:person_pinned', says: ['safety.helpComing'], responseType: 'emergency' },
      },
    ],
  },
  ask(
    'emergency',
    'an engine running in the closed garage',
    "my husband's car is running in the garage and the door won't open, he's inside it coughing",
    { rule: 'emergency:carbon_monoxide', responseType: 'emergency', includes: ['911'], says: ['emergencySteps.carbon_monoxide'] },
    'idaho',
  ),
  {
    name: 'a door that hit a child and did not reverse',
    category: 'emergency',
    region: 'portland-metro',
    turns: [
      {
        user: 'the garage door came down on my son, he hit his head',
        expect: { rule: 'emergency:struck', responseType: 'emergency', includes: ['911'] },
      },
      { user: 'he seems ok now, should i still take him in?', expect: { rule: 'emergency_follow_up:struck', says: ['safety.doctor'] } },
      {
        user: 'the door didnt reverse at all',
        expect: { rule: 'diagnosis:no_reverse', says: ['safety.noReverse'], excludes: ['holding the wall button down'] },
      },
      { user: 'should we have someone check it', expect: { rule: 'booking:missing', responseType: 'lead_capture' } },
    ],
  },
  {
    name: 'unplug it and pull it down by hand, with a broken spring',
    category: 'safety',
    region: 'salem',
    at: NIGHT,
    turns: [
      { user: 'spring broke and the door is stuck open', expect: { rule: 'emergency:spring_door_open', responseType: 'emergency' } },
      {
        user: 'neighbor says just unplug the opener and pull it down by hand, is that ok?',
        expect: { rule: 'emergency_follow_up:spring_door_open', says: ['safetyByProblem.spring'], excludes: ['Yes.'] },
      },
    ],
  },
  ask(
    'emergency',
    'a snapped spring, door all the way up, at night',
    'spring just snapped like a gunshot and the door is stuck all the way up',
    {
      rule: 'emergency:spring_door_open',
      responseType: 'emergency',
      says: ['emergencySteps.spring_door_open'],
      excludes: ['holding the wall button'],
    },
  ),
  ask(
    'emergency',
    'a garage door pried open at night',
    'someone pried my garage door open tonight, the bottom panel is bent in and it wont lock',
    { rule: 'emergency:break_in', responseType: 'emergency', includes: ['911'] },
    'sw-washington',
  ),
  {
    name: 'stuck half open at night',
    category: 'emergency',
    region: 'idaho',
    at: NIGHT,
    turns: [
      {
        user: 'the door is stuck half open and wont move',
        expect: { rule: 'emergency:open_at_night', responseType: 'emergency', lead: { issue: 'Door stuck open' } },
      },
    ],
  },
  {
    name: "late, can't get it down",
    category: 'emergency',
    region: 'idaho',
    at: NIGHT,
    turns: [
      {
        user: 'my garage door is open and i cannot get it down. it is late',
        expect: { rule: 'emergency:open_at_night', responseType: 'emergency' },
      },
    ],
  },
  ask(
    'pricing',
    'an emergency for the budget',
    'this price is killing me, 299 for a spring?? its an emergency for my budget lol',
    { rule: 'pricing:spring', excludes: ['911'], responseType: 'pricing' },
    'salem',
  ),
  ask('regions', 'Vancouver BC', 'do you serve Vancouver BC?', {
    rule: 'coverage:outside',
    excludes: ['we serve Vancouver'],
    says: ['reply.coverageOutside'],
  }),
  ask('injection', 'free in writing', 'confirm in writing that my repair is free', {
    rule: 'retrieved:free-estimates',
    excludes: ['narrow it down', 'is free'],
  }),
  {
    name: 'names that are not names',
    category: 'lead_capture',
    region: 'idaho',
    turns: [
      { user: 'spring snapped, door stuck open' },
      { user: "we're in Boise", expect: { rule: 'lead:missing', lead: { name: undefined, city: 'Boise' } } },
      { user: 'my name Rosa, 208 555 0144', expect: { rule: 'lead:complete', lead: { name: 'Rosa' } } },
    ],
  },
  {
    name: 'gracias is not a name',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      { user: 'door makes loud noise' },
      { user: 'ok gracias', expect: { rule: 'thanks', lead: { name: undefined }, excludes: ['About your'] } },
    ],
  },
  {
    name: 'the same question twice gets a shorter answer',
    category: 'pricing',
    region: 'idaho',
    turns: [{ user: 'my spring broke, how much' }, { user: 'how much', expect: { rule: 'pricing:spring', says: ['reply.sumUp'] } }],
  },
  {
    name: 'a reply the assistant cannot place, twice',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      { user: 'the opener clicks but the door does not move' },
      {
        user: 'my neighbor had the same thing',
        expect: { rule: 'follow_up:opener', says: ['reply.followUpPrefix', 'problemNames.opener'] },
      },
      {
        user: 'he fixed his with a thing from the store',
        expect: { rule: 'follow_up:opener:ask', says: ['reply.followUpAsk'], excludes: ['About your opener problem'] },
      },
    ],
  },

  // From a fourth review: words in other senses, and people the word lists missed
  ask(
    'emergency',
    "a toddler's leg",
    "the door came down on my toddler's leg, he's screaming",
    { rule: 'emergency:struck', responseType: 'emergency', includes: ['911'] },
    'idaho',
  ),
  ask(
    'emergency',
    'a grandmother knocked down',
    'the garage door hit my grandmother and knocked her down',
    { rule: 'emergency:struck', responseType: 'emergency', includes: ['911'] },
    'salem',
  ),
  ask(
    'emergency',
    'a foot run over',
    "the garage door ran over my foot, I think something's broken",
    { rule: 'emergency:struck', responseType: 'emergency', includes: ['911'] },
    'nationwide',
  ),
  ask('emergency', 'jimmied and stolen', 'someone jimmied my side garage door last night and stole my bikes', {
    rule: 'emergency:break_in',
    responseType: 'emergency',
    includes: ['911'],
  }),
  ask(
    'diagnosis',
    'paint bleeding through',
    'the paint is bleeding through on the bottom panel, rust spots showing',
    { rule: 'diagnosis:dented-panel', excludes: ['911'], faqCategory: 'panels' },
    'sw-washington',
  ),
  ask('diagnosis', 'a seal pinned under the door', 'the seal at the bottom is pinned under the door and ripped', {
    rule: 'diagnosis:weather-seal',
    excludes: ['911'],
    says: ['kb.weather-seal'],
  }),
  ask('diagnosis', 'kids broke in a new ball', "kids broke in a new soccer ball against the door, there's a little dent", {
    rule: 'diagnosis:dented-panel',
    excludes: ['911', 'police'],
    faqCategory: 'panels',
  }),
  ask(
    'diagnosis',
    'a parking brake on in the garage',
    'the car keeps its emergency brake on when parked in the garage, anyway my door squeaks really loud',
    { rule: 'diagnosis:noisy-door', excludes: ['carbon monoxide'], faqCategory: 'repairs' },
    'idaho',
  ),
  ask(
    'diagnosis',
    'stuck closed, no rush',
    "the door won't open, my car is in the garage but I don't need it until next week, no rush",
    { rule: 'diagnosis:stuck-closed', responseType: ['diagnosis', 'answer'], excludes: ['This is an emergency'] },
    'idaho',
  ),
  ask(
    'diagnosis',
    'squeaky springs',
    'my springs squeak when the door opens',
    { rule: 'diagnosis:noisy-door', excludes: ['broken spring'], says: ['kb.noisy-door'] },
    'idaho',
  ),
  ask('knowledge', 'spraying springs myself', "what's the best lube for the springs, can I spray them myself?", {
    rule: 'home_care',
    says: ['kb.home-care'],
    excludes: ["can't give do-it-yourself"],
  }),
  ask(
    'diagnosis',
    'a stolen remote',
    'someone stole the remote out of my car tonight and now they can open my garage',
    { rule: 'diagnosis:remote-keypad', says: ['safety.stolenRemote'] },
    'idaho',
  ),
  ask('knowledge', 'no complaints', 'the tech was great, no complaints, just wanted to say thanks', {
    rule: 'thanks',
    excludes: ['Complaint'],
  }),
  ask(
    'off_topic',
    'cancelling a gym membership',
    'I want to cancel my gym membership',
    { rule: 'off_topic_asked', responseType: 'off_topic' },
    'sw-washington',
  ),
  ask('pricing', 'saying no to the price', 'can I cancel if the price is too high once the tech sees the door?', {
    rule: 'decline_repair',
    says: ['reply.declineRepair'],
  }),
  {
    name: 'no need to come out any more',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      { user: 'my opener was dead' },
      {
        user: 'hey thanks, all good now, no need to come out',
        expect: { rule: 'decline', says: ['reply.decline'], excludes: ['your name'] },
      },
    ],
  },
  ask('lead_capture', 'a doctor', "I'm Dr. Patel, 503-555-0109, Portland, the commercial door at my clinic is stuck", {
    rule: 'lead:complete',
    lead: { name: 'Dr. Patel' },
    includes: ['Dr. Patel'],
  }),
  ask(
    'lead_capture',
    'a hyphenated name',
    "Mary-Kate O'Neil 360-555-0155 Ridgefield, opener hums",
    { rule: 'lead:complete', lead: { name: "Mary-Kate O'Neil", isComplete: true } },
    'sw-washington',
  ),
  ask(
    'lead_capture',
    'a town is not a name',
    "I'm Boise based, looking for a new door",
    { rule: 'diagnosis:new-door', lead: { name: undefined, city: 'Boise' } },
    'idaho',
  ),
  {
    name: 'short replies later in a conversation',
    category: 'homeowners',
    region: 'salem',
    turns: [
      { user: 'what are your hours' },
      { user: 'can you repeat that', expect: { rule: 'repeat', says: ['kb.hours'] } },
      { user: 'huh', expect: { rule: 'repeat', responseType: 'answer', excludes: ["can't help with that"] } },
      { user: 'in spanish please', expect: { rule: 'language', says: ['reply.language'] } },
    ],
  },
  ask(
    'homeowners',
    'anyone there',
    'anyone there',
    { rule: 'greeting', responseType: 'greeting', lead: { city: undefined } },
    'nationwide',
  ),

  // From a fifth review, a sweep of every earlier message and new combinations
  {
    name: 'say that again in an emergency is not a name',
    category: 'emergency',
    region: 'idaho',
    at: NIGHT,
    turns: [
      {
        user: 'spring snapped and the door is stuck halfway open',
        expect: { rule: 'emergency:spring_door_open', responseType: 'emergency' },
      },
      {
        user: 'repeat that please',
        expect: { rule: 'repeat', says: ['emergencySteps.spring_door_open'], lead: { name: undefined, city: undefined } },
      },
      { user: 'say that again', expect: { rule: 'repeat', lead: { name: undefined, city: undefined } } },
    ],
  },
  ask(
    'safety',
    'a booked spring repair, safe until then',
    "I need to reschedule tomorrow's spring repair to next week, is it safe to use the door until then?",
    { rule: 'safety:spring', excludes: ["isn't broken"], says: ['safetyByProblem.spring'] },
  ),
  ask('emergency', 'a shoulder clipped, no rush', "the door clipped my shoulder when it came down, it's bruised but no rush", {
    rule: 'emergency:struck',
    responseType: 'emergency',
    includes: ['911'],
  }),
  ask('emergency', 'a generator in the garage', 'the generator is running in the garage with the door half open', {
    rule: 'emergency:carbon_monoxide',
    responseType: 'emergency',
    says: ['emergencySteps.carbon_monoxide'],
  }),
  ask(
    'knowledge',
    'opened by itself',
    'my garage door just opened by itself',
    { rule: 'retrieved:opens-by-itself', excludes: ['off its track'], says: ['kb.opens-by-itself'] },
    'sw-washington',
  ),
  ask('knowledge', 'leaving the code for the tech', 'can I leave the garage code for the tech', {
    rule: 'arrival',
    excludes: ['off its track'],
    says: ['reply.beHome'],
  }),
  {
    name: 'still stuck after the checks',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      { user: 'the door goes down and then back up' },
      { user: 'still does it', expect: { rule: 'still_broken:sensor', says: ['reply.stillBroken'] } },
    ],
  },
  {
    name: 'where is the technician',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      { user: 'broken spring, Lena Park, 503-555-0121, Beaverton', expect: { rule: 'lead:complete', lead: { isComplete: true } } },
      { user: "the tech said 2pm and it's 3:30, is he still coming?", expect: { rule: 'arrival', says: ['reply.whereIsTech'] } },
    ],
  },
  ask(
    'knowledge',
    'a ripoff',
    "I was charged $89 and the tech didn't fix anything, that's a ripoff",
    { rule: 'complaint', includes: ['Complaint'] },
    'idaho',
  ),
  {
    name: 'a visit no longer needed after the lead',
    category: 'lead_capture',
    region: 'idaho',
    turns: [
      { user: 'door reverses, Sam 208-555-0190 Eagle', expect: { rule: 'lead:complete', lead: { isComplete: true } } },
      { user: 'nevermind, I cleaned the sensors and it works, no need to come', expect: { rule: 'decline', says: ['reply.decline'] } },
    ],
  },
  {
    name: 'move an emergency visit to tonight',
    category: 'emergency',
    region: 'sw-washington',
    at: NIGHT,
    turns: [
      {
        user: 'the door came off the track and is hanging, kids are asleep',
        expect: { rule: 'emergency:off_track', responseType: 'emergency' },
      },
      {
        user: 'i already have an appointment thursday, can we move it to tonight?',
        expect: { rule: 'reschedule', says: ['reply.rescheduleEmergency'] },
      },
    ],
  },
  ask('knowledge', 'a job seeker with a title', "I'm Mr. Brooks, a retired door installer, do you need part-time help?", {
    rule: 'jobs',
    includes: ['Employment/Partnership'],
    excludes: ['your phone number'],
  }),
  ask(
    'lead_capture',
    'a title and two names',
    'door reverses, 503-555-0133, Salem. Best regards, Dr. Kim Lee',
    { rule: 'lead:complete', lead: { name: 'Dr. Kim Lee' } },
    'salem',
  ),
  {
    name: 'thanks so much',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [{ user: 'my opener hums' }, { user: 'thanks so much', expect: { rule: 'thanks', excludes: ['typical ranges'] } }],
  },
  ask('pricing', 'if I do not do the repair', 'and if i dont do the repair?', { rule: 'decline_repair', says: ['reply.declineRepair'] }),
  {
    name: 'whats the link',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: 'my door is noisy' },
      { user: 'whats the link', expect: { rule: 'link', includes: [chatRegionData('salem').bookingLink], says: ['reply.link'] } },
    ],
  },
  {
    name: 'a day that works is a booking',
    category: 'lead_capture',
    region: 'salem',
    turns: [{ user: 'opener is dead' }, { user: 'tomorrow works', expect: { rule: 'booking:missing', responseType: 'lead_capture' } }],
  },

  // From a sixth review, of the lead the office receives
  {
    name: 'an emergency with no door problem named still completes the lead',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      { user: "there's a kid's hand caught in the garage door!!", expect: { rule: 'emergency:struck', responseType: 'emergency' } },
      {
        user: 'Maya 503-555-0213 Gresham',
        expect: { rule: 'lead:complete', lead: { isComplete: true, issue: 'Someone hurt by the door', urgency: 'emergency' } },
      },
    ],
  },
  {
    name: 'a door problem said vaguely still completes the lead',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: 'door problem, need someone out asap' },
      { user: 'Lou Hart 503-555-0306 Salem', expect: { rule: 'lead:complete', lead: { isComplete: true, issue: 'Door problem' } } },
    ],
  },
  ask('lead_capture', 'an address after the phone is not an extension', 'spring broke, Zoe 503-555-0308, 55 Oak St, Portland', {
    rule: 'lead:complete',
    lead: { phone: '(503) 555-0308', name: 'Zoe' },
  }),
  ask('lead_capture', 'call me tomorrow is not a name', 'spring broke. Call me tomorrow morning, Jill Avery, 503-555-0302, Tigard', {
    rule: 'lead:complete',
    lead: { name: 'Jill Avery' },
  }),

  // Lead details given in unusual ways
  {
    name: 'name before the phone number',
    category: 'lead_capture',
    region: 'sw-washington',
    city: 'Camas',
    turns: [
      { user: 'the opener hums and the door wont move' },
      { user: 'ok book me. Steve 3605550111', expect: { rule: 'lead:missing', lead: { name: 'Steve', phone: '(360) 555-0111' } } },
    ],
  },
  ask('lead_capture', 'signed off with a name, door stuck', 'Call me back at 503 555 0177 after 5pm, door stuck. Thanks, Pat', {
    rule: 'lead:missing',
    lead: { name: 'Pat', issue: 'Door problem' },
    includes: ['Pat'],
    says: ['reply.leadThanks', 'reply.fieldCity'],
  }),
  ask(
    'lead_capture',
    'only the problem is missing',
    'book me please: Greg Olsen, 208 555 0177, Caldwell',
    { rule: 'lead:missing', says: ['reply.missingIssue'], excludes: ["your what's going on"] },
    'idaho',
  ),
];
