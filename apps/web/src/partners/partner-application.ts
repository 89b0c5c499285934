/**
 * The partner (affiliate) application form's rules, matching the checks of
 * public.partner_applications. Pure, no React.
 */
import type { TablesInsert } from '@harbor-help/local-supabase/database-types';
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  emailProblem,
} from '../shared/email-address';

/** The columns of public.partner_applications an applicant writes. */
export type PartnerApplicationRow = Pick<
  TablesInsert<'partner_applications'>,
  'full_name' | 'email' | 'organization' | 'website' | 'audience' | 'language'
>;

/** The languages the form is in (public.partner_applications.language). */
export type PartnerLanguage = 'en' | 'es';

export interface PartnerApplicationValues {
  fullName: string;
  email: string;
  organization: string;
  website: string;
  audience: string;
}

export type PartnerApplicationErrors = Partial<Record<keyof PartnerApplicationValues, string>>;

export const AUDIENCE_MIN_LENGTH = 20;
export const AUDIENCE_MAX_LENGTH = 2000;

/** What is wrong with a field, in one language (partner-words-es.tsx has the Spanish). */
export interface PartnerRuleWords {
  language: PartnerLanguage;
  nameMissing: string;
  nameTooLong: string;
  emailMissing: string;
  /** Not an address, or longer than any address: "like name@example.com". */
  emailFormat: string;
  organizationTooLong: string;
  websiteTooLong: string;
  websiteFormat: string;
  audienceTooShort: (min: number) => string;
  audienceTooLong: (max: number) => string;
}

export const PARTNER_RULE_WORDS: PartnerRuleWords = {
  language: 'en',
  nameMissing: 'Enter your name.',
  nameTooLong: 'Use 200 characters or fewer for your name.',
  emailMissing: EMAIL_REQUIRED_MESSAGE,
  emailFormat: EMAIL_FORMAT_MESSAGE,
  organizationTooLong: 'Use 200 characters or fewer for the organization.',
  websiteTooLong: 'Use a web address of 500 characters or fewer.',
  websiteFormat: 'Enter a full web address starting with https://, or leave it empty.',
  audienceTooShort: (min) => `Tell us a little more: at least ${min} characters.`,
  audienceTooLong: (max) => `Please keep it under ${max} characters.`,
};

export function checkPartnerApplication(
  values: PartnerApplicationValues,
  words: PartnerRuleWords = PARTNER_RULE_WORDS,
): PartnerApplicationErrors {
  const errors: PartnerApplicationErrors = {};
  const fullName = values.fullName.trim();
  if (fullName === '') errors.fullName = words.nameMissing;
  else if (fullName.length > 200) errors.fullName = words.nameTooLong;

  const emailError = emailProblem(values.email);
  if (emailError) errors.email = emailError === 'missing' ? words.emailMissing : words.emailFormat;

  if (values.organization.trim().length > 200) errors.organization = words.organizationTooLong;

  const website = values.website.trim();
  if (website !== '') {
    if (website.length > 500) errors.website = words.websiteTooLong;
    else if (!/^https?:\/\/\S+\.\S+$/i.test(website)) errors.website = words.websiteFormat;
  }

  const audience = values.audience.trim();
  if (audience.length < AUDIENCE_MIN_LENGTH)
    errors.audience = words.audienceTooShort(AUDIENCE_MIN_LENGTH);
  else if (audience.length > AUDIENCE_MAX_LENGTH)
    errors.audience = words.audienceTooLong(AUDIENCE_MAX_LENGTH);

  return errors;
}

/**
 * The row for public.partner_applications (empty optional fields become null), with the
 * language of the form it was written in, so the team answers in it.
 */
export function toPartnerApplicationRow(
  values: PartnerApplicationValues,
  language: PartnerLanguage = 'en',
): PartnerApplicationRow {
  return {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    organization: values.organization.trim() || null,
    website: values.website.trim() || null,
    audience: values.audience.trim(),
    language,
  };
}
