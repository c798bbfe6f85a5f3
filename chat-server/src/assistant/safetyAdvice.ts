import type { Analysis } from './analyze.ts';
import type { IssueKind } from './extract/detectIssue.ts';
import type { EmergencyReason } from './extract/detectUrgency.ts';

/*
 * What T.O.D. tells a visitor to do, and not do, to stay safe: the steps for each emergency, the answers to
 * "is it safe…?" for each problem, and the patterns that pick them. Kept apart from compose.ts, which decides
 * which answer a message gets, so every safety sentence the assistant can say is in one place.
 */

/** The first paragraph of an emergency reply, by what made it an emergency. */
export const EMERGENCY_STEPS: Record<EmergencyReason, string> = {
  carbon_monoxide: `Safety first: an engine running in a closed garage fills it with carbon monoxide. Turn the engine off if you can do it at once, get everyone out through the door into the house or any other way out, and call 911 now if anyone is coughing, dizzy, drowsy or confused. Don't stay in the garage to work on the door: fresh air first, the door later.`,
  struck: `Safety first: if anyone is hurt, call 911 and look after them before anything else. Then stop using the door: unplug the opener or switch on the wall control's lock setting so no one runs it, and keep everyone clear. A door that closes on a person, a pet or a car without reversing has a safety fault, and it may have left its track: it must not be used until a technician has checked it.`,
  break_in: `Safety first: if someone may still be there, or you feel unsafe, leave and call 911, and don't touch what the police may want to see. Then secure your home: lock the door between the garage and the house, and if the garage door won't close or lock, keep valuables and vehicles out of reach until it's repaired.`,
  person_trapped: `Safety first: if anyone shut in the garage is hurt, unwell, or it's very hot or cold in there, call 911. Otherwise, look up at the spring above the door: if it looks intact and the door is fully closed, pulling the red emergency-release cord lets the door be lifted by hand. If a spring or cable looks broken, don't pull the cord and don't try to lift the door: use another way out, such as the door into the house, and wait for help.`,
  car_trapped: `Safety first: don't force the door and don't try to drive through it. Look up at the spring above the door: if you see a gap in the coil or a loose cable, do not pull the red emergency-release cord, because without the spring the door can slam down. If the springs look intact and the door is fully closed, pulling the red cord should let you lift it by hand.`,
  off_track: `Safety first: keep everyone, especially children and pets, away from the door. A door that is off its track or hanging can fall without warning. Don't run the opener (unplug it if you can reach the plug safely), and don't try to push the rollers back or force the door.`,
  spring_door_open: `Safety first: leave the door where it is and keep everyone out from under it. With a snapped spring, an open door can come down hard. Don't try to close it by hand or with the opener, and don't pull the red release cord. Park cars outside the doorway if you can do it without passing under the door.`,
  open_at_night: `Safety first, then security: look up at the springs and cables first. If one looks broken, or the door is crooked, leave the door where it is and don't run the opener. Otherwise, check nothing is blocking the door, wipe the two safety-sensor lenses near the floor, and try holding the wall button down until the door closes. Lock the door between the garage and your house, and move anything valuable out of sight.`,
  stated: `Safety first: if anyone is hurt or in danger, call 911. Keep everyone clear of the door and don't try to force it, lift it or pull the release cord if anything looks broken.`,
};

/** "Should I take him in?" after someone was hit by the door. */
export const SEE_A_DOCTOR = /\b(doctor|hospital|er|urgent care|take (him|her|them) in|checked out|get (him|her|them) checked|head)\b/;

export const DOCTOR_ADVICE =
  "When in doubt, have them checked by a doctor or urgent care today, especially after a blow to the head. Call 911 right away if they are drowsy, confused, vomiting, have a bad headache, or get worse. Keep the door out of use until a technician has checked why it didn't stop.";

/** The visitor has already called for help. */
export const HELP_COMING =
  /\b(called|calling|call(ed)? to) 911\b|\b(ambulance|paramedics|police|cops|fire (dept|department|fighters)) (is |are )?(coming|here|on (the|their|its) way)\b/;

/** An emergency's safety steps in one sentence, for a follow-up right after they were given in full. */
export const STEPS_STILL_HOLD: Record<EmergencyReason, string> = {
  carbon_monoxide:
    'The steps I gave still hold: engine off, everyone out into fresh air, and call 911 if anyone feels unwell. The door can wait.',
  struck:
    "The steps I gave still hold: stop using the door (unplug the opener or lock the wall control) until a technician has checked why it didn't stop, and keep everyone clear.",
  break_in:
    'The steps I gave still hold: if you feel unsafe, leave and call 911; lock the door between the garage and your house, and keep valuables and vehicles out of reach.',
  person_trapped:
    "The steps I gave still hold: if a spring or cable looks broken, don't lift the door; use another way out and wait for help, and call 911 if anyone is unwell.",
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
};

/** What to do, and not do, with the problem the conversation is about. */
export const SAFETY_ADVICE: Partial<Record<IssueKind, string>> = {
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
};

const UNPLUG = /\b(unplug|turn off|switch off|shut off)\b/;

/** Moving the door by hand, which "unplug it and pull it down" also asks about. */
const MOVE_BY_HAND = /\b(pull|push|lift|close|shut|force|bring) (it|the door|the thing)? ?(down|up|shut|closed)?\b/;

