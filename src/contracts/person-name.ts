import { z } from 'zod';
import { isPersonName, PERSON_NAME_MAX_LENGTH, personNameMessage } from '../domain/person-name';

/**
 * A person's name in any contract (register, profile, the customer club): trimmed, required, at
 * most `max` characters, and only what a name holds (`domain/person-name`), with a message naming
 * the field.
 */
export const personNameSchema = (label: string, messages: { required: string; tooLong?: string }, max = PERSON_NAME_MAX_LENGTH) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong ?? `${label} can have at most ${max} characters`)
    .refine((value) => value.length === 0 || value.length > max || isPersonName(value), personNameMessage(label));
