/**
 * The partner (affiliate) application form's rules, matching the checks of
 * public.partner_applications. Pure, no React.
 */
import type { TablesInsert } from '@harbor-help/local-supabase/database-types';
import { checkEmailAddress } from '../shared/email-address';

/** The columns of public.partner_applications an applicant writes. */
export type PartnerApplicationRow = Pick<
  TablesInsert<'partner_applications'>,
  'full_name' | 'email' | 'organization' | 'website' | 'audience'
>;

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

export function checkPartnerApplication(
  values: PartnerApplicationValues,
): PartnerApplicationErrors {
  const errors: PartnerApplicationErrors = {};
  const fullName = values.fullName.trim();
  if (fullName === '') errors.fullName = 'Enter your name.';
  else if (fullName.length > 200) errors.fullName = 'Use 200 characters or fewer for your name.';

  const emailError = checkEmailAddress(values.email);
  if (emailError) errors.email = emailError;

  if (values.organization.trim().length > 200)
    errors.organization = 'Use 200 characters or fewer for the organization.';

  const website = values.website.trim();
  if (website !== '') {
    if (website.length > 500) errors.website = 'Use a web address of 500 characters or fewer.';
    else if (!/^https?:\/\/\S+\.\S+$/i.test(website))
      errors.website = 'Enter a full web address starting with https://, or leave it empty.';
  }

  const audience = values.audience.trim();
  if (audience.length < AUDIENCE_MIN_LENGTH)
    errors.audience = `Tell us a little more: at least ${AUDIENCE_MIN_LENGTH} characters.`;
  else if (audience.length > AUDIENCE_MAX_LENGTH)
    errors.audience = `Please keep it under ${AUDIENCE_MAX_LENGTH} characters.`;

  return errors;
}

/** The row for public.partner_applications (empty optional fields become null). */
export function toPartnerApplicationRow(values: PartnerApplicationValues): PartnerApplicationRow {
  return {
    full_name: values.fullName.trim(),
    email: values.email.trim(),
    organization: values.organization.trim() || null,
    website: values.website.trim() || null,
    audience: values.audience.trim(),
  };
}
