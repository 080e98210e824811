import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hands React the server-rendered markup of one island; resolves once React has committed it, so
 * clicks held until then can be replayed to a live island. Its own chunk: React loads with the first island.
 */
export function hydrateIsland(container: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  return new Promise((hydrated) => {
    function Hydrated() {
      useEffect(() => hydrated(), []);
      return createElement(Component, props);
    }
    hydrateRoot(container, createElement(Hydrated));
  });
}
