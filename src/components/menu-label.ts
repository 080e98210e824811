import { isContentScreen, type Screen } from '../routes';

const own: Partial<Record<Screen, string>> = { privacy: 'footer.privacy', terms: 'footer.terms' };

/** The dictionary key of a screen's menu link: `nav.<screen>`, the collections' in their own namespace. */
export const menuLabel = (screen: Screen) => own[screen] ?? (isContentScreen(screen) ? `publishing:nav.${screen}` : `nav.${screen}`);
