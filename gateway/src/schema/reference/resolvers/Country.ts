import nationalities from 'i18n-nationality';
import type { CountryResolvers } from '../../../generated/resolvers-types.js';

/**
 * The English demonym of an ISO 3166-1 alpha-2 country ('GB' → 'British'), from i18n-nationality's list; null for
 * a code it does not know.
 */
function nationalityOf(isoCountryCode: string): string | null {
  return nationalities.getName(isoCountryCode, 'en') || null;
}

/** A country of the provider's list, with its dialling code and nationality (seed 000 §9). */
export const Country: CountryResolvers = {
  isoCountryCode: (country) => country.iso_country_code,
  name: (country) => country.country,
  dialingCode: (country) => country.dialing_code,
  nationality: (country) => nationalityOf(country.iso_country_code),
};
