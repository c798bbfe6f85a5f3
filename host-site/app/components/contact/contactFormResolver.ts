import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_FORM_DEFAULTS, contactFormSchema } from '@tod/domain/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

const baseResolver = zodResolver(contactFormSchema);

/**
 * The form's zod resolver, in its own module so that zod and the contracts (~30 KB compressed, ~25 ms to
 * build the schemas on a phone) load when the visitor starts filling in the form, not with every page.
 * Disabled inputs (date and time during an emergency) come back undefined: they mean 'no preference'.
 */
export const contactFormResolver: Resolver<ContactFormInput, unknown, ContactFormOutput> = (values, context, options) =>
  baseResolver(
    { ...values, preferredDate: values.preferredDate ?? '', preferredTime: values.preferredTime ?? CONTACT_FORM_DEFAULTS.preferredTime },
    context,
    options,
  );
