import type { AskedLast, HistoryItem } from '@tod/domain';

/**
 * What the assistant's last message asked, read from the server's transcript (the assistant's own
 * words, in English or Spanish): its lead questions, "Are you in Portland?", what the door does, or
 * a clarifying question.
 */
export function askedLastFrom(history: readonly HistoryItem[]): AskedLast {
  let last: string | undefined;
  for (let index = history.length - 1; index >= 0 && last === undefined; index--)
    if (history[index]!.role === 'assistant') last = history[index]!.content;
  if (!last) return 'none';
  const tail = last.slice(-400).toLowerCase();
  if (/\bare you in [a-z .'-]+(,| or |\?)|\b(est[aá]s?|est[aá]n) en [a-z .'-]+\?/.test(tail)) return 'confirm_city';
  const name =
    /\byour (first |full )?name\b|\bwhat name\b|\bwho should (we|i) ask for\b|\bwhat should i call you\b|\b(tu|su) nombre\b|c[oó]mo te llamas/.test(
      tail,
    );
  const phone = /\b(phone|number|tel[eé]fono|n[uú]mero)\b/.test(tail);
  const city = /\b(city|town|where are you|which area|your area|ciudad|d[oó]nde (est[aá]s|vives|vive))\b/.test(tail);
  const asked = [name, phone, city].filter(Boolean).length;
  if (asked >= 2) return 'lead_details';
  if (name) return 'name';
  if (phone) return 'phone';
  if (city) return 'city';
  if (/\bwhat (is|'s) (the door|it) doing\b|\bwhat happen(s|ed)\b.*\?|\bdescribe\b|\bqu[eé] (le )?pasa\b/.test(tail)) return 'problem';
  if (
    /\bdid you mean\b|\bcould you tell me more\b|\bwhich (one|of these)\b|\bquisiste decir\b|\bme puedes? (decir|contar) m[aá]s\b/.test(
      tail,
    )
  )
    return 'clarify';
  return 'none';
}
