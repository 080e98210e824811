import type { ReactNode } from 'react';

type DropdownProps = {
  /** The element holding the menu: a list item in the navigation, a div among the actions. */
  as: 'li' | 'div';
  className?: string;
  /** What comes before the button (the services link). */
  lead?: ReactNode;
  button: { className: string; label?: string; content: ReactNode };
  panel: { id: string; className?: string; items: ReactNode };
};

/**
 * A menu button and its panel, rendered closed: client/header/menus.ts opens and closes it with
 * plain DOM; without JavaScript it opens on hover and keyboard focus (header.css).
 */
export function Dropdown({ as: Holder, className, lead, button, panel }: DropdownProps) {
  return (
    <Holder className={`dropdown${className ? ` ${className}` : ''}`}>
      {lead}
      <button type="button" className={button.className} aria-expanded="false" aria-controls={panel.id} aria-label={button.label}>
        {button.content}
      </button>
      <ul id={panel.id} className={`dropdown-panel${panel.className ? ` ${panel.className}` : ''}`}>
        {panel.items}
      </ul>
    </Holder>
  );
}