/** "Can I unplug the opener?", and not "unplug it and pull it down by hand". */
export function unplugOnly(analysis: Analysis): boolean {
  return UNPLUG.test(analysis.normalized) && !MOVE_BY_HAND.test(analysis.normalized.replace(UNPLUG, ''));
}

export const UNPLUG_ADVICE =
  'Yes. Unplug the opener if you can reach the plug without going under the door (or switch off its breaker): that stops anyone from running it by accident. Then leave the door as it is until a technician has seen it.';

/** Words that say a spring has actually failed, not just that it squeaks or looks rusty. */
const SPRING_BROKEN =
  /\b(broke|broken|snapped|snap|bang|pop|gap|two pieces|in half|shot|busted|gone|heavy|slams?|gunshot|repair|replace|replacement|fix|fixed)\b/;

const INTACT_SPRING_ADVICE =
  "A spring that squeaks or looks rusty isn't broken: it's safe to keep using the door while it opens and closes smoothly, and a little garage-door lubricant on the coils usually quiets it. Springs wear out, though, so if the door starts to feel heavy, jerks, or you hear a loud bang, stop using it and keep clear. A tune-up includes checking the springs' balance and wear.";

const DEFAULT_SAFETY_ADVICE =
  "If the door opens and closes smoothly and evenly, it's safe to keep using it with care. If it strains, jerks, makes a new noise, or looks crooked, stop using it, keep everyone clear of it, and let a technician check it. Never stand or let children play under a moving door.";

/** What to say first to "is it safe…?": unplugging, a spring that is only noisy, or the advice for the problem. */
export function safetyAdvice(analysis: Analysis, issue: IssueKind | undefined): string {
  if (unplugOnly(analysis)) return UNPLUG_ADVICE;
  const springTalk = issue === 'spring' || /\bsprings?\b/.test(analysis.normalized);
  if (springTalk && !analysis.conversation.some((text) => SPRING_BROKEN.test(text))) return INTACT_SPRING_ADVICE;
  return (issue && SAFETY_ADVICE[issue]) ?? DEFAULT_SAFETY_ADVICE;
}

export const FROZEN = /\b(frozen|froze|freezing|ice|iced|icy)\b/;

export const FROZEN_DOOR_ADVICE =
  "In freezing weather the bottom seal can freeze to the ground. Don't keep pressing the opener: it strains the motor and can tear the seal. Free the seal gently with a plastic scraper or warm (not boiling) water, then clear the ice under it so it can't freeze again.";

/** A remote in someone else's hands opens the garage. */
export const STOLEN_REMOTE =
  /\b(stole|stolen|lost|took)\b.{0,30}\b(remote|clicker|opener)\b|\b(remote|clicker)\b.{0,20}\b(stolen|was stolen|got stolen|is missing|went missing)\b/;

export const STOLEN_REMOTE_ADVICE =
  'If a remote was stolen, treat it like a lost house key: switch on the wall control\'s lock (vacation) setting so no remote works, lock the door between the garage and the house, and erase all remotes from the opener (on most models, hold the "learn" button until its light goes out), then pair the ones you still have again. If you\'d like a technician to do it or to change the keypad code, book a visit.';

/** A door that keeps closing on what is in its way: the safety reversal has failed. */
export const NO_REVERSE = /\b(didn'?t|did not|doesn'?t|does not|won'?t|will not|never|not) (reverse|stop|go back up|bounce back)\b/;

export const NO_REVERSE_ADVICE =
  "A door that doesn't reverse when it meets something has a safety fault, and it can hurt someone. Stop using the opener: unplug it or switch on the wall control's lock, and keep the door closed (or use it by hand only if the springs are intact). Don't hold the wall button down to force it closed. A technician needs to check the sensors and the opener's force setting before it's used again.";

/** The remote works but the wall button does not: the wall control, not the opener. */
export const WALL_CONTROL_DEAD =
  /\bwall (button|switch|control|panel)\b.{0,30}\b(doesn'?t|does not|won'?t|not|stopped|dead)\b.{0,40}\bremote\b.{0,20}\b(works|does|is fine|still works|ok)\b|\bremote (works|does|is fine|still works)\b.{0,40}\bwall (button|switch|control|panel)\b.{0,20}\b(doesn'?t|does not|won'?t|not|stopped|dead)\b/;

export const WALL_CONTROL_ADVICE =
  "When the remote works but the wall button doesn't, the opener is fine and the trouble is the wall control or its wire. Check whether the wall control's lock or vacation light is on (on most models you hold the lock button for a few seconds to turn it off), then follow the thin wire from the button to the motor unit for a staple through it, a loose end or a chewed spot.";

export const POWER_OUT =
  /\b(power|electricity) (is |went |has gone |has been )?(out|off|down)\b|\b(power|electric(al)?) outage\b|\bblackout\b/;

export const SLOW_DOOR = /\bslow(ly)?\b/;

export const SLOW_DOOR_ADVICE =
  'A door that has become slow or labored is asking for attention: dry or worn rollers and hinges, or springs that have lost tension, make the opener work harder. If it strains, stops or reverses, stop running it, as that wears out the opener.';
