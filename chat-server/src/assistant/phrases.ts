/** Picks one of several phrasings, the same one for the same seed, so replies vary but tests stay exact. */
export function pick<T>(options: readonly T[], seed: number): T {
  return options[Math.abs(seed) % options.length]!;
}

/** A small stable hash (FNV-1a) of a string. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const OPENERS = {
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
    "You're welcome{name}! If anything else comes up, I'm here 24/7, or call us at {phone}.",
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
} as const;
