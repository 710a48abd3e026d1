import { accountSectionHref, accountSections } from './accountSections';

/**
 * The account navigation's links for a shopper (spec 1 §4: favourites and saved for later are
 * hidden for a connected employee — an EMPLOYEE consumer or an in-store associate session).
 * @param localePath e.g. `en-us`
 * @param t the `shell` translator (the sections' `labelKey`)
 */
export function accountNavLinks(
  localePath: string,
  shopper: { employee: boolean },
  t: (key: string) => string,
): { id: string; href: string; label: string }[] {
  return accountSections
    .filter((section) => !(shopper.employee && 'hiddenForEmployee' in section))
    .map((section) => ({
      id: section.id,
      href: accountSectionHref(localePath, section.id),
      label: t(section.labelKey),
    }));
}
