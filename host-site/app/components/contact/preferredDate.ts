import { localIsoDate } from '@tod/domain/facts';

/** The date field's state that follows the clock: its minimum (today) and its value. */
export interface DateField {
  /** Today as the form last saw it: the field's `min`, and the default it filled in. */
  today: string;
  preferredDate: string | undefined;
}

/**
 * The date field at `now` (issue 30): when the day has changed since the form last looked (a form opened before
 * midnight and sent after it), the minimum moves to the new today, and so does the default date if the visitor
 * left it as it was. A date the visitor chose stays, and the schema says if it is now in the past.
 */
export function dateFieldAt(field: DateField, now: Date): DateField {
  const today = localIsoDate(now);
  if (today === field.today) return field;
  return { today, preferredDate: field.preferredDate === field.today ? today : field.preferredDate };
}
