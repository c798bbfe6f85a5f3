/** The anti-spam sum of SPEC §5: two whole numbers from 1 to 10. */
export interface VerificationChallenge {
  a: number;
  b: number;
}

export function newChallenge(random: () => number = Math.random): VerificationChallenge {
  const pick = () => 1 + Math.floor(random() * 10);
  return { a: pick(), b: pick() };
}

export function isCorrectAnswer(challenge: VerificationChallenge, answer: string): boolean {
  const trimmed = answer.trim();
  return /^\d{1,3}$/.test(trimmed) && Number(trimmed) === challenge.a + challenge.b;
}
