/** The id of the privacy policy's rights section: the forms' notice at collection links to it. */
export const rightsSectionId = 'rights';
/** Which section of `privacy:sections` (0-based) is that one. */
export const rightsSectionIndex = 8;
