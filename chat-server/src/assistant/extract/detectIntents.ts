/** What the visitor asks for, beside the problem they describe. A message can carry several. */
export type Intent =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'pricing'
  | 'booking'
  | 'human'
  | 'hours'
  | 'location'
  | 'service_area'
  | 'license'
  | 'policies'
  | 'parts'
  | 'ai'
  | 'estimator'
  | 'injection'
  | 'diy'
  | 'safety'
  | 'arrival'
  | 'complaint'
  | 'jobs'
  | 'reschedule'
  | 'decline'
  | 'declineRepair'
  | 'repeat'
  | 'link'
  | 'stillBroken'
  | 'language';

/** A visitor fed up with the assistant. */
export const FED_UP =
  /\b(useless|not helpful|unhelpful|no help|waste of (my )?time|stupid bot|dumb bot|you('re| are) not (listening|understanding)|not what i asked)\b/;

const RULES: ReadonlyArray<[Intent, RegExp]> = [
  ['greeting', /^(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b[\s!,.?]*(there|tod|t\.o\.d\.?)?[\s!,.?]*$/],
  // "Anyone there?": a visitor checking the chat is alive.
  ['greeting', /^(is )?(anyone|anybody|someone|somebody) (there|here|home)\b|^are you (still )?there\b|^you there\b/],
  // "All good now, no need to come out": the visitor no longer needs a visit.
  [
    'decline',
    /\bno need (for (someone|anyone|a tech) )?to come( out| by)?\b|\b(don'?t|do not) need (someone|anyone|a tech|a technician|you) to come\b|\ball good now\b|\bworks (great|fine|perfectly|good) now\b|\bnever ?mind\b|\b(fixed|figured) it (out )?(myself|ourselves)\b/,
  ],
  // "Can I cancel if the price is too high?": what happens when the visitor says no to the repair.
  [
    'declineRepair',
    /\b(cancel|say no|decline|back out|walk away|not go ahead|don'?t go ahead)\b.{0,40}\b(price|quote|cost|too (high|expensive|much))\b|\b(price|quote) is too (high|much)\b.{0,40}\b(cancel|say no|decline|not go ahead)\b|\bif i (say no|don'?t go ahead|decline|(don'?t|do not) (do|get|go ahead with) (the )?repair)\b|\bcan i say no\b/,
  ],
  ['repeat', /\b(repeat (that|it|yourself|please)|say (that |it )?again|come again|what did you (just )?say)\b/],
  // "whats the link": the booking link.
  ['link', /\b(the |your )?(booking )?(link|website|web site|url)\b/],
  // "still stuck", "tried that": the safe checks did not help.
  [
    'stillBroken',
    /^(it'?s |its |door )?still (stuck|nothing|broken|not working|the same|does it|doing it)\b|\b(didn'?t|did not|doesn'?t) (work|help|fix it)\b|\bno luck\b|\btried (that|it|everything|all that)\b/,
  ],
  ['language', /\b(in|en) (spanish|español|espanol)\b|\bhabla(s)? (español|espanol)\b|\bspeak spanish\b/],
  ['thanks', /\b(thanks|thank you|thx|ty|appreciate it|much appreciated|great,? thanks|gracias|bless you)\b/],
  // "ok", "got it", "ok calling now": an acknowledgement, answered like a thank-you.
  [
    'thanks',
    /^(ok|okay|k|kk|alright|all right|got it|sounds good|will do|perfect|great|cool|understood|ok calling now|calling now|i'?ll call( them| now)?)[\s!.]*$/,
  ],
  ['goodbye', /\b(bye|goodbye|good ?night|take care|that'?s all|that is all|have a good (one|day|night)|talk later)\b/],
  [
    'pricing',
    /\b(price|prices|pricing|cost|costs|how much|charge|charges|fee|fees|rate|rates|quote|expensive|cheap|cheaper|cheapest|afford|labou?r|overcharg\w*|pay again|charge (me )?again|fair price|ballpark|budget|dollars?)\b|\$|\b(run|runs) (me|us|about|around)\b|\bwhat (does|would|will) (that|it|this) (usually )?run\b/,
  ],
  [
    'booking',
    /\b(book|booking|schedule|scheduling|appointment|come out|come by|come fix|send (someone|somebody|a tech|a technician|a guy)|get (someone|somebody|a tech)|need (someone|somebody|a tech|a technician)|have (someone|somebody) (come|look)|(have|get) (someone|somebody|a tech|a technician) (to )?(check|look at|inspect)|available (today|tomorrow|this week)|when can you|can (you|someone|somebody) (fix|come|repair|look)|set up a (visit|time)|fix it|repair it|service call|sign me up|tech out|(today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this week)( morning| afternoon| evening)? (works|is fine|is good|is best|would work))\b|\bi'?m (home|around|available) (all day|tomorrow|today)\b/,
  ],
  [
    'human',
    /\b(human|real person|live (person|agent|chat)|representative|talk to (someone|somebody|a person)|speak (to|with) (someone|somebody|a person|a human|an agent|a manager)|call me back|callback|call back|not a bot|(have|get|need) (someone|somebody) (to )?call me)\b/,
  ],
  // A visitor fed up with the assistant is offered a person, not another answer from it.
  ['human', FED_UP],
  [
    'hours',
    /\b(hours|open (today|now|on|right now|late|tomorrow)|are you open|24\/7|24 ?hours|weekends?|saturdays?|sundays?|holidays?|christmas( eve)?|thanksgiving|new year'?s( eve| day)?|easter|memorial day|labor day|(4th|fourth) of july|july (4th|fourth)|after hours|business hours)\b/,
  ],
  ['location', /\b(where are you|your address|office|showroom|located|visit you|come in to (your|the)|stop by)\b/],
  [
    'service_area',
    /\b(service area|do you (serve|service|cover|come to|go to|work in)|areas? (you|do you) (serve|cover)|what (cities|areas|towns)|which (cities|areas|towns)|coverage|come out to|in your (service )?area|(do|does|can|will|would) (you|y'?all|yall|you guys|your (team|techs?)) (come|go|get|drive|travel) (to|out to|out|as far as))\b/,
  ],
  ['license', /\b(licen[sc]ed?|insured|bonded|ccb|certified|registration|contractor number)\b/],
  // Buying a part rather than a repair.
  [
    'parts',
    /\b(sell|selling|buy|order|purchase|pick up) (\w+ ){0,2}(parts?|rollers?|hinges?|springs?|cables?|remotes?|seals?|brackets?)\b|\b(replacement|spare) parts\b|\bparts (store|counter|only)\b|\bjust need (a|the|some|new) (part|parts|roller|rollers|hinge|hinges|remote)\b/,
  ],
  // How to pay and what comes with the work: the office's terms, which the assistant does not know.
  [
    'policies',
    /\b(financ(e|es|ed|ing)|payment (plans?|options?|methods?)|pay (monthly|over time|in installments|later|by (card|credit|check|cash))|installments?|credit cards?|debit cards?|(take|accept) (cards?|cash|checks?)|venmo|zelle|paypal|forms? of payment|how (do|can) i pay|warrant(y|ies)|guarantee[ds]?|discounts?|coupons?|promo codes?)\b/,
  ],
  [
    'ai',
    /\b((talking|chatting|speaking) (to|with) (a |an )?(bot|robot|ai|human|real person|person|computer|machine)|are you (a |an )?(bot|robot|ai|human|real|person|computer)|is this (a |an )?(bot|ai|real person|human)|who am i (talking|chatting) (to|with)|what are you|ai disclosure|what does (t\.?o\.?d\.?|tod) (stand for|mean)|who is (t\.?o\.?d\.?|tod))\b/,
  ],
  ['estimator', /\b(online estimat(e|or)|estimator|instant estimate|estimate online|ai estimate)\b/],
  [
    'diy',
    /\b(diy|myself|my self|do it (myself|yourself)|how (do|can) i (fix|replace|repair|adjust|wind|unwind|change|reset)|step[ -]by[ -]step|instructions|tutorial|youtube|winding bars?|unwind|wind the spring|adjust the (spring|tension))\b|\bcan i (just )?(hook|put|pop|push|snap|reattach|re-?attach|tighten|wind|fix|replace|adjust|reconnect)\b|\bsomething i can (fix|do myself)\b/,
  ],
  // "Is it safe to…?": a question about the risk of what the visitor is about to do or leave as it is.
  [
    'safety',
    /\bsafely\b|\bsafe way\b|\b(can|should|could) i (at least |just )?(unplug|turn off|switch off|shut off)\b|\b(can|should|could) (i|we) (at least |just |still )?(close|shut|lock|use|drive|pull|push|lift|open) (it|the door|the garage door|my car|the car)\b|\b(is|was|would|will) (it|that|this|the door) (be )?(safe|ok|okay|alright|all right|dangerous)\b|\b(safe|ok|okay|dangerous) to (\w+ )?(use|pull|drive|leave|close|open|lift|touch|keep|spray|push|stand|walk|park|wait|try|run)\b/,
  ],
  // When a technician will get there.
  [
    'arrival',
    /\bhow (long|soon) (till|until|before|will|for|can|does it take)\b|\bwhen (will|can|would|does) (they|someone|somebody|you|the tech|a tech|the technician|a technician|your tech)\b|\bsoonest\b|\bhow (fast|quickly) can\b|^what time\b|\b(have to|need to|should i|do i) be (home|there|present)\b|\bleave (the|a|my) (\w+ )?code\b|\bwhere is (he|she|the tech|your tech|the technician|my technician|the guy)\b|\b(is|are) (he|she|they|the tech|the technician) (still )?(coming|on (his|her|their|the) way)\b|\b(call|text) (me )?(before|ahead|first)\b/,
  ],
  // Unhappy with earlier work or service: the office handles it.
  [
    'complaint',
    /(?<!\b(no|not|without|don'?t want to|not to) )\b(complain|complaint|complaints|unhappy with|not happy with|disappointed|dissatisfied|(terrible|bad|poor|awful|lousy) (service|job|work)|rude|(you guys|you all|y'?all|your company|your tech) (suck|sucks|messed up|screwed up)|broke again|(still|again) (broken|not working)|(after|since) (you|your tech|the tech|your technician) (fixed|repaired|installed|came)|since the (repair|visit|install|installation)|not happy|(showed up|came|arrived|running) (\w+ )?(hours? |an hour )?late|(\d+|two|three|several) hours late|didn'?t (show|show up|call)|no[- ]show|(was|were) supposed to (come|be here|show)|didn'?t fix (anything|it|the problem)|rip ?off|ripoff|never showed( up)?)\b/,
  ],
  // Moving or cancelling a booked visit: the office does it.
  [
    'reschedule',
    /\b(reschedule|re-schedule|cancel (my |the |our |this |that )?(appointment|visit|booking|service call|tech|technician|it|that)|cancel (the )?(repair|install|installation)|cancell?ation policy|change (my|the) (appointment|booking|time|visit|day)|move (my|the) (appointment|booking|visit))\b|\b(booked|scheduled|appointment)\b.{0,40}\b(change|move|switch|push|can'?t make|cannot make|won'?t make)\b/,
  ],
  [
    'jobs',
    /\b(hiring|do you (guys )?hire|(part|full)[- ]time (help|work|job|position)|job openings?|apply for a job|employment|careers?|work for you|looking for (a )?(job|work))\b/,
  ],
];

const INJECTION = [
  /\bignore (all |any |the |your |my )?(previous|prior|above|earlier|preceding|system)?\s*(instructions|rules|prompts?|directions|guidelines)\b/,
  /\b(disregard|forget|override|bypass) (all |any |the |your )?(previous |prior |above |earlier )?(instructions|rules|prompts?|guidelines|programming|training)\b/,
  /\b(system|developer|hidden|initial|original) (prompt|message|instructions)\b/,
  /\byou are (now|no longer)\b/,
  /\bfrom now on,? (you|your|act|respond|answer|pretend)\b/,
  /\b(act|behave|respond) as (a|an|if)\b/,
  /\bpretend (to be|you are|you're)\b/,
  /\b(jailbreak|dan mode|developer mode|god mode)\b/,
  /\bnew (rule|rules|instructions|persona|role)\b/,
  /\b(reveal|show|print|repeat|tell me) (me )?(your|the) (prompt|instructions|rules|system)\b/,
  /\b(say|tell me|confirm|agree|promise|guarantee) (that )?(the |a |my )?(price|spring|repair|cost|service|job|it)\b.{0,40}\b(is|costs?|will be) (free|\$?\d)/,
  /\b(confirm|guarantee|promise|put) (it |this )?in writing\b.{0,40}\b(free|\$?\d)/,
  /\b(give|offer) me (a |an )?(\d+ ?%|free\b|discount)/,
  /\bi (authorize|approve|order) you\b/,
];

/** The intents in a normalized message; injection attempts are reported, never followed. */
export function detectIntents(normalized: string): Set<Intent> {
  const intents = new Set<Intent>();
  for (const [intent, pattern] of RULES) if (pattern.test(normalized)) intents.add(intent);
  if (INJECTION.some((pattern) => pattern.test(normalized))) intents.add('injection');
  return intents;
}

/** Words that show a message is about doors at all; without them and without a match it is off-topic. */
export const GARAGE_VOCABULARY =
  /\b(garage|doors?|springs?|cables?|openers?|chains?|belts?|remotes?|keypads?|sensors?|tracks?|rollers?|panels?|hinges?|seals?|gates?|motor|torsion|technician|tech|repair|repairs|fix|install|installation|estimate|estimates|quote|service|appointment|booking|schedule|licen[sc]e|showroom|office|warranty|tune-?up|maintenance|price|prices|pricing|cost|costs|emergency)\b/;
