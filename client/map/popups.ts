import type { MapPlace, QuebecMapProps } from './props';

/** The popups' content, as DOM nodes (Leaflet takes an element; no HTML string is ever built from data). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function box(...children: HTMLElement[]): HTMLElement {
  const popup = element('div', 'map-popup');
  popup.append(...children);
  return popup;
}

export function companyPopup(company: QuebecMapProps['company']): HTMLElement {
  const mail = element('a', '', company.email);
  mail.href = `mailto:${company.email}`;
  const mailLine = element('p', '');
  mailLine.append(mail);
  return box(
    element('p', 'map-popup-title', company.name),
    element('p', 'map-popup-meta', company.location),
    element('p', '', company.tagline),
    mailLine,
    element('p', 'map-popup-meta', company.hours),
  );
}

export function placePopup(place: MapPlace): HTMLElement {
  return box(
    element('p', 'map-popup-title', place.name),
    element('p', 'map-popup-meta', place.typeLabel),
    element('p', '', place.description),
    element('p', 'map-popup-meta', place.population),
  );
}
